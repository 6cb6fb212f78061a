import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import { cellFromParameters, cellFromVectors } from '../core/cell.js';
import type { Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import { bondsFromDistances } from './bonds-from-distances.js';
import { minimumCycleBasis } from './cycle-basis.js';
import { Gf2Basis } from './gf2-basis.js';
import { ringComponents } from './ring-components.js';
import { ringGraph } from './ring-graph.js';
import { cycleBonds } from './bridges.js';
import type { RingInfo } from './rings.js';
import { findRings } from './rings.js';
import { crystal, graph, diamondCell } from './testing/molecules.js';
import { fullereneC60, grapheneFlake } from './testing/shapes.js';
import { smiles } from './testing/smiles.js';

const sizes = (mol: Molecule): number[] => findRings(mol).rings.map((r) => r.length);
const heavy = (mol: Molecule, values: ArrayLike<number>): number[] =>
  Array.from(values).slice(0, [...mol.elements].filter((z) => z !== 1).length);

/** Checks that every ring is a simple cycle of the bond graph and that ringBonds join its atoms in order. */
function expectValidRings(mol: Molecule, info: RingInfo): void {
  info.rings.forEach((ring, r) => {
    expect(new Set(ring).size).toBe(ring.length);
    const bonds = info.ringBonds[r]!;
    expect(bonds).toHaveLength(ring.length);
    ring.forEach((atom, i) => {
      const next = ring[(i + 1) % ring.length]!;
      const k = bonds[i]!;
      const ends = [mol.bonds.a[k], mol.bonds.b[k]].sort();
      expect(ends).toEqual([atom, next].sort());
      expect(info.bondInRing[k]).toBe(1);
    });
  });
}

describe('findRings: SSSR of textbook molecules', () => {
  // Ring counts are the cyclomatic number bonds − atoms + components; sizes are those of the
  // molecule's faces (hand-drawn). Cubane has 6 faces but only 5 independent rings.
  const cases: [string, string, number[]][] = [
    ['benzene', 'C1=CC=CC=C1', [6]],
    ['naphthalene', 'C1=CC=C2C=CC=CC2=C1', [6, 6]],
    ['cubane', 'C12C3C4C1C5C2C3C45', [4, 4, 4, 4, 4]],
    ['bicyclo[2.2.2]octane', 'C1CC2CCC1CC2', [6, 6]],
    ['adamantane', 'C1C2CC3CC1CC(C2)C3', [6, 6, 6]],
    ['spiro[4.5]decane', 'C1CCC2(C1)CCCCC2', [5, 6]],
    ['norbornane', 'C1CC2CCC1C2', [5, 5]],
    ['bicyclo[1.1.0]butane', 'C1C2C1C2', [3, 3]],
    ['cyclohexylbenzene', 'C1=CC=C(C=C1)C2CCCCC2', [6, 6]],
    ['ethanol', 'CCO', []],
  ];
  it.each(cases)('%s', (_name, text, expected) => {
    const mol = smiles(text);
    const info = findRings(mol);
    expect(info.rings.map((r) => r.length).sort()).toEqual(expected);
    expect(info.exact).toBe(true);
    expectValidRings(mol, info);
  });

  it('lists benzene from its lowest atom, towards the lower neighbour', () => {
    expect(findRings(smiles('C1=CC=CC=C1')).rings).toEqual([[0, 1, 2, 3, 4, 5]]);
  });

  it('gives cubane 5 rings and every atom a smallest ring of 4', () => {
    const mol = smiles('C12C3C4C1C5C2C3C45');
    const info = findRings(mol);
    expect(info.rings).toHaveLength(5);
    expect(heavy(mol, info.smallestRingSize)).toEqual(new Array(8).fill(4));
    expect([...info.bondInRing].filter(Boolean)).toHaveLength(12); // the 12 C–C edges, not the C–H
  });

  it('gives C60 31 rings: 12 pentagons and 19 hexagons', () => {
    const mol = fullereneC60();
    expect(mol.atomCount).toBe(60);
    expect(mol.bonds.count).toBe(90);
    const info = findRings(mol);
    const s = info.rings.map((r) => r.length);
    expect(s.filter((x) => x === 5)).toHaveLength(12);
    expect(s.filter((x) => x === 6)).toHaveLength(19);
    expect(info.exact).toBe(true);
    expect(new Set(info.smallestRingSize)).toEqual(new Set([5])); // every C60 atom is on a pentagon
    expectValidRings(mol, info);
  });

  it('marks ring bonds and per-atom ring membership in cyclohexylbenzene', () => {
    const mol = smiles('C1=CC=C(C=C1)C2CCCCC2');
    const info = findRings(mol);
    const linker = [...Array(mol.bonds.count).keys()].find(
      (k) => mol.bonds.a[k] === 3 && mol.bonds.b[k] === 6,
    )!;
    expect(info.bondInRing[linker]).toBe(0);
    expect(info.atomRings[3]).toEqual([0]);
    expect(info.atomRings[6]).toEqual([1]);
    expect(info.atomRings[12]).toEqual([]); // a hydrogen
  });

  it('atoms shared by fused rings belong to both', () => {
    const mol = smiles('C1=CC=C2C=CC=CC2=C1');
    const info = findRings(mol);
    expect(info.atomRings[3]).toHaveLength(2);
    expect(info.atomRings[8]).toHaveLength(2);
  });

  it('finds a 30-membered macrocycle beyond the first search window', () => {
    const info = findRings(smiles(`C1${'C'.repeat(29)}1`));
    expect(info.rings.map((r) => r.length)).toEqual([30]);
    expect(info.smallestRingSize[0]).toBe(30);
  });

  it('caps smallestRingSize at 255 for a 300-membered ring', () => {
    const info = findRings(smiles(`C1${'C'.repeat(299)}1`));
    expect(info.rings[0]).toHaveLength(300);
    expect(info.smallestRingSize[0]).toBe(255);
  });

  it('ignores duplicate bonds instead of making two-membered rings', () => {
    const mol = graph(
      ['C', 'C', 'C'],
      [
        [0, 1, BondOrder.Single],
        [0, 1, BondOrder.Single],
        [1, 2, BondOrder.Single],
      ],
    );
    const info = findRings(mol);
    expect(info.rings).toEqual([]);
    expect([...info.bondInRing]).toEqual([0, 0, 0]);
  });
});

describe('findRings: minimum cycle basis property', () => {
  /** Minimum cycle basis weight by brute force: every simple cycle, shortest first, greedy over GF(2). */
  function bruteForceBasis(n: number, edges: readonly [number, number][]): number[] {
    const cycles = new Map<string, number[]>();
    const adj = Array.from({ length: n }, () => [] as [number, number][]);
    edges.forEach(([a, b], k) => {
      adj[a]!.push([b, k]);
      adj[b]!.push([a, k]);
    });
    const walk = (start: number, v: number, used: number[], seen: Set<number>): void => {
      for (const [w, k] of adj[v]!) {
        if (used.includes(k)) continue;
        if (w === start && used.length >= 2)
          cycles.set([...used, k].sort((x, y) => x - y).join(','), [...used, k]);
        else if (w > start && !seen.has(w)) walk(start, w, [...used, k], new Set([...seen, w]));
      }
    };
    for (let s = 0; s < n; s++) walk(s, s, [], new Set([s]));
    const basis = new Gf2Basis(edges.length);
    const chosen: number[] = [];
    for (const c of [...cycles.values()].sort((x, y) => x.length - y.length)) {
      if (basis.add(Int32Array.from(c).sort())) chosen.push(c.length);
    }
    return chosen.sort((x, y) => x - y);
  }

  const randomGraph = fc.integer({ min: 3, max: 9 }).chain((n) =>
    fc.tuple(
      fc.constant(n),
      fc.uniqueArray(fc.tuple(fc.nat(n - 1), fc.nat(n - 1)), {
        maxLength: 16,
        selector: ([a, b]) => `${Math.min(a, b)}-${Math.max(a, b)}`,
      }),
    ),
  );

  it('matches the brute-force minimum cycle basis on random graphs', () => {
    fc.assert(
      fc.property(randomGraph, ([n, pairs]) => {
        const edges = pairs.filter(([a, b]) => a !== b);
        const mol = graph(
          new Array(n).fill('C'),
          edges.map(([a, b]) => [a, b, BondOrder.Single] as const),
        );
        const info = findRings(mol);
        expectValidRings(mol, info);
        expect(info.rings.map((r) => r.length).sort((x, y) => x - y)).toEqual(bruteForceBasis(n, edges));
      }),
      { numRuns: 300 },
    );
  });

  it('completes the basis from fundamental cycles when the work bound is hit', () => {
    const mol = fullereneC60();
    const g = ringGraph(mol);
    const [system] = ringComponents(
      g,
      cycleBonds(g, mol.bonds.count, () => true),
    );
    const basis = minimumCycleBasis(system!, 31, 10);
    expect(basis.exact).toBe(false);
    expect(basis.cycles).toHaveLength(31);
  });
});

describe('findRings scales', () => {
  it('handles a 100,004-atom polyethylene chain', () => {
    const mol = smiles(`C${'C'.repeat(33_333)}`);
    expect(mol.atomCount).toBe(100_004);
    const info = findRings(mol);
    expect(info.rings).toEqual([]);
  });

  it('handles a chain of 5,000 benzene rings (poly-p-phenylene, 50,002 atoms)', () => {
    const mol = smiles(`C1=CC=C(C=C1)${'C1=CC=C(C=C1)'.repeat(4_999)}`);
    const info = findRings(mol);
    expect(info.rings).toHaveLength(5_000);
  });

  it('handles a 9,600-atom graphene flake (one fused ring system)', () => {
    const mol = grapheneFlake(40, 60);
    const info = findRings(mol);
    expect(info.rings).toHaveLength(mol.bonds.count - mol.atomCount + 1);
    expect(info.rings.every((r) => r.length === 6)).toBe(true);
  });
});

describe('findRings in periodic structures', () => {
  it('handles a 40,000-atom polymer chain running through its cell', () => {
    // Every bond of an extended component gets a bounded search (MAX_PERIODIC_RING_SIZE): linear.
    const n = 20_000;
    const cell = cellFromParameters({ a: 2.5 * n, b: 10, c: 10, alpha: 90, beta: 90, gamma: 90 });
    const sites: [string, number, number, number][] = [];
    for (let i = 0; i < n; i++) sites.push(['C', i / n, 0.5, 0.5], ['C', (i + 0.5) / n, 0.56, 0.5]);
    const bare = crystal(cell, sites);
    const mol = withBonds(bare, bondsFromDistances(bare).bonds);
    expect(mol.bonds.count).toBe(2 * n);
    const info = findRings(mol);
    expect(info.rings).toEqual([]);
  });

  const hexagonal = (a: number, c: number) =>
    cellFromParameters({ a, b: a, c, alpha: 90, beta: 90, gamma: 120 });
  const perceive = (mol: Molecule): Molecule => withBonds(mol, bondsFromDistances(mol).bonds);

  it('finds graphite hexagons across the cell boundary, one per layer', () => {
    // Graphite, 4 atoms per cell (two layers of two): each layer's hexagons are translates of one.
    const mol = perceive(
      crystal(hexagonal(2.464, 6.711), [
        ['C', 0, 0, 0.25],
        ['C', 0, 0, 0.75],
        ['C', 1 / 3, 2 / 3, 0.25],
        ['C', 2 / 3, 1 / 3, 0.75],
      ]),
    );
    const info = findRings(mol);
    expect(info.rings.map((r) => r.length)).toEqual([6, 6]);
    expect([...info.smallestRingSize]).toEqual([6, 6, 6, 6]);
    expect([...info.bondInRing]).toEqual([1, 1, 1, 1, 1, 1]);
    expect(new Set(info.rings[0])).toEqual(new Set([0, 2]));
    // The hexagon passes each of the three 0–2 bonds (three lattice images) twice.
    expect(new Set(info.ringBonds[0]).size).toBe(3);
    expect(info.ringBonds[0]).toHaveLength(6);
  });

  it('gives every diamond atom a smallest ring of 6', () => {
    const mol = perceive(diamondCell());
    const info = findRings(mol);
    expect([...info.smallestRingSize]).toEqual(new Array(8).fill(6));
    expect([...info.bondInRing].every(Boolean)).toBe(true);
  });

  it('finds the triangles of a one-atom fcc cell through self-bonds', () => {
    const a = 3.615;
    const mol = perceive(
      crystal(
        cellFromVectors([
          [0, a / 2, a / 2],
          [a / 2, 0, a / 2],
          [a / 2, a / 2, 0],
        ]),
        [['Cu', 0, 0, 0]],
      ),
    );
    const info = findRings(mol);
    expect(info.smallestRingSize[0]).toBe(3);
    expect(info.rings.every((r) => r.length === 3 && r.every((x) => x === 0))).toBe(true);
  });

  it('treats a molecule crossing the cell boundary as the molecule (SSSR), not as a net', () => {
    // Cyclohexane placed so that it straddles the a face of a 10 Å cubic cell.
    const cell = cellFromParameters({ a: 10, b: 10, c: 10, alpha: 90, beta: 90, gamma: 90 });
    const ring = Array.from(
      { length: 6 },
      (_, i) =>
        ['C', 0.15 * Math.cos((i * Math.PI) / 3) + 1, 0.5 + 0.15 * Math.sin((i * Math.PI) / 3), 0.5] as [
          string,
          number,
          number,
          number,
        ],
    );
    const mol = perceive(
      crystal(
        cell,
        ring.map(([s, x, y, z]) => [s, x - Math.floor(x), y, z]),
      ),
    );
    expect(mol.bonds.count).toBe(6);
    const info = findRings(mol);
    expect(info.rings).toHaveLength(1);
    expect(new Set(info.rings[0])).toEqual(new Set([0, 1, 2, 3, 4, 5]));
  });

  it('finds no rings in a polymer chain running through the cell', () => {
    // A zig-zag carbon chain along a: each atom bonds to the next, the last to the first's image.
    const cell = cellFromParameters({ a: 2.5, b: 10, c: 10, alpha: 90, beta: 90, gamma: 90 });
    const mol = perceive(
      crystal(cell, [
        ['C', 0, 0.5, 0.5],
        ['C', 0.5, 0.56, 0.5],
      ]),
    );
    expect(mol.bonds.count).toBe(2);
    const info = findRings(mol);
    expect(info.rings).toEqual([]);
    expect([...info.bondInRing]).toEqual([0, 0]);
  });
});

describe('findRings sizes helper', () => {
  it('reports ring sizes in atom order', () => {
    expect(sizes(smiles('C1CC1C1CCCC1'))).toEqual([3, 5]);
  });
});
