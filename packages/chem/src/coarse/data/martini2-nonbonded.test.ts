import { describe, expect, it } from 'vitest';
import {
  MARTINI2_STANDARD_TYPES,
  isMartini2Type,
  martini2Level,
  martini2LevelRows,
  martini2Pair,
} from './martini2-nonbonded.js';

const c6 = (sigma: number, epsilon: number): number => 4 * epsilon * sigma ** 6;
const c12 = (sigma: number, epsilon: number): number => 4 * epsilon * sigma ** 12;

describe('Martini 2.2 interaction matrix', () => {
  it('is a symmetric 18 × 18 matrix of levels O–IX', () => {
    const rows = martini2LevelRows();
    expect(rows).toHaveLength(18);
    rows.forEach((row, i) => {
      expect(row).toHaveLength(18);
      row.forEach((level, j) => {
        expect(level).toBe(rows[j]![i]);
        expect(level).toBeGreaterThanOrEqual(0);
        expect(level).toBeLessThanOrEqual(9);
      });
    });
  });

  it('has the cited cells of Marrink et al. 2007, Table 3', () => {
    // Water (P4) with itself: I; Qda–Qda: O; Nd–Qd: III; N0–N0: IV; C1–Qa: IX; P5–C1: VIII; P1–C3: IV.
    expect(martini2Level('P4', 'P4')).toBe(1);
    expect(martini2Level('Qda', 'Qda')).toBe(0);
    expect(martini2Level('Nd', 'Qd')).toBe(3);
    expect(martini2Level('N0', 'N0')).toBe(4);
    expect(martini2Level('C1', 'Qa')).toBe(9);
    expect(martini2Level('P5', 'C1')).toBe(8);
    expect(martini2Level('P1', 'C3')).toBe(4);
  });

  it("gives the C6/C12 that martini_v2.1/2.2.itp's [ nonbond_params ] print (5 significant digits)", () => {
    const cases: [string, string, number, number][] = [
      ['P4', 'P4', 0.21558, 0.23238e-2], // attractive
      ['P5', 'C1', 0.086233, 0.92953e-3], // repulsive
      ['C1', 'Qda', 0.4544, 0.2581e-1], // super repulsive, σ 0.62
      ['SP4', 'SC4', 0.051203, 0.32367e-3], // ring-ring: 75 % semi repulsive, σ 0.43
      ['SC4', 'SC4', 0.066375, 0.41957e-3], // ring-ring: 75 % intermediate
      ['SC4', 'C4', 0.15091, 0.16267e-2], // ring with standard: the standard level
      ['SNd', 'Qd', 0.17246, 0.1859e-2], // semi attractive
    ];
    for (const [a, b, C6, C12] of cases) {
      const p = martini2Pair(a, b)!;
      expect(c6(p.sigma, p.epsilon)).toBeCloseTo(C6, 4);
      expect(c12(p.sigma, p.epsilon) / C12).toBeCloseTo(1, 3);
    }
  });

  it('knows the standard and S types and nothing else', () => {
    expect(MARTINI2_STANDARD_TYPES).toHaveLength(18);
    expect(isMartini2Type('SC4')).toBe(true);
    expect(isMartini2Type('SQda')).toBe(true);
    expect(isMartini2Type('TC5')).toBe(false);
    expect(martini2Pair('P4', 'X9')).toBeUndefined();
  });
});
