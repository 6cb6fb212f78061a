import { describe, expect, it } from 'vitest';
import { slaterCoulomb } from './slater-coulomb.js';

/**
 * Closed form for two 1s Slater densities with the same exponent ζ (e.g. Szabo & Ostlund-style
 * derivation; also the H₂⁺ Coulomb integral): J(R) = 1/R − e^(−2ζR)(1/R + 11ζ/8 + 3ζ²R/4 + ζ³R²/6).
 */
const equal1s = (zeta: number, r: number): number =>
  1 / r -
  Math.exp(-2 * zeta * r) * (1 / r + (11 * zeta) / 8 + (3 * zeta * zeta * r) / 4 + (zeta ** 3 * r * r) / 6);

describe('slaterCoulomb', () => {
  it('matches the closed form for two equal 1s densities to 1e-9 hartree', () => {
    for (const zeta of [0.8, 1.0698, 1.5]) {
      for (const r of [0.3, 1, 1.4, 2.5, 5, 10]) {
        expect(Math.abs(slaterCoulomb({ n: 1, zeta }, { n: 1, zeta }, r) - equal1s(zeta, r))).toBeLessThan(
          1e-9,
        );
      }
    }
  });

  it('tends to 5ζ/8 as R → 0 and to 1/R far apart', () => {
    expect(slaterCoulomb({ n: 1, zeta: 1 }, { n: 1, zeta: 1 }, 1e-4)).toBeCloseTo(5 / 8, 4);
    expect(slaterCoulomb({ n: 2, zeta: 0.8563 }, { n: 3, zeta: 0.9154 }, 80)).toBe(1 / 80);
  });

  it('is symmetric in its two shells', () => {
    const c = { n: 2, zeta: 0.8563 };
    const cl = { n: 3, zeta: 0.9154 };
    for (const r of [0.5, 2, 3.3, 7]) {
      expect(slaterCoulomb(c, cl, r)).toBeCloseTo(slaterCoulomb(cl, c, r), 9);
    }
  });
});
