import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import { cellFromParameters, cellFromVectors, toCartesian } from '../core/cell.js';
import { covalentRadius } from '../core/elements.js';
import type { Bonds, Molecule } from '../core/molecule.js';
import { BOND_TOLERANCE_FACTOR, bondsFromDistances } from './bonds-from-distances.js';
import { atomsAt, crystal, DIAMOND_SITES, diamondCell, moleculeFromXyz } from './testing/molecules.js';

const fixture = (name: string): Molecule =>
  moleculeFromXyz(readFileSync(new URL(`./fixtures/${name}.xyz`, import.meta.url), 'utf8'));

const neighbourCounts = (n: number, bonds: Bonds): number[] => {
  const counts = new Array<number>(n).fill(0);
  for (let k = 0; k < bonds.count; k++) {
    counts[bonds.a[k]!]!++;
    counts[bonds.b[k]!]!++;
  }
  return counts;
};

/** Length of every bond, using its image offset (Å). */
const bondLengths = (mol: Molecule, bonds: Bonds): number[] => {
  const p = mol.positions;
  return Array.from({ length: bonds.count }, (_, k) => {
    const a = bonds.a[k]!;
    const b = bonds.b[k]!;
    const img = bonds.image
      ? [bonds.image[3 * k]!, bonds.image[3 * k + 1]!, bonds.image[3 * k + 2]!]
      : [0, 0, 0];
    const t = mol.cell ? toCartesian(mol.cell, img as [number, number, number]) : [0, 0, 0];
    return Math.hypot(
      p[3 * b]! + t[0]! - p[3 * a]!,
      p[3 * b + 1]! + t[1]! - p[3 * a + 1]!,
      p[3 * b + 2]! + t[2]! - p[3 * a + 2]!,
    );
  });
};

describe('bondsFromDistances on molecules', () => {
  // Expected counts: `obabel <file>.xyz -osdf` bond counts (fixtures/README.md). Open Babel's own rule
  // (d ≤ r₁ + r₂ + 0.45 Å with its radii) differs from 1.15 × (r₁ + r₂), but in these ordinary
  // organic geometries every bonded pair is well inside and every non-bonded pair well outside both.
  const cases: [string, number][] = [
    ['water', 2],
    ['methane', 4],
    ['benzene', 12],
    ['ethanol', 8],
    ['caffeine', 25],
    ['bromotrichloromethane', 4],
    ['methanesulfonamide', 9],
    ['ethylphosphate', 13],
  ];
  it.each(cases)('%s has the bond count Open Babel finds (%i)', (name, count) => {
    const { bonds, diagnostics } = bondsFromDistances(fixture(name));
    expect(bonds.count).toBe(count);
    expect(diagnostics).toEqual([]);
    expect(bonds.image).toBeUndefined();
    expect([...bonds.order].every((o) => o === BondOrder.Unknown)).toBe(true);
  });

  it('gives methane carbon four neighbours and each H one', () => {
    const mol = fixture('methane');
    expect(neighbourCounts(mol.atomCount, bondsFromDistances(mol).bonds)).toEqual([4, 1, 1, 1, 1]);
  });

  it('emits each pair once with a < b, sorted', () => {
    const { bonds } = bondsFromDistances(fixture('caffeine'));
    const keys = Array.from({ length: bonds.count }, (_, k) => [bonds.a[k]!, bonds.b[k]!] as const);
    expect(keys.every(([a, b]) => a < b)).toBe(true);
    expect(keys).toEqual([...keys].sort((x, y) => x[0] - y[0] || x[1] - y[1]));
  });

  it('applies factor × (r₁ + r₂) exactly at the boundary', () => {
    const limit = BOND_TOLERANCE_FACTOR * 2 * covalentRadius(6);
    const pair = (d: number): Molecule =>
      atomsAt([
        ['C', 0, 0, 0],
        ['C', d, 0, 0],
      ]);
    expect(bondsFromDistances(pair(limit * 0.999)).bonds.count).toBe(1);
    expect(bondsFromDistances(pair(limit * 1.001)).bonds.count).toBe(0);
    expect(bondsFromDistances(pair(limit * 1.001), { factor: 1.2 }).bonds.count).toBe(1);
  });
});

