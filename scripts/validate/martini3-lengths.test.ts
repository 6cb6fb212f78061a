import { describe, expect, it } from 'vitest';
import { compareLengths, publishedLengths } from './martini3-lengths.js';

/** A hand-written itp in the published files' layout: bonds, then constraints behind #ifndef FLEXIBLE. */
const ITP = `[moleculetype]
  MOL 1
[atoms]
  1 TC5 1 MOL R1 1 0
[bonds]
; i  j  funct length
  1  2   1     0.261   25000 ; cog
#ifndef FLEXIBLE
[constraints]
#endif
  3  2   1     0.255 1000000 ; cog
[angles]
  1  2  3  2  180  25
`;

describe('publishedLengths and compareLengths', () => {
  it('reads bonds and constraints (not angles), keyed by the lower bead number first', () => {
    expect([...publishedLengths(ITP)]).toEqual([
      ['1-2', 0.261],
      ['2-3', 0.255],
    ]);
  });

  it('compares the pairs both hold and counts the others apart', () => {
    const ours = new Map([
      ['1-2', 0.25],
      ['1-3', 0.3],
    ]);
    const c = compareLengths(ours, publishedLengths(ITP));
    expect(c.deviations).toHaveLength(1);
    expect(c.deviations[0]).toBeCloseTo(0.011, 12);
    expect([c.onlyPublished, c.onlyOurs]).toEqual([1, 1]);
  });
});
