import { describe, expect, it } from 'vitest';
import type { Molecule } from '../../core/molecule.js';
import {
  bondLengths,
  neighbourCounts,
  shortestDistance,
  shortestNonBonded,
} from '../lattice/testing/geometry.js';
import { buildNanotube } from './nanotube.js';

/** Distance of every atom from the tube's axis (the z line through the cell's middle), Å. */
function radii(mol: Molecule, centre: number): number[] {
  const p = mol.positions;
  return Array.from({ length: mol.atomCount }, (_, i) =>
    Math.hypot(p[3 * i]! - centre, p[3 * i + 1]! - centre),
  );
}

const carbons = (mol: Molecule): number[] => [...mol.elements.keys()].filter((i) => mol.elements[i] === 6);

describe('buildNanotube: periodic single-wall tubes', () => {
  it.each([
    [5, 5, 20, 6.78],
    [10, 0, 40, 7.83],
    [10, 5, 140, 10.36],
    [6, 5, 364, 7.47],
  ])(
    '(%i, %i): %i atoms per cell on a cylinder of the formula diameter, every atom with 3 neighbours',
    (n, m, N, d) => {
      const periods = n === 6 ? 1 : 2;
      const { molecule, description } = buildNanotube({ tube: { n, m }, periods });
      expect(molecule.atomCount).toBe(N * periods);
      expect(description.walls[0]!.diameter).toBeCloseTo(d, 2);
      const side = molecule.cell!.parameters.a;
      for (const r of radii(molecule, side / 2)) expect(2 * r).toBeCloseTo(description.walls[0]!.diameter, 4);
      expect(molecule.cell!.parameters.c).toBeCloseTo(periods * description.period, 4);
      expect(molecule.bonds.count).toBe((3 * molecule.atomCount) / 2);
      expect(neighbourCounts(molecule, 1.6).every((k) => k === 3)).toBe(true);
      // Rolling shortens the bonds to chords of the cylinder, never below 1.3 Å for these.
      expect(shortestDistance(molecule)).toBeGreaterThan(1.3);
      for (const b of bondLengths(molecule)) expect(b).toBeLessThanOrEqual(1.42 + 1e-9);
    },
  );

  it('gives the translational period of the formula: |T| = a for armchair, √3·a for zigzag', () => {
    expect(buildNanotube({ tube: { n: 5, m: 5 } }).description.period).toBeCloseTo(2.4595, 4);
    expect(buildNanotube({ tube: { n: 10, m: 0 } }).description.period).toBeCloseTo(4.26, 10);
  });
});

describe('buildNanotube: from the spec form (type, diameter)', () => {
  it('picks the index whose diameter is closest and reports it: 6 Å → (4,4) 5.42 Å and (8,0) 6.26 Å', () => {
    const arm = buildNanotube({ tube: { type: 'armchair', diameter: 6 } }).description;
    expect([arm.walls[0]!.n, arm.walls[0]!.m]).toEqual([4, 4]);
    expect(arm.walls[0]!.diameter).toBeCloseTo(5.424, 3);
    expect(arm.requestedDiameter).toBe(6);
    const zig = buildNanotube({ tube: { type: 'zigzag', diameter: 6 } }).description;
    expect([zig.walls[0]!.n, zig.walls[0]!.m]).toEqual([8, 0]);
    expect(zig.type).toBe('zigzag');
  });

  it('builds the thinnest allowed tube for a diameter of 1 Å rather than a degenerate one', () => {
    const d = buildNanotube({ tube: { type: 'armchair', diameter: 1 } }).description;
    expect([d.walls[0]!.n, d.walls[0]!.m]).toEqual([2, 2]);
  });
});

