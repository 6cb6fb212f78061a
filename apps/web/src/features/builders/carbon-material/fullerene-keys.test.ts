import { describe, expect, it } from 'vitest';
import { countChildren, countKey, isomerName, keyCount, parentKey } from './fullerene-keys';

describe('the fullerene tree (001 §2.4: atom count, point group, isomer; §5 only the deepest level)', () => {
  // The Atlas' C30 (OEIS A007894: 3 isomers): D5h, then two C2v — the shape GET fullerene-tree/30 answers.
  const c30 = {
    atomCount: 30,
    groups: [
      { pointGroup: 'D5h', isomers: [{ name: 'C30-D5h', atlas: 3, index: 1, spiral: null }] },
      {
        pointGroup: 'C2v',
        isomers: [
          { name: 'C30-C2v_1', atlas: 1, index: 1, spiral: null },
          { name: 'C30-C2v_2', atlas: 2, index: 2, spiral: null },
        ],
      },
    ],
  };

  it('nests point groups and isomers under the count; only isomers are leaves', () => {
    const nodes = countChildren(c30);
    expect(nodes.map((n) => [n.key, n.isLeaf])).toEqual([
      ['C30/D5h', false],
      ['C30/C2v', false],
    ]);
    expect(nodes[1]!.children!.map((n) => [n.key, n.title, n.isLeaf])).toEqual([
      ['C30/C2v/C30-C2v_1', 'C30-C2v_1 (Atlas 1)', true],
      ['C30/C2v/C30-C2v_2', 'C30-C2v_2 (Atlas 2)', true],
    ]);
  });

  it('builds only a leaf: the isomer name of a leaf, null for a count, a point group or nothing', () => {
    expect(isomerName('C60/Ih/C60-Ih')).toBe('C60-Ih');
    expect(isomerName('C60/Ih')).toBeNull();
    expect(isomerName(countKey(60))).toBeNull();
    expect(isomerName(null)).toBeNull();
  });

  it('goes back one level: isomer → point group → count → none', () => {
    expect(parentKey('C60/Ih/C60-Ih')).toBe('C60/Ih');
    expect(parentKey('C60/Ih')).toBe('C60');
    expect(parentKey('C60')).toBeNull();
    expect(keyCount('C720/I/C720-I')).toBe(720);
  });
});
