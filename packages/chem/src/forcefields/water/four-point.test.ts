import { describe, expect, it } from 'vitest';
import { LONE_PAIR } from '../../core/elements.js';
import { TopoForgeError } from '../../core/errors.js';
import { findWaters } from './find-waters.js';
import { addWaterVirtualSites } from './four-point.js';
import { methanolAndWater } from './testing/waters.js';

const dist = (p: Float64Array, i: number, j: number): number =>
  Math.hypot(p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!);

describe('findWaters', () => {
  it('finds O bonded to exactly two H that have no other neighbour, not the methanol OH', () => {
    expect(findWaters(methanolAndWater())).toEqual([
      { o: 6, h1: 7, h2: 8 },
      { o: 9, h1: 10, h2: 11 },
    ]);
  });

  it('attaches an unbonded Lp near a water O as its M site', () => {
    expect(findWaters(methanolAndWater({ mSite: true }))[0]).toEqual({ o: 6, h1: 7, h2: 8, m: 12 });
  });
});

describe('addWaterVirtualSites', () => {
  const converted = addWaterVirtualSites(methanolAndWater({ charges: true }), 'TIP4P');

  it('adds one M after each water, 0.15 Å from O on the bisector (TIP4P), keeping the rest', () => {
    expect(converted.atomCount).toBe(14);
    expect(converted.elements[9]).toBe(LONE_PAIR);
    expect(converted.elements[13]).toBe(LONE_PAIR);
    expect(converted.names[9]).toBe('MW');
    expect(dist(converted.positions, 6, 9)).toBeCloseTo(0.15, 10);
    // On the bisector: equally far from both hydrogens.
    expect(dist(converted.positions, 9, 7)).toBeCloseTo(dist(converted.positions, 9, 8), 10);
    expect(dist(converted.positions, 10, 13)).toBeCloseTo(0.15, 10);
    expect(converted.bonds.count).toBe(9);
    expect(findWaters(converted).map((w) => w.m)).toEqual([9, 13]);
  });

  it('writes the model charges on water atoms when the structure carries charges', () => {
    const q = converted.partialCharges!;
    expect([q[6], q[7], q[8], q[9]]).toEqual([0, 0.52, 0.52, -1.04]);
    expect(q[1]).toBe(-0.6);
  });

  it('is idempotent: a converted structure keeps one M per water, moved to the new model distance', () => {
    const again = addWaterVirtualSites(converted, 'TIP4P-Ew');
    expect(again.atomCount).toBe(14);
    expect(dist(again.positions, 6, 9)).toBeCloseTo(0.125, 10);
  });

  it('refuses 3-site and unknown models', () => {
    expect(() => addWaterVirtualSites(methanolAndWater(), 'SPCE')).toThrow(/3-site/);
    expect(() => addWaterVirtualSites(methanolAndWater(), 'TIP9P')).toThrow(TopoForgeError);
  });
});
