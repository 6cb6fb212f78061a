import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { cifFormat } from './index.js';
import { readCif } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const count = (m: Molecule, z: number): number => m.elements.filter((e) => e === z).length;

describe('readCif', () => {
  it('expands rock-salt NaCl (Fm-3m, 192 operators) to 4 Na + 4 Cl', () => {
    // Expected: Na at 4a and Cl at 4b of Fm-3m have multiplicity 4 each (International Tables Vol. A);
    // `obabel nacl-fm3m.cif -oxyz --fillUC strict` also gives 8 atoms.
    const { molecules, diagnostics } = readCif(fixture('nacl-fm3m.cif'), { fileName: 'nacl-fm3m.cif' });
    const m = molecules[0]!;
    expect(m.atomCount).toBe(8);
    expect([count(m, 11), count(m, 17)]).toEqual([4, 4]);
    expect(m.cell?.parameters.a).toBeCloseTo(5.6402, 10);
    expect(m.names.filter((n) => n === 'Na1')).toHaveLength(4);
    expect(m.properties['cif.spaceGroup']).toBe('F m -3 m');
    expect(diagnostics.map((d) => d.code)).toEqual(['cif-symmetry-expanded']);
    // Every fractional coordinate is 0 or 1/2 after wrapping into [0, 1).
    const a = 5.6402;
    for (const v of m.positions) expect([0, a / 2].some((w) => Math.abs(v - w) < 1e-9)).toBe(true);
  });

  it('reads P 21/c with CIF 2 symop tags, SUs, quotes, text fields, ? and .', () => {
    // Expected 2 (Fe, Wyckoff 2a) + 4 (O, 4e) + 4 (C, 4e) = 10 atoms, from International Tables Vol. A
    // for P 21/c; `obabel p21c-test.cif -oxyz --fillUC strict` also gives 10.
    const { molecules } = readCif(fixture('p21c-test.cif'));
    const m = molecules[0]!;
    expect(m.title).toBe('p21c_test');
    expect([count(m, 26), count(m, 8), count(m, 6)]).toEqual([2, 4, 4]);
    expect(m.cell?.parameters.beta).toBeCloseTo(100.5, 10);
    const occ = Array.from(m.occupancy ?? []);
    expect(occ.slice(0, 2)).toEqual([1, 1]);
    expect(occ.slice(2, 6)).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(occ.slice(6)).toEqual([1, 1, 1, 1]);
  });

  it('reads several blocks; generates the operators of a group given by name only; elements from labels', () => {
    const { molecules, diagnostics } = readCif(fixture('two-blocks.cif'));
    // Diamond Si: 8a of F d -3 m has multiplicity 8 (International Tables Vol. A). The file gives no
    // origin choice; at origin choice 1, (1/8, 1/8, 1/8) is on 32e x,x,x and would give 16 atoms.
    expect(molecules.map((m) => [m.title, m.atomCount])).toEqual([
      ['si_no_ops', 8],
      ['water', 3],
    ]);
    expect(molecules[0]!.elements[0]).toBe(14);
    // The identity image comes first: 0.125 × 5.431 Å.
    expect(molecules[0]!.positions[0]).toBeCloseTo(0.125 * 5.431, 12);
    expect(diagnostics.map((d) => d.code).sort()).toEqual([
      'cif-element-from-label',
      'cif-operators-generated',
      'cif-symmetry-expanded',
    ]);
    expect(diagnostics.find((d) => d.code === 'cif-operators-generated')?.message).toContain(
      "the 192 operators of space group 'F d -3 m' (No. 227, F d -3 m:2, Hall '-F 4vw 2vw 3')",
    );
    expect(molecules[1]!.cell).toBeUndefined();
    expect(Array.from(molecules[1]!.positions.slice(3, 6))).toEqual([0, 0.7572, -0.4692]);
  });

  it('reads _atom_site_charge as partial charges and tolerates EQeq/RASPA endings (_end, bare loop_)', () => {
    const { molecules, diagnostics } = readCif(fixture('charged-p1.cif'));
    const m = molecules[0]!;
    expect(Array.from(m.partialCharges ?? [])).toEqual([1.2, -0.6, -0.6, 0]);
    expect(m.names).toEqual(['Mof_Zn', 'Mof_O', 'Mof_O', 'Mof_Zn']);
    // P1 with only x,y,z: coordinates kept as written, so 0.5 × 10 Å.
    expect(m.positions[9]).toBe(5);
    expect(diagnostics.map((d) => d.code)).toEqual(['cif-tag-without-value', 'cif-empty-loop']);
  });

  it.each([
    [
      'data_x\n_cell_length_a 1\n_cell_length_b 1\n_cell_length_c 1\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nQq1 0 0 0',
      10,
      'label',
    ],
    [
      'data_x\nloop_\n_atom_site_label\n_atom_site_type_symbol\n_atom_site_Cartn_x\n_atom_site_Cartn_y\n_atom_site_Cartn_z\nC1 C 0 zero 0',
      8,
      'y coordinate',
    ],
    [
      'data_x\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nC1 0 0 0',
      1,
      'no cell',
    ],
    [
      'data_x\n_cell_length_a -1\n_cell_length_b 1\n_cell_length_c 1\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nC1 0 0 0',
      2,
      'positive',
    ],
    [
      "data_x\n_cell_length_a 3\n_cell_length_b 3\n_cell_length_c 3\nloop_\n_symmetry_equiv_pos_as_xyz\n'x,y,w'\nloop_\n_atom_site_label\n_atom_site_fract_x\n_atom_site_fract_y\n_atom_site_fract_z\nC1 0 0 0",
      7,
      'symmetry operator',
    ],
    ['data_x\n_title foo', 1, 'no data block lists atom sites'],
    ['# nothing\n', 1, 'no data_ block'],
  ])('rejects bad input %#', (text, line, words) => {
    try {
      readCif(text, { fileName: 'bad.cif' });
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect((e as ParseError).line).toBe(line);
      expect((e as ParseError).fileName).toBe('bad.cif');
      expect((e as ParseError).message).toContain(words);
    }
  });

  it('survives fuzzing', () => {
    fuzzReader(
      cifFormat,
      ['nacl-fm3m.cif', 'p21c-test.cif', 'two-blocks.cif', 'charged-p1.cif'].map(fixture),
    );
  });
});
