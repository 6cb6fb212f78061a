import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { symbolOf } from '../../core/elements.js';
import { formulaCounts } from './cif-formula.js';
import { readCif } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const codes = (text: string): string[] => readCif(text).diagnostics.map((d) => d.code);

describe('readCif: disorder and missing atoms are reported, never kept silently', () => {
  it('a mixed site and a split site become one atom each; partial sites are named', () => {
    const { molecules, diagnostics } = readCif(fixture('disorder.cif'));
    const mol = molecules[0]!;
    // Before: Co and Ni at one point and La twice 0.24 Å apart (6 atoms), with no warning at all.
    expect(Array.from(mol.elements, symbolOf)).toEqual(['Co', 'La', 'O', 'O']);
    expect(mol.names).toEqual(['Co1', 'La1', 'O1', 'O1']);
    expect(Array.from(mol.occupancy ?? [])).toEqual([0.8, 0.5, 0.6, 0.6]);
    const disordered = diagnostics.find((d) => d.code === 'cif-disordered-site');
    expect(disordered?.severity).toBe('warning');
    expect(disordered?.message).toContain('Co1 (Co 0.8) / Ni1 (Ni 0.2) → Co1');
    expect(disordered?.message).toContain('La1 (La 0.5) / La1 (La 0.5) → La1');
    expect(disordered?.atoms).toEqual([0, 1]);
    const partial = diagnostics.find((d) => d.code === 'cif-partial-occupancy');
    expect(partial?.message).toContain(
      '1 site(s) of partial occupancy are kept as fully occupied atoms: O1 (O 0.6)',
    );
    expect(partial?.atoms).toEqual([2, 3]);
  });

  it('hydrogens the formula lists but no site gives are reported with the candidate O sites', () => {
    const { molecules, diagnostics } = readCif(fixture('brucite-no-h.cif'));
    expect(Array.from(molecules[0]!.elements, symbolOf)).toEqual(['Mg', 'O', 'O', 'W', 'W', 'W']);
    const missing = diagnostics.find((d) => d.code === 'cif-missing-hydrogens');
    expect(missing?.message).toMatch(
      /lists H2 per formula unit \(1 unit\(s\): 2 H in the cell\) but the sites give 0 H/,
    );
    expect(missing?.message).toMatch(/likely the OH\/H2O oxygens: O1\.$/);
    expect(missing?.atoms).toEqual([1, 2]);
    const stranger = diagnostics.find((d) => d.code === 'cif-element-not-in-formula');
    expect(stranger?.message).toContain(
      "site(s) W1 (W) hold elements that _chemical_formula_sum ('H2 Mg O2') does not list",
    );
    // The disorder fixture has no Z: the H count comes from the ratio of O (1.2 per unit, 1.2 in the cell).
    expect(
      readCif(fixture('disorder.cif')).diagnostics.find((d) => d.code === 'cif-missing-hydrogens')?.message,
    ).toMatch(
      /lists H0\.8 per formula unit \(1 unit\(s\): 0\.8 H in the cell\) but the sites give 0 H.*: O1\.$/,
    );
  });

  it('no warning when the sites match the formula, or an O is bonded to a former (silicate, carbonate)', () => {
    expect(codes(fixture('nacl-fm3m.cif'))).not.toContain('cif-missing-hydrogens');
    const withH = fixture('brucite-no-h.cif').replace('W1  0.5 0.5 0.5', 'H1 0.33333 0.66667 0.4240');
    expect(codes(withH)).not.toContain('cif-missing-hydrogens');
    expect(codes(withH)).not.toContain('cif-element-not-in-formula');
  });

  it('reads an AMCSD "Wat" site (no type symbol) as water O, not W, when the formula lists O and no W', () => {
    const text = fixture('brucite-no-h.cif').replace('W1  0.5 0.5 0.5', 'Wat 0.5 0.5 0.5');
    const { molecules, diagnostics } = readCif(text);
    // Before: read as three W atoms.
    expect(Array.from(molecules[0]!.elements, symbolOf)).toEqual(['Mg', 'O', 'O', 'O', 'O', 'O']);
    expect(diagnostics.find((d) => d.code === 'cif-water-label')?.message).toContain(
      'site(s) Wat have no type symbol',
    );
    expect(diagnostics.map((d) => d.code)).not.toContain('cif-element-not-in-formula');
  });

  it('reads _chemical_formula_sum counts, with omitted 1s, leading-dot decimals and brackets', () => {
    const counts = formulaCounts('(K.88 Na.06) Li1.57 Al2 O10 H');
    expect(Object.fromEntries([...(counts ?? [])].map(([z, n]) => [symbolOf(z), n]))).toEqual({
      K: 0.88,
      Na: 0.06,
      Li: 1.57,
      Al: 2,
      O: 10,
      H: 1,
    });
    expect(formulaCounts('Xx2')).toBeUndefined();
  });
});