describe('bondsFromDistances: overlaps and lone pairs', () => {
  it('reports atoms closer than minDistance as overlapping, 1-based in the message, and does not bond them', () => {
    const mol = atomsAt([
      ['O', 0, 0, 0],
      ['H', 0.96, 0, 0],
      ['O', 0.2, 0, 0],
    ]);
    const { bonds, diagnostics } = bondsFromDistances(mol);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ severity: 'warning', code: 'overlapping-atoms', atoms: [0, 2] });
    expect(diagnostics[0]!.message).toContain('Atoms 1 and 3');
    // O1–H2 (0.96 Å) and O3–H2 (0.76 Å) are both bonds; O1–O3 is not.
    expect([...bonds.a].map((a, k) => [a, bonds.b[k]])).toEqual([
      [0, 1],
      [1, 2],
    ]);
  });

  it('honours a custom minDistance', () => {
    const mol = atomsAt([
      ['C', 0, 0, 0],
      ['C', 0.3, 0, 0],
    ]);
    expect(bondsFromDistances(mol, { minDistance: 0.2 }).bonds.count).toBe(1);
    expect(bondsFromDistances(mol).bonds.count).toBe(0);
  });

  it('never bonds lone pairs (element 0), whatever the distance', () => {
    const mol = atomsAt([
      ['O', 0, 0, 0],
      ['Lp', 0.3, 0, 0],
      ['Lp', 0.5, 0.1, 0],
      ['H', 0.96, 0, 0],
    ]);
    const { bonds, diagnostics } = bondsFromDistances(mol);
    expect(bonds.count).toBe(1);
    expect(diagnostics).toEqual([]);
  });

  it('rejects invalid options and non-finite positions with a ChemError', () => {
    const mol = atomsAt([
      ['C', 0, 0, 0],
      ['C', Number.NaN, 0, 0],
    ]);
    expect(() => bondsFromDistances(mol)).toThrow(/Atom position 2/);
    expect(() => bondsFromDistances(atomsAt([['C', 0, 0, 0]]), { factor: -1 })).toThrow(/factor/);
  });

  it('returns no bonds for an empty molecule', () => {
    expect(bondsFromDistances(atomsAt([])).bonds.count).toBe(0);
  });
});

describe('bondsFromDistances on periodic cells', () => {
  // Diamond, conventional cubic cell (Fd-3m, a = 3.567 Å): 8 atoms, each with 4 neighbours at
  // a·√3/4 = 1.545 Å; next shell a/√2 = 2.522 Å is beyond 1.15 × 2 × r(C). 8 × 4 / 2 = 16 bonds.
  const cubic = (a: number) => cellFromParameters({ a, b: a, c: a, alpha: 90, beta: 90, gamma: 90 });

  it('finds 16 bonds in the diamond cell, 4 per carbon, all 1.545 Å long', () => {
    const mol = diamondCell();
    const { bonds } = bondsFromDistances(mol);
    expect(bonds.count).toBe(16);
    expect(neighbourCounts(8, bonds)).toEqual(new Array(8).fill(4));
    for (const d of bondLengths(mol, bonds)) expect(d).toBeCloseTo((3.567 * Math.sqrt(3)) / 4, 6);
    expect(bonds.image).toBeDefined();
  });

  it('gives image offsets that hold for atoms stored outside the cell', () => {
    // Same diamond, with atoms moved by whole lattice vectors: the bond graph is the same and
    // every bond, closed with its image offset, is still 1.545 Å long.
    const moved = DIAMOND_SITES.map(
      ([s, a, b, c], i) => [s, a + (i % 3) - 1, b - 2 * (i % 2), c + 3] as const,
    );
    const mol = crystal(cubic(3.567), moved);
    const { bonds } = bondsFromDistances(mol);
    expect(bonds.count).toBe(16);
    for (const d of bondLengths(mol, bonds)) expect(d).toBeCloseTo((3.567 * Math.sqrt(3)) / 4, 6);
  });

  it('bonds graphite within layers across the boundary, not between layers', () => {
    // Graphite (P6₃/mmc, a = 2.464 Å, c = 6.711 Å): 4 atoms, 3 neighbours each at a/√3 = 1.423 Å;
    // layers are c/2 = 3.36 Å apart. One atom meets the same neighbour in three different images.
    const cell = cellFromParameters({ a: 2.464, b: 2.464, c: 6.711, alpha: 90, beta: 90, gamma: 120 });
    const mol = crystal(cell, [
      ['C', 0, 0, 0.25],
      ['C', 0, 0, 0.75],
      ['C', 1 / 3, 2 / 3, 0.25],
      ['C', 2 / 3, 1 / 3, 0.75],
    ]);
    const { bonds } = bondsFromDistances(mol);
    expect(bonds.count).toBe(6);
    expect(neighbourCounts(4, bonds)).toEqual([3, 3, 3, 3]);
    for (const d of bondLengths(mol, bonds)) expect(d).toBeCloseTo(2.464 / Math.sqrt(3), 6);
  });

  it('bonds a one-atom fcc cell to 12 images of itself, each pair once', () => {
    // Copper, fcc primitive cell (a = 3.615 Å): 12 nearest neighbours at a/√2 = 2.556 Å; the next
    // shell (a = 3.615 Å) is beyond 1.15 × 2 × r(Cu). Self-bonds come in ± pairs: 6 are stored.
    const a = 3.615;
    const cell = cellFromVectors([
      [0, a / 2, a / 2],
      [a / 2, 0, a / 2],
      [a / 2, a / 2, 0],
    ]);
    const mol = crystal(cell, [['Cu', 0, 0, 0]]);
    const { bonds } = bondsFromDistances(mol);
    expect(bonds.count).toBe(6);
    expect(neighbourCounts(1, bonds)).toEqual([12]);
    for (const d of bondLengths(mol, bonds)) expect(d).toBeCloseTo(a / Math.SQRT2, 6);
    const images = Array.from({ length: 6 }, (_, k) =>
      [...bonds.image!.subarray(3 * k, 3 * k + 3)].join(','),
    );
    expect(new Set(images).size).toBe(6);
  });

  it('bonds a one-atom bcc cell to both of its first two shells, as 1.15 × 2r reaches them', () => {
    // α-iron, bcc primitive cell (a = 2.8665 Å): 8 neighbours at a·√3/2 = 2.482 Å, 6 at a = 2.867 Å.
    // With r(Fe) = 1.32 Å (core/element-data.ts) the cut-off is 1.15 × 2.64 = 3.036 Å, beyond both
    // shells (the third, a·√2 = 4.05 Å, is out): the rule gives 14 neighbours, 7 stored self-bonds.
    // A radius rule cannot tell bcc's second shell from a bond; the tolerance factor is the spec's.
    const a = 2.8665;
    const cell = cellFromVectors([
      [-a / 2, a / 2, a / 2],
      [a / 2, -a / 2, a / 2],
      [a / 2, a / 2, -a / 2],
    ]);
    const mol = crystal(cell, [['Fe', 0, 0, 0]]);
    expect(BOND_TOLERANCE_FACTOR * 2 * covalentRadius(26)).toBeCloseTo(3.036, 3);
    const { bonds } = bondsFromDistances(mol);
    expect(bonds.count).toBe(7);
    expect(neighbourCounts(1, bonds)).toEqual([14]);
    expect(bondLengths(mol, bonds).filter((d) => Math.abs(d - a) < 1e-6)).toHaveLength(3);
  });
});

