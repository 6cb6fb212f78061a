import { describe, expect, it } from 'vitest';
import { acetaldehyde } from './testing/acetaldehyde.js';
import { placeAtoms } from './placement.js';
import { fixed, num } from './number-format.js';
import { ChemError } from '../core/errors.js';

describe('placing a molecule in a box', () => {
  it('gives a molecule its bounding box plus the padding on every side, keeping distances', () => {
    const mol = acetaldehyde().molecule;
    const placed = placeAtoms(mol, 5);
    // Bounding box 2.48 × 2.0 × 1.76 Å (from the fixture coordinates), + 2 × 5 Å.
    expect(placed.box).toEqual([
      [12.48, 0, 0],
      [0, 12, 0],
      [0, 0, 11.76],
    ]);
    expect(placed.periodic).toBe(false);
    const d = (p: Float64Array, i: number, j: number): number =>
      Math.hypot(p[3 * i]! - p[3 * j]!, p[3 * i + 1]! - p[3 * j + 1]!, p[3 * i + 2]! - p[3 * j + 2]!);
    expect(d(placed.positions, 0, 2)).toBeCloseTo(d(mol.positions, 0, 2), 12);
    expect(Math.min(...placed.positions)).toBeCloseTo(5, 12);
  });
});

describe('number formats', () => {
  it('prints 12 significant digits, no negative zero, and refuses what is not a number', () => {
    expect(num(1 / 3)).toBe('0.333333333333');
    expect(num(-0)).toBe('0');
    expect(num(1.5e-7)).toBe('1.5e-7');
    expect(fixed(-1e-12, 10, 15)).toBe('   0.0000000000');
    expect(() => num(Number.NaN)).toThrow(ChemError);
  });
});
