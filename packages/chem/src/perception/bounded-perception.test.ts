import { describe, expect, it } from 'vitest';
import { cellFromParameters, cellFromVectors } from '../core/cell.js';
import { ChemError, TopoForgeError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import { findFormat } from '../io/registry.js';
import { bondsFromDistances, MAX_OVERLAP_WARNINGS, MAX_POINTS_NEAR } from './bonds-from-distances.js';
import { perceive } from './perceive.js';
import { periodicRings } from './periodic-rings.js';
import { findRings } from './rings.js';
import { ringGraph } from './ring-graph.js';
import { atomsAt, crystal, DIAMOND_SITES } from './testing/molecules.js';

/** A two-atom NaCl CIF (no symmetry operators) with all three cell lengths `a` Å, items several to a line. */
const naclCif = (a: number): string =>
  `data_tiny\n_cell_length_a ${a} _cell_length_b ${a} _cell_length_c ${a}\n` +
  '_cell_angle_alpha 90 _cell_angle_beta 90 _cell_angle_gamma 90\n' +
  'loop_ _atom_site_label _atom_site_type_symbol _atom_site_fract_x _atom_site_fract_y _atom_site_fract_z\n' +
  'Na1 Na 0 0 0\nCl1 Cl 0.5 0.5 0.5\n';

const readCif = (text: string): Molecule =>
  findFormat('cif')!.read!(text, { fileName: 'tiny.cif' }).molecules[0]!;

const thrown = (run: () => unknown): unknown => {
  try {
    run();
  } catch (e) {
    return e;
  }
  return undefined;
};

describe('meaningless cells are refused before any bond search', () => {
  it.each([0.05, 0.4, 0.5, 1.2])('refuses a %f Å NaCl cell with invalid-cell, naming the cell', (a) => {
    const error = thrown(() => perceive(readCif(naclCif(a))));
    expect(error).toBeInstanceOf(ChemError);
    const e = error as ChemError;
    expect(e.code).toBe('invalid-cell');
    expect(e.message).toContain(`a = ${a.toFixed(3)} Å`);
    // Na has the larger covalent radius (1.66 Å): an atom may not sit closer than that to its own image.
    expect(e.data).toMatchObject({ a, b: a, c: a, axis: 'a', limit: 1.66 });
    expect(e.data['width']).toBeCloseTo(a, 6);
  });

  it('refuses a cell whose vectors are long but whose perpendicular width is not (too oblique)', () => {
    // a and b are 5 Å long but 2° apart: the cell is 0.17 Å across, so the bond search would need
    // ~20 images along one direction for every atom.
    const g = (2 * Math.PI) / 180;
    const cell = cellFromVectors([
      [5, 0, 0],
      [5 * Math.cos(g), 5 * Math.sin(g), 0],
      [0, 0, 5],
    ]);
    const error = thrown(() => bondsFromDistances(crystal(cell, [['C', 0.1, 0.1, 0.1]])));
    expect((error as ChemError).code).toBe('invalid-cell');
    expect((error as ChemError).message).toMatch(/across/);
    expect((error as ChemError).data['width']).toBeLessThan(0.2);
  });

  it('still reads real small cells: a CsCl-type NaCl cell and a one-atom bcc iron cell', () => {
    const salt = perceive(readCif(naclCif(2.82)));
    expect(salt.molecule.atomCount).toBe(2);
    const f = 2.8665;
    const iron = cellFromVectors([
      [-f / 2, f / 2, f / 2],
      [f / 2, -f / 2, f / 2],
      [f / 2, f / 2, -f / 2],
    ]);
    expect(bondsFromDistances(crystal(iron, [['Fe', 0, 0, 0]])).bonds.count).toBe(7);
  });
});

describe('coincident atoms are refused, not bonded or listed by the thousand', () => {
  it('refuses 500 atoms at one point with a ChemError naming atoms, not a stack overflow', () => {
    const mol = atomsAt(Array.from({ length: 500 }, () => ['C', 0, 0, 0] as const));
    const error = thrown(() => perceive(mol));
    expect(error).toBeInstanceOf(TopoForgeError);
    const e = error as ChemError;
    expect(e.code).toBe('invalid-molecule');
    expect(e.message).toMatch(/^Atoms 1 and 2 are at the same place \(0\.000 Å apart/);
    expect(e.data['atoms']).toEqual([1, 2]);
    expect(e.data['distance']).toBe(0);
  });

  it('keeps a close but distinct pair (split disorder) as an overlap warning, and caps the warnings', () => {
    // 400 pairs of chlorine atoms 0.35 Å apart (within OVERLAP_DISTANCE, beyond the coincidence limit).
    const sites = Array.from({ length: 400 }, (_, i) => [
      ['Cl', 10 * i, 0, 0] as const,
      ['Cl', 10 * i + 0.35, 0, 0] as const,
    ]).flat();
    const { bonds, diagnostics } = bondsFromDistances(atomsAt(sites));
    expect(bonds.count).toBe(0);
    expect(diagnostics).toHaveLength(MAX_OVERLAP_WARNINGS + 1);
    expect(diagnostics.at(-1)!.message).toContain(`${400 - MAX_OVERLAP_WARNINGS} more pairs`);
  });

  it('refuses an atom with more neighbours within bonding distance than any real structure has', () => {
    // 60 hydrogens on a 0.3 Å shell around a carbon: none coincide, every one is "bonded" to it.
    const sites: [string, number, number, number][] = [['C', 0, 0, 0]];
    for (let k = 0; k < 60; k++) {
      const z = 1 - (2 * (k + 0.5)) / 60;
      const r = Math.sqrt(1 - z * z);
      const t = k * 2.399963;
      sites.push(['H', 0.9 * r * Math.cos(t), 0.9 * r * Math.sin(t), 0.9 * z]);
    }
    const error = thrown(() => bondsFromDistances(atomsAt(sites)));
    expect((error as ChemError).code).toBe('perception');
    expect((error as ChemError).data['atoms']).toEqual([1]);
  });
});

describe('the bond search work per atom is bounded', () => {
  it('refuses hydrogens packed 0.75 Å apart (no bonds, no overlaps) when one caesium widens the search', () => {
    // Caesium's radius makes the search cells 5.6 Å wide: 12,167 hydrogens in a 16.5 Å cube would each
    // be compared with thousands of others, none bonded. Matter is never this dense.
    const sites: [string, number, number, number][] = [['Cs', -100, -100, -100]];
    for (let i = 0; i < 23; i++)
      for (let j = 0; j < 23; j++)
        for (let k = 0; k < 23; k++) sites.push(['H', 0.75 * i, 0.75 * j, 0.75 * k]);
    const error = thrown(() => bondsFromDistances(atomsAt(sites)));
    expect((error as ChemError).code).toBe('perception');
    expect((error as ChemError).message).toMatch(/denser than any real structure/);
    expect((error as ChemError).data).toMatchObject({ limit: MAX_POINTS_NEAR });
  });
});

describe('the periodic ring search is bounded', () => {
  it('finds every ring of a 4,096-atom diamond supercell within a counted amount of work', () => {
    const n = 8;
    const a = 3.567;
    const cell = cellFromParameters({ a: n * a, b: n * a, c: n * a, alpha: 90, beta: 90, gamma: 90 });
    const sites: [string, number, number, number][] = [];
    for (let i = 0; i < n; i++)
      for (let j = 0; j < n; j++)
        for (let k = 0; k < n; k++)
          for (const [el, x, y, z] of DIAMOND_SITES) sites.push([el, (x + i) / n, (y + j) / n, (z + k) / n]);
    const bare = crystal(cell, sites);
    const mol = withBonds(bare, bondsFromDistances(bare).bonds);
    expect(mol.bonds.count).toBe(2 * sites.length);
    const result = periodicRings(ringGraph(mol), mol.bonds.count, () => true);
    expect(result.complete).toBe(true);
    expect([...result.bondInRing].every(Boolean)).toBe(true);
    // One breadth-first search per bond, each ending at a hexagon (depth 5): a few hundred edges each.
    expect(result.work).toBeLessThan(400 * mol.bonds.count);
  });

  it('stops at its work budget with a diagnostic instead of running on', () => {
    const bare = crystal(
      cellFromParameters({ a: 3.567, b: 3.567, c: 3.567, alpha: 90, beta: 90, gamma: 90 }),
      DIAMOND_SITES,
    );
    const mol = withBonds(bare, bondsFromDistances(bare).bonds);
    const full = periodicRings(ringGraph(mol), mol.bonds.count, () => true);
    const cut = periodicRings(ringGraph(mol), mol.bonds.count, () => true, 50);
    expect(full.complete).toBe(true);
    expect(cut.complete).toBe(false);
    expect(cut.work).toBeLessThanOrEqual(50 + 16);
    expect(cut.rings.length).toBeLessThan(full.rings.length);
    const info = findRings(mol, 50);
    expect(info.exact).toBe(false);
    expect(info.diagnostics.map((d) => d.code)).toEqual(['periodic-ring-budget']);
  });
});
