import { describe, expect, it } from 'vitest';
import { findAngle, findBond, findDihedral, findImproper } from './lookup.js';
import { miniGaff } from './testing/molecules.js';

const ff = miniGaff();

describe('type-level look-ups', () => {
  it('matches bonds and angles in either direction', () => {
    expect(findBond(ff, 'ha', 'ca')?.line).toBe(17);
    expect(findAngle(ff, 'hc', 'c3', 'cl')?.line).toBe(23);
    expect(findAngle(ff, 'c3', 'hc', 'cl')).toBeUndefined();
  });

  it('prefers a specific dihedral in either direction over the X-b-c-X one', () => {
    expect(findDihedral(ff, ['cl', 'c3', 'c3', 'hc'])?.terms.map((t) => t.line)).toEqual([33, 34]);
    expect(findDihedral(ff, ['c3', 'c3', 'c3', 'hc'])?.types).toEqual(['X', 'c3', 'c3', 'X']);
    expect(findDihedral(ff, ['hc', 'ca', 'c3', 'hc'])?.types).toEqual(['X', 'c3', 'ca', 'X']);
    expect(findDihedral(ff, ['hc', 'cp', 'c3', 'hc'])).toBeUndefined();
  });

  it('finds impropers by the central type, fewest wildcards first, and says which outer order matched', () => {
    expect(findImproper(ff, ['ca', 'ca', 'ha'], 'ca')).toMatchObject({
      entry: { line: 36 },
      order: [0, 1, 2],
    });
    // "ca-ca-ca-c3" has no wildcard, so it wins over nothing else and asks for c3 last.
    expect(findImproper(ff, ['c3', 'ca', 'ca'], 'ca')).toMatchObject({
      entry: { line: 37 },
      order: [1, 2, 0],
    });
    expect(findImproper(ff, ['ca', 'ca', 'ha'], 'c3')).toBeUndefined();
  });
});
