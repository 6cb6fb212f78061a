import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { sdfFixture } from '../../perception/testing/sdf-fixture.js';
import { MK_SCALES, mkGrid } from './mk-grid.js';
import { mkRadius } from './mk-radii.js';

/** Fixtures: Open Babel --gen3d geometries (fixtures/README.md). */
const fixture = (name: string): Molecule =>
  sdfFixture(readFileSync(new URL(`./fixtures/${name}.sdf`, import.meta.url), 'utf8'));

const singleAtom = (element: number): Molecule => {
  const b = new MoleculeBuilder();
  b.addAtom({ element, x: 0.5, y: -1, z: 2 });
  return b.build();
};

/** For every grid point, the smallest distance to an atom divided by that atom's MK radius. */
function closestRatios(mol: Molecule, points: Float64Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < points.length / 3; i++) {
    let best = Infinity;
    for (let j = 0; j < mol.atomCount; j++) {
      const d = Math.hypot(
        points[3 * i]! - mol.positions[3 * j]!,
        points[3 * i + 1]! - mol.positions[3 * j + 1]!,
        points[3 * i + 2]! - mol.positions[3 * j + 2]!,
      );
      best = Math.min(best, d / mkRadius(mol.elements[j]!).radius);
    }
    out.push(best);
  }
  return out;
}

describe('mkGrid', () => {
  it.each(['water', 'methanol', 'acetate', 'propane'])(
    '%s: no point nearer than 1.4 × MK radius to any atom',
    (name) => {
      const mol = fixture(name);
      const grid = mkGrid(mol);
      const ratios = closestRatios(mol, grid.points);
      expect(grid.count).toBeGreaterThan(100);
      expect(Math.min(...ratios)).toBeGreaterThanOrEqual(1.4 - 1e-9);
      // Every kept point lies on some atom's outermost-shell or inner sphere, so none is beyond 2.0 × r.
      expect(Math.max(...ratios)).toBeLessThanOrEqual(2.0 + 1e-9);
    },
  );

  it('puts round(4π(s·r)²) points on each shell of a lone atom (density 1 per Å²)', () => {
    // Carbon, MK radius 1.5 Å: shells of 1.4·1.5 … 2.0·1.5 Å.
    const expected = MK_SCALES.reduce((sum, s) => sum + Math.round(4 * Math.PI * (s * 1.5) ** 2), 0);
    expect(mkGrid(singleAtom(6)).count).toBe(expected);
    expect(expected).toBe(55 + 72 + 92 + 113);
  });

  it('scales the point count with the density and with the molecular surface', () => {
    const methanol = fixture('methanol');
    const one = mkGrid(methanol).count;
    const two = mkGrid(methanol, { density: 2 }).count;
    expect(two / one).toBeGreaterThan(1.9);
    expect(two / one).toBeLessThan(2.1);
    const counts = ['water', 'methanol', 'propane'].map((n) => mkGrid(fixture(n)).count);
    expect(counts[0]!).toBeLessThan(counts[1]!);
    expect(counts[1]!).toBeLessThan(counts[2]!);
  });

  it('falls back to the element-table vdW radius for elements without an MK radius, and says so', () => {
    const grid = mkGrid(singleAtom(35));
    expect(grid.fallbackElements).toEqual([35]);
    expect(grid.radii[0]).toBeCloseTo(1.86, 6); // Alvarez 2013 bromine radius, from the element table
    expect(mkGrid(fixture('methanol')).fallbackElements).toEqual([]);
  });

  it('refuses lone-pair pseudo-atoms and atoms on top of each other', () => {
    expect(() => mkGrid(singleAtom(0))).toThrow(ChemError);
    const b = new MoleculeBuilder();
    b.addAtom({ element: 8, x: 0, y: 0, z: 0 });
    b.addAtom({ element: 1, x: 0, y: 0, z: 0 });
    expect(() => mkGrid(b.build())).toThrow(ChemError);
  });
});