// Large inputs: a quadratic slip would run past the test's time-out; speed figures are npm run bench's.
describe('bondsFromDistances on a large structure', () => {
  it('handles 100,000 atoms', () => {
    // A jittered simple-cubic lattice of carbon at 1.5 Å spacing: 6 bonds per interior atom.
    const side = 47; // 47³ = 103,823 atoms
    const sites: [string, number, number, number][] = [];
    let seed = 1;
    const jitter = (): number => ((seed = (seed * 16807) % 2147483647) / 2147483647 - 0.5) * 0.05;
    for (let i = 0; i < side; i++)
      for (let j = 0; j < side; j++)
        for (let k = 0; k < side; k++)
          sites.push(['C', 1.5 * i + jitter(), 1.5 * j + jitter(), 1.5 * k + jitter()]);
    const mol = atomsAt(sites);
    const { bonds } = bondsFromDistances(mol);
    expect(bonds.count).toBe(3 * side * side * (side - 1));
  });
});

describe('bondsFromDistances in a large periodic box', () => {
  it('wraps bonds across all faces of a 64,000-atom box', () => {
    // Simple-cubic carbon at 1.5 Å spacing in a 40 × 1.5 Å periodic box: exactly 3 bonds per atom.
    const side = 40;
    const cell = cellFromParameters({
      a: 1.5 * side,
      b: 1.5 * side,
      c: 1.5 * side,
      alpha: 90,
      beta: 90,
      gamma: 90,
    });
    const sites: [string, number, number, number][] = [];
    for (let i = 0; i < side; i++)
      for (let j = 0; j < side; j++)
        for (let k = 0; k < side; k++) sites.push(['C', i / side, j / side, k / side]);
    const mol = crystal(cell, sites);
    const { bonds } = bondsFromDistances(mol);
    expect(bonds.count).toBe(3 * side ** 3);
    const wrapped = bonds.image!.reduce((n, v) => n + (v !== 0 ? 1 : 0), 0);
    expect(wrapped).toBe(3 * side * side);
  });
});
