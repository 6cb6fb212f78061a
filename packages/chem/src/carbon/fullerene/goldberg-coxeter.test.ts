import { describe, expect, it } from 'vitest';
import { goldbergCoxeterIndices } from './catalogue.js';
import { goldbergCoxeterCage } from './goldberg-coxeter.js';
import { graphSymmetry } from './graph-symmetry.js';

describe('icosahedral Goldberg–Coxeter cages', () => {
  it('finds the (h, k) of each large count of the spec: n = 20(h² + hk + k²)', () => {
    const counts = [180, 240, 260, 320, 500, 540, 720].map((n) => [n, goldbergCoxeterIndices(n)]);
    expect(counts).toEqual([
      [180, [[3, 0]]],
      [240, [[2, 2]]],
      [260, [[3, 1]]],
      [320, [[4, 0]]],
      [500, [[5, 0]]],
      [540, [[3, 3]]],
      [720, [[6, 0]]],
    ]);
    expect(goldbergCoxeterIndices(70)).toEqual([]);
  });

  // (1,0) is the dodecahedron C20, (1,1) C60-Ih, (2,0) C80-Ih, (2,1) the chiral C140-I (Fowler & Manolopoulos).
  it.each([
    [1, 0, 20, 'Ih'],
    [1, 1, 60, 'Ih'],
    [2, 0, 80, 'Ih'],
    [2, 1, 140, 'I'],
    [3, 1, 260, 'I'],
    [3, 0, 180, 'Ih'],
  ] as const)('GC(%i,%i) has %i atoms and point group %s', (h, k, n, pg) => {
    const { graph, sphere } = goldbergCoxeterCage(h, k);
    expect(graph.atomCount).toBe(n);
    expect(graph.faces.filter((f) => f.length === 5)).toHaveLength(12);
    expect(graph.faceCount).toBe(n / 2 + 2);
    expect(graphSymmetry(graph).pointGroup).toBe(pg);
    expect(sphere).toHaveLength(3 * n);
  });

  it('keeps the pentagons isolated from C60 up, as far apart as (h, k) says', () => {
    // In GC(h,k) the pentagons' dual vertices are the icosahedron's corners, h² + hk + k² lattice steps² apart.
    const { graph } = goldbergCoxeterCage(3, 0);
    const pentagons = new Set(graph.faces.flatMap((f, i) => (f.length === 5 ? [i] : [])));
    for (const p of pentagons) for (const q of graph.faceNeighbours[p]!) expect(pentagons.has(q)).toBe(false);
  });

  it('refuses indices outside h ≥ 1, 0 ≤ k ≤ h', () => {
    expect(() => goldbergCoxeterCage(0, 0)).toThrow(/h ≥ 1/);
    expect(() => goldbergCoxeterCage(1, 2)).toThrow(/h ≥ 1/);
  });
});
