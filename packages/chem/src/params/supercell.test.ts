import { describe, expect, it } from 'vitest';
import { cellFromVectors, toFractional } from '../core/cell.js';
import type { Cell } from '../core/cell.js';
import type { System } from '../core/system.js';
import { positionOf, type Vec3 } from '../core/vec3.js';
import { supercellSystem } from './supercell.js';
import { systemFromWire, type SystemWire, type WireAtom } from './system-wire.js';
import { elementOfWireAtom, moleculeFromWire } from './wire-molecule.js';
import { waterPairSystem } from './testing/water-box.js';

/**
 * A zig-zag chain along a, 8 atoms per 12 Å cell (1.5 Å apart along x, alternating y), bonded into an
 * endless chain: atom 8 bonds to atom 1 of the next cell, and the angles, dihedrals and 1-4 pairs that
 * follow the chain through that bond are listed by their in-cell ids.
 */
const N = 8;
const cyc = (i: number): number => (i % N) + 1;
function chainWire(): SystemWire {
  const atoms = Array.from({ length: N }, (_, i): WireAtom => [
    'C',
    'GAFF',
    'c3',
    1.5 * i + 0.5,
    4 + (i % 2),
    5,
    0,
    12.011,
    0.34,
    0,
  ]);
  const range = Array.from({ length: N }, (_, i) => i);
  const prov = { forceField: 'test', source: 'supercell.test.ts', estimated: false };
  return {
    atoms,
    bonds: range.map((i) => [cyc(i), cyc(i + 1), 1, 0.17, 200000]),
    angles: range.map((i) => [cyc(i), cyc(i + 1), cyc(i + 2), 1, 109.5, 400]),
    dihedrals: range.map((i) => [cyc(i), cyc(i + 1), cyc(i + 2), cyc(i + 3), 9, 0, 2, 2]),
    impropers: [],
    pairs: range.map((i) => [cyc(i), cyc(i + 3), 1]),
    provenance: {
      atoms: atoms.map(() => prov),
      bonds: range.map(() => prov),
      angles: range.map(() => prov),
      dihedrals: range.map(() => prov),
      impropers: [],
    },
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
  };
}

const CELL = cellFromVectors([
  [12, 0, 0],
  [0, 10, 0],
  [0, 0, 10],
]);

function chainSystem(cell: Cell | null = CELL): System {
  const wire = chainWire();
  return systemFromWire(wire, moleculeFromWire(wire.atoms, wire.bonds, cell ?? undefined));
}

/** Minimum-image distance between two atoms of a periodic System, Å. */
function distance(system: System, a: number, b: number): number {
  const cell = system.molecule.cell!;
  const pa = positionOf(system.molecule.positions, a);
  const pb = positionOf(system.molecule.positions, b);
  const f = toFractional(cell, [pb[0] - pa[0], pb[1] - pa[1], pb[2] - pa[2]]).map((v) => v - Math.round(v));
  const [va, vb, vc] = cell.vectors;
  const d = [0, 1, 2].map((k) => f[0]! * va[k]! + f[1]! * vb[k]! + f[2]! * vc[k]!) as unknown as Vec3;
  return Math.hypot(...d);
}

const lengths = (s: System, terms: readonly { atoms: readonly number[] }[]): number[] =>
  terms.map((t) => distance(s, t.atoms[0]!, t.atoms[t.atoms.length - 1]!));

