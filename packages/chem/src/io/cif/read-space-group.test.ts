import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { readCif } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const formula = (m: Molecule): string => {
  const counts = new Map<string, number>();
  for (const z of m.elements) counts.set(symbolOf(z), (counts.get(symbolOf(z)) ?? 0) + 1);
  return [...counts].map(([e, n]) => `${e}${n}`).join(' ');
};

describe('readCif: operators generated from the space group when the file lists none', () => {
  it('expands rock salt given only as "F m -3 m" to 4 Na + 4 Cl', () => {
    // 4a and 4b of Fm-3m have multiplicity 4 each (International Tables Vol. A).
    const { molecules, diagnostics } = readCif(fixture('nacl-hm-only.cif'));
    expect(formula(molecules[0]!)).toBe('Na4 Cl4');
    const info = diagnostics.find((d) => d.code === 'cif-operators-generated');
    expect(info?.severity).toBe('info');
    expect(info?.message).toContain(
      "the 192 operators of space group 'F m -3 m' (No. 225, F m -3 m, Hall '-F 4 2 3') were generated from the Hall symbol",
    );
    expect(diagnostics.filter((d) => d.severity === 'warning')).toEqual([]);
  });

  it('expands brucite given only as "P -3 m 1" to 5 atoms (Mg on 1a, O and H on 2d)', () => {
    const { molecules, diagnostics } = readCif(fixture('brucite-hm-only.cif'));
    expect(formula(molecules[0]!)).toBe('Mg1 O2 H2');
    expect(diagnostics.map((d) => d.code)).toEqual(['cif-operators-generated', 'cif-symmetry-expanded']);
  });

  it('keeps one image of a site split around a symmetry axis (H 0.13 Å off the 3-fold axis of brucite)', () => {
    // (0.3569, 0.6431) is a 6i site 0.13 Å from the 3-fold axis through (1/3, 2/3): six images in
    // two triangles of 0.22 Å sides, one H per axis in the structure.
    const text = fixture('brucite-hm-only.cif').replace('0.33333 0.66667 0.4250', '0.3569 0.6431 0.4250');
    const { molecules, diagnostics } = readCif(text);
    expect(formula(molecules[0]!)).toBe('Mg1 O2 H2');
    expect(diagnostics.find((d) => d.code === 'cif-split-site')?.message).toContain('H1 (H: 6 images → 2)');
  });

  it('uses the operators a file lists even when it also names a group', () => {
    const { molecules, diagnostics } = readCif(fixture('space-group-variants.cif'));
    const count = Object.fromEntries(molecules.map((m) => [m.title, m.atomCount]));
    expect(count['listed_operators']).toBe(2);
    const generated = diagnostics.filter((d) => d.code === 'cif-operators-generated').map((d) => d.message);
    expect(generated.some((m) => m.includes('data_listed_operators'))).toBe(false);
  });

  it('reads the Hall symbol, the IT number, and R axes from the cell; warns naming an unknown symbol', () => {
    const { molecules, diagnostics } = readCif(fixture('space-group-variants.cif'));
    const count = Object.fromEntries(molecules.map((m) => [m.title, m.atomCount]));
    // A general site: 4 in P 21/c, 6 in R -3 (rhombohedral axes), 18 in R -3 (hexagonal axes).
    expect(count).toMatchObject({
      hall_only: 4,
      number_only: 4,
      unknown_symbol: 1,
      r3_rhombohedral: 6,
      r3_hexagonal: 18,
    });
    const unknown = diagnostics.find((d) => d.code === 'cif-no-symmetry-operators');
    expect(unknown?.severity).toBe('warning');
    expect(unknown?.message).toContain("data_unknown_symbol gives space group 'Q 99'");
    const messages = diagnostics.map((d) => d.message).join('\n');
    expect(messages).toContain(
      "data_hall_only lists no symmetry operators; the 4 operators of Hall symbol '-P 2ybc'",
    );
    expect(messages).toContain("the 6 operators of space group 'R -3' (No. 148, R -3:R, Hall '-P 3*')");
  });

  it('warns when the expanded cell is no multiple of the formula (coordinates in a shifted origin)', () => {
    const { molecules, diagnostics } = readCif(fixture('carbonate-origin.cif'));
    // Standard origin: C 2a, Mg 2b, O 6e of R -3 c (rhombohedral axes) = Mg2 C2 O6.
    expect(molecules.map(formula)).toEqual(['Mg2 C2 O6', 'Mg2 C2 O12']);
    const mismatch = diagnostics.filter((d) => d.code === 'cif-composition-mismatch');
    expect(mismatch).toHaveLength(1);
    expect(mismatch[0]!.message).toContain("data_shifted_origin: expanded with space group 'R -3 c'");
    expect(mismatch[0]!.message).toContain(
      "Mg2 C2 O12, which is no whole multiple of _chemical_formula_sum 'C Mg O3'",
    );
  });
});
