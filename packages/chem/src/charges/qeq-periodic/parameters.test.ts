import { describe, expect, it } from 'vitest';
import { cellFromParameters } from '../../core/cell.js';
import { crystal } from '../../perception/testing/molecules.js';
import { findChargeMethod } from '../methods.js';
import { QEQ_PARAMETERS } from '../qeq/qeq-data.js';
import { GMP_PARAMETERS, periodOf } from './gmp-data.js';
import { MEPO_PARAMETERS } from './mepo-data.js';
import { gmpQeqCharges, mepoQeqCharges } from './qeq-methods.js';

describe('GMP-QEq parameters (UFF Table 1, Rappé et al. 1992)', () => {
  it('are Rappé & Goddard Table I for its 16 elements (χ, J, R, ζ), so GMP-QEq is QEq there', () => {
    for (const [z, p] of Object.entries(QEQ_PARAMETERS)) {
      const g = GMP_PARAMETERS[Number(z)]!;
      expect([g.chi, g.j, g.radius, g.n, g.zeta], z).toEqual([
        p.chi,
        expect.closeTo(p.j, 10),
        p.radius,
        p.n,
        p.zeta,
      ]);
    }
    // Elsewhere ζ = λ(2n + 1)/(2R), λ = 0.4913, R in bohr (eq 13): Zn, R 1.4 Å, n 4.
    expect(GMP_PARAMETERS[30]!.zeta).toBeCloseTo((0.4913 * 9) / (2 * (1.4 / 0.529177210903)), 12);
  });

  it('carry the framework metals: Cu χ 4.2, J 2×4.22; Zn χ 5.106, J 2×4.285, R 1.4 Å, n = 4', () => {
    expect(GMP_PARAMETERS[29]).toMatchObject({ chi: 4.2, j: 8.44, radius: 1.434, n: 4 });
    expect(GMP_PARAMETERS[30]).toMatchObject({ chi: 5.106, j: 8.57, radius: 1.4, n: 4 });
    expect(GMP_PARAMETERS[40]).toMatchObject({ chi: 3.4, j: 7.1, radius: 1.758, n: 5 });
    expect(Object.keys(GMP_PARAMETERS)).toHaveLength(103);
    expect([1, 2, 3, 10, 11, 19, 36, 37, 55, 86, 87].map(periodOf)).toEqual([
      1, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7,
    ]);
  });
});

describe('MEPO-QEq parameters (Kadantsev et al. 2013, eGULP MEPO.param: χ and ½J)', () => {
  it('pins the published χ and J = 2 × the file column for every fitted element', () => {
    const expected: Record<number, [number, number]> = {
      6: [5.431, 11.714],
      7: [6.688, 13.244],
      8: [8.714, 17.136],
      9: [6.416, 22.262],
      16: [3.369, 10.184],
      17: [5.821, 14.546],
      23: [4.093, 8.434],
      29: [5.429, 6.936],
      30: [3.701, 8.926],
      35: [5.692, 17.52],
      53: [5.431, 11.44],
    };
    for (const [z, [chi, j]] of Object.entries(expected)) {
      expect(MEPO_PARAMETERS[Number(z)]!.chi, z).toBe(chi);
      expect(MEPO_PARAMETERS[Number(z)]!.j, z).toBeCloseTo(j, 10);
      expect(MEPO_PARAMETERS[Number(z)]!.radius, z).toBe(GMP_PARAMETERS[Number(z)]!.radius);
    }
    // Hydrogen keeps Rappé & Goddard's values, as eGULP does for an element its file does not list.
    expect(MEPO_PARAMETERS[1]).toBe(QEQ_PARAMETERS[1]);
    expect(
      Object.keys(MEPO_PARAMETERS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([1, 6, 7, 8, 9, 16, 17, 23, 29, 30, 35, 53]);
  });
});

describe('GMP-QEq and MEPO-QEq on a cell', () => {
  // A zinc oxide cell (wurtzite, a 3.25 Å, c 5.207 Å, u 0.382): every pair has many images.
  const zno = crystal(cellFromParameters({ a: 3.25, b: 3.25, c: 5.207, alpha: 90, beta: 90, gamma: 120 }), [
    ['Zn', 1 / 3, 2 / 3, 0],
    ['Zn', 2 / 3, 1 / 3, 0.5],
    ['O', 1 / 3, 2 / 3, 0.382],
    ['O', 2 / 3, 1 / 3, 0.882],
  ]);

  it('give Zn a positive charge, symmetric sites equal, neutral cell', () => {
    for (const compute of [gmpQeqCharges, mepoQeqCharges]) {
      const q = compute(zno, { netCharge: 0 });
      expect(q[0]).toBeGreaterThan(0.2);
      expect(q[1]).toBeCloseTo(q[0]!, 8);
      expect(q[2]).toBeCloseTo(q[3]!, 8);
      expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(0, 12);
    }
  });

  it('are offered on the command line by name and refuse an element without a value, naming it', () => {
    expect(findChargeMethod('gmp-qeq')?.id).toBe('GMP-QEq');
    expect(findChargeMethod('mepo-qeq')?.id).toBe('MEPO-QEq');
    const mgo = crystal(cellFromParameters({ a: 4.21, b: 4.21, c: 4.21, alpha: 90, beta: 90, gamma: 90 }), [
      ['Mg', 0, 0, 0],
      ['O', 0.5, 0.5, 0.5],
    ]);
    expect(() => mepoQeqCharges(mgo, { netCharge: 0 })).toThrow(
      'MEPO-QEq has no parameters for Mg (atoms 1).',
    );
    expect(gmpQeqCharges(mgo, { netCharge: 0 })[0]).toBeGreaterThan(0);
  });
});