describe('supercellSystem', () => {
  it('repeats atoms and terms x·y·z times and scales the cell', () => {
    const cell = chainSystem();
    const big = supercellSystem(cell, [2, 3, 1]);
    expect(big.atoms).toHaveLength(6 * N);
    expect(big.molecule.atomCount).toBe(6 * N);
    for (const key of ['bonds', 'angles', 'dihedrals', 'impropers', 'pairs'] as const) {
      expect(big[key]).toHaveLength(6 * cell[key].length);
    }
    expect(big.molecule.cell!.vectors).toEqual([
      [24, 0, 0],
      [0, 30, 0],
      [0, 0, 10],
    ]);
    // Copy (i, j, k) = (1, 2, 0) is number (1·3 + 2)·1 + 0 = 5, moved by a + 2b.
    expect(positionOf(big.molecule.positions, 5 * N)).toEqual([12.5, 24, 5]);
  });

  it('links the bond across the a face to the next copy, and the last copy back to the first', () => {
    const big = supercellSystem(chainSystem(), [3, 1, 1]);
    const crossing = big.bonds.filter((t) => t.atoms[0] % N === N - 1 && t.atoms[1] % N === 0);
    expect(crossing.map((t) => t.atoms)).toEqual([
      [N - 1, N],
      [2 * N - 1, 2 * N],
      [3 * N - 1, 0],
    ]);
    expect(big.molecule.bonds.count).toBe(3 * N);
    expect(big.molecule.bonds.image).toBeDefined();
  });

  it('keeps every bond, 1-3 and 1-4 distance of the cell (no term is stretched across the supercell)', () => {
    const cell = chainSystem();
    const big = supercellSystem(cell, [2, 2, 2]);
    for (const key of ['bonds', 'angles', 'dihedrals', 'pairs'] as const) {
      const expected = lengths(cell, cell[key]);
      lengths(big, big[key]).forEach((d, i) =>
        expect(d, `${key} ${i}`).toBeCloseTo(expected[i % expected.length]!, 9),
      );
    }
    // Bond 1.803 Å = √(1.5² + 1²); 1-4 distance √(4.5² + 1²) (atoms 1 and 4 are on opposite sides of the zig-zag).
    expect(lengths(big, big.bonds).every((d) => Math.abs(d - Math.hypot(1.5, 1)) < 1e-9)).toBe(true);
    expect(lengths(big, big.pairs).every((d) => Math.abs(d - Math.hypot(4.5, 1)) < 1e-9)).toBe(true);
  });

  it('repeats the virtual sites of 4-point water once per copy, built from the same copy', () => {
    const water = waterPairSystem(
      'TIP4P',
      cellFromVectors([
        [6, 0, 0],
        [0, 6, 0],
        [0, 0, 6],
      ]),
    );
    const big = supercellSystem(water, [2, 1, 2]);
    const n = water.atoms.length;
    expect(big.virtualSites).toHaveLength(4 * water.virtualSites!.length);
    big.virtualSites!.forEach((v, i) => {
      const copy = Math.floor(i / 2);
      const own = water.virtualSites![i % 2]!;
      expect(v).toEqual({ ...own, site: copy * n + own.site, atoms: own.atoms.map((a) => copy * n + a) });
    });
  });

  it('keeps a 1 × 1 × 1 supercell equal to the cell', () => {
    const cell = chainSystem();
    const same = supercellSystem(cell, [1, 1, 1]);
    expect(same.bonds).toEqual(cell.bonds);
    expect(same.pairs).toEqual(cell.pairs);
    expect(Array.from(same.molecule.positions)).toEqual(Array.from(cell.molecule.positions));
  });

  it('refuses a structure without a cell and a bond too long for the cell', () => {
    expect(() => supercellSystem(chainSystem(null), [2, 1, 1])).toThrow(/no cell/);
    // In a 3 Å cell the 1.8 Å bond is longer than half the width: which image it joins is ambiguous.
    const tight = cellFromVectors([
      [3, 0, 0],
      [0, 10, 0],
      [0, 0, 10],
    ]);
    expect(() => supercellSystem(chainSystem(tight), [2, 1, 1])).toThrow(/ambiguous/);
  });

  it('refuses repetitions that are not whole numbers of at least 1', () => {
    expect(() => supercellSystem(chainSystem(), [0, 1, 1])).toThrow(/whole numbers/);
    expect(() => supercellSystem(chainSystem(), [1.5, 1, 1])).toThrow(/whole numbers/);
  });
});

describe('elementOfWireAtom', () => {
  it('reads the symbol from the label, choosing by mass between one and two letters', () => {
    expect(elementOfWireAtom('C1', 12.011)).toBe(6);
    expect(elementOfWireAtom('CA', 12.011)).toBe(6);
    expect(elementOfWireAtom('CA', 40.078)).toBe(20);
    expect(elementOfWireAtom('Cl3', 35.45)).toBe(17);
    expect(elementOfWireAtom('H12', 1.008)).toBe(1);
  });

  it('falls back to the nearest mass, and to Lp for a massless site', () => {
    expect(elementOfWireAtom('X', 15.999)).toBe(8);
    expect(elementOfWireAtom('LP1', 0)).toBe(0);
  });
});
