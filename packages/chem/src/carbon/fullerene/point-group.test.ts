import { describe, expect, it } from 'vitest';
import { enumerateFullerenes } from './enumerate.js';
import { graphSymmetry } from './graph-symmetry.js';
import { classifyPointGroup } from './point-group.js';

/**
 * Point groups in Atlas order, as published in Fowler & Manolopoulos, *An Atlas of Fullerenes* (1995),
 * tables of C20–C100 (IPR above C60); the same values are in the Atlas-numbered lists of Brinkmann &
 * Dress's fullgen and of Schwerdtfeger et al., WIREs Comput. Mol. Sci. 5, 96 (2015).
 */
const PUBLISHED: [number, boolean, string[]][] = [
  [20, false, ['Ih']],
  [24, false, ['D6d']],
  [26, false, ['D3h']],
  [28, false, ['D2', 'Td']],
  [60, true, ['Ih']],
  [70, true, ['D5h']],
  [76, true, ['D2', 'Td']],
  [78, true, ['D3', 'C2v', 'C2v', 'D3h', 'D3h']],
  [80, true, ['D5d', 'D2', 'C2v', 'D3', 'C2v', 'D5h', 'Ih']],
  [82, true, ['C2', 'Cs', 'C2', 'Cs', 'C2', 'Cs', 'C3v', 'C3v', 'C2v']],
];

describe('point group from the automorphism group of the graph', () => {
  it.each(PUBLISHED)('C%s (IPR only: %s) has the published point groups', (n, ipr, groups) => {
    expect(enumerateFullerenes(n, ipr).map((i) => graphSymmetry(i.graph).pointGroup)).toEqual(groups);
  });

  it('has group orders equal to the published point groups (Ih 120, D5h 20, Td 24)', () => {
    expect(graphSymmetry(enumerateFullerenes(60, true)[0]!.graph).automorphisms).toHaveLength(120);
    expect(graphSymmetry(enumerateFullerenes(70, true)[0]!.graph).automorphisms).toHaveLength(20);
    expect(graphSymmetry(enumerateFullerenes(76, true)[1]!.graph).automorphisms).toHaveLength(24);
  });
});

describe('classifyPointGroup', () => {
  const op = (proper: boolean, order: number, inversion = false) => ({ proper, order, inversion });
  it('tells the groups with the same rotations apart by their improper operations', () => {
    expect(classifyPointGroup([op(true, 1), op(false, 2)])).toBe('Cs');
    expect(classifyPointGroup([op(true, 1), op(false, 2, true)])).toBe('Ci');
    expect(classifyPointGroup([op(true, 1), op(true, 2), op(false, 4), op(false, 4)])).toBe('S4');
    expect(classifyPointGroup([op(true, 1), op(true, 2), op(false, 2), op(false, 2, true)])).toBe('C2h');
    expect(classifyPointGroup([op(true, 1), op(true, 2), op(false, 2), op(false, 2)])).toBe('C2v');
    expect(
      classifyPointGroup([op(true, 1), op(true, 3), op(true, 3), op(false, 2), op(false, 6), op(false, 6)]),
    ).toBe('C3h');
  });

  it('refuses operation sets that are no fullerene group', () => {
    expect(() => classifyPointGroup([op(true, 1), op(true, 4), op(true, 2), op(true, 4)])).toThrow(
      /rotation group/,
    );
  });
});