describe('buildNanotube: multi-wall', () => {
  it('nests armchair walls Δn = 5 apart (3.39 Å) and zigzag walls Δn = 9 apart (3.52 Å)', () => {
    const arm = buildNanotube({ tube: { type: 'armchair', diameter: 6.78 }, walls: 3 });
    expect(arm.description.walls.map((w) => w.n)).toEqual([5, 10, 15]);
    for (const s of arm.description.wallSpacings) expect(s).toBeCloseTo(3.39, 2);
    const zig = buildNanotube({ tube: { type: 'zigzag', diameter: 7.83 }, walls: 2 });
    expect(zig.description.walls.map((w) => w.n)).toEqual([10, 19]);
    expect(zig.description.wallSpacings[0]).toBeCloseTo(3.52, 2);
  });

  it('keeps the walls coaxial, one period long each, every atom with 3 neighbours and walls apart', () => {
    const { molecule, description } = buildNanotube({
      tube: { type: 'armchair', diameter: 6.78 },
      walls: 2,
      periods: 3,
    });
    expect(molecule.atomCount).toBe(3 * (20 + 40));
    const side = molecule.cell!.parameters.a;
    const r = radii(molecule, side / 2).map((x) => Math.round(2 * x * 1e4) / 1e4);
    expect([...new Set(r)].sort((a, b) => a - b)).toEqual(
      description.walls.map((w) => Math.round(w.diameter * 1e4) / 1e4),
    );
    expect(neighbourCounts(molecule, 1.6).every((k) => k === 3)).toBe(true);
  });
});

describe('buildNanotube: H-terminated ends', () => {
  it('zigzag (10,0): clean zigzag ends, n hydrogens per end (2n in all), every carbon 3 bonds', () => {
    const { molecule, description } = buildNanotube({ tube: { n: 10, m: 0 }, periods: 3, terminalH: true });
    expect(molecule.cell).toBeUndefined();
    expect(description.hydrogenCount).toBe(20);
    expect(description.carbonCount).toBe(3 * 40 - 2 * 10);
    const c = neighbourCounts(molecule, 1.6, 6);
    const h = neighbourCounts(molecule, 1.2, 1);
    expect(carbons(molecule).every((i) => c[i]! + h[i]! === 3 && c[i]! >= 2)).toBe(true);
  });

  it('armchair (5,5): 2n hydrogens per end (4n in all), no non-bonded pair under 1.5 Å', () => {
    const { molecule, description } = buildNanotube({ tube: { n: 5, m: 5 }, periods: 4, terminalH: true });
    expect(description.hydrogenCount).toBe(20);
    expect(shortestNonBonded(molecule)).toBeGreaterThan(1.5);
  });

  it.each([
    [10, 5],
    [6, 5],
  ])(
    'chiral (%i, %i): n + m hydrogens per end, the least a chiral edge can have (n − m zigzag sites, m armchair pairs)',
    (n, m) => {
      const { molecule, description } = buildNanotube({ tube: { n, m }, periods: 2, terminalH: true });
      expect(description.hydrogenCount).toBe(2 * (n + m));
      const c = neighbourCounts(molecule, 1.6, 6);
      const h = neighbourCounts(molecule, 1.2, 1);
      expect(carbons(molecule).every((i) => c[i]! + h[i]! === 3 && c[i]! >= 2)).toBe(true);
      expect(shortestDistance(molecule)).toBeCloseTo(1.09, 10);
    },
  );
});

describe('buildNanotube: refusals', () => {
  it.each([
    [{ tube: { n: 1, m: 1 } }, 'too-thin'],
    [{ tube: { n: 5, m: 5 }, walls: 2 }, 'walls'],
    [{ tube: { type: 'armchair' as const, diameter: 0.5 } }, 'diameter'],
    [{ tube: { type: 'armchair' as const, diameter: 101 } }, 'diameter'],
    [{ tube: { type: 'zigzag' as const, diameter: 6 }, periods: 0 }, 'period'],
    [{ tube: { type: 'zigzag' as const, diameter: 6 }, periods: 101 }, 'period'],
    [{ tube: { type: 'zigzag' as const, diameter: 6 }, walls: 11 }, 'walls'],
    [{ tube: { n: 500, m: 499 }, periods: 100 }, 'size'],
  ])('%o → rule %s', (request, rule) => {
    expect(() => buildNanotube(request)).toThrow(
      expect.objectContaining({ code: 'invalid-request', data: expect.objectContaining({ rule }) }),
    );
  });
});
