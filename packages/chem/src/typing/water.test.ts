import { describe, expect, it } from 'vitest';
import { findWaterModel } from '../forcefields/water/models.js';
import { methanolAndWater } from '../forcefields/water/testing/waters.js';
import { typeWater } from './water.js';

describe('typeWater', () => {
  it('types the water O and H of a 3-site model, not methanol', () => {
    const { types } = typeWater(methanolAndWater(), findWaterModel('SPCE')!);
    expect(types.slice(0, 6).every((t) => t === undefined)).toBe(true);
    expect(types.slice(6)).toEqual(['OW', 'HW', 'HW', 'OW', 'HW', 'HW']);
  });

  it('types M sites under a 4-site model and leaves waters without one untyped', () => {
    const { types } = typeWater(methanolAndWater({ mSite: true }), findWaterModel('TIP4P')!);
    expect(types.slice(6)).toEqual(['OW', 'HW', 'HW', undefined, undefined, undefined, 'MW']);
  });
});
