import { describe, expect, it } from 'vitest';
import { waterPairSystem } from './testing/water-box.js';
import { componentKinds, systemComponents } from './molecule-components.js';

describe('systemComponents: the molecules of a System', () => {
  it('puts a 4-point water’s M site (bonded to nothing) in its water, through the virtual site', () => {
    const tip4p = waterPairSystem('TIP4P');
    // O, H, H, M per water (forcefields/water/four-point.ts appends M after each water's H).
    expect(systemComponents(tip4p).atoms).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    const { virtualSites: _, ...bare } = tip4p;
    // Without the virtual site the M atoms stand alone: the terms alone decide.
    expect(systemComponents(bare).atoms).toHaveLength(4);
  });

  it('joins atoms that only a term links (a 1-4 pair with no bond path in the molecule)', () => {
    const water = waterPairSystem('SPCE');
    const linked = { ...water, pairs: [{ atoms: [1, 4] as const, funct: 1 as const }] };
    expect(systemComponents(linked).atoms).toEqual([[0, 1, 2, 3, 4, 5]]);
    expect(systemComponents(linked).of).toEqual(new Int32Array(6));
  });

  it('groups components with equal keys, asking only for components whose size repeats', () => {
    const components = { of: new Int32Array([0, 0, 1, 1, 2, 3]), atoms: [[0, 1], [2, 3], [4], [5]] };
    const asked: number[] = [];
    const kinds = componentKinds(components, (c) => {
      asked.push(c);
      return c === 3 ? 'other' : 'same';
    });
    expect([...kinds.kindOf]).toEqual([0, 0, 1, 2]);
    expect(kinds.first).toEqual([0, 2, 3]);
    expect(asked.sort()).toEqual([0, 1, 2, 3]);
    const lone = componentKinds({ of: new Int32Array([0, 0, 1]), atoms: [[0, 1], [2]] }, () => {
      throw new Error('asked');
    });
    expect(lone.first).toEqual([0, 1]);
  });
});
