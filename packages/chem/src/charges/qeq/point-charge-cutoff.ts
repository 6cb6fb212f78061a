import type { SlaterShell } from './slater-coulomb.js';
import { POINT_CHARGE_LIMIT, slaterCoulomb } from './slater-coulomb.js';

/**
 * Where J_ij may be replaced by 1/R. |J(R) − 1/R| falls off like e^(−α_min R) times a polynomial, so
 * it is found by tabulation: step R down (in bohr) from slater-coulomb.ts's own limit α_min·R = 40
 * until the difference first exceeds CUTOFF_TOLERANCE, and keep one step of margin. Measured with
 * that tolerance (1e-11 hartree): H–H 9.9 Å, H–C 10.5 Å, C–C 11.1 Å, O–H 9.9 Å (ζ_H = 0.77), against
 * 12.4–13.7 Å for the α·R = 40 rule; for n ≥ 4 shells the difference is still above the tolerance at
 * α·R = 40, and the old limit stays. The error each replaced pair makes (≤ 2.7e-10 eV) moves charges
 * by far less than 1e-6 e even summed over thousands of pairs.
 */
export const CUTOFF_TOLERANCE = 1e-11;
const STEP = 0.05;

export function pointChargeDistance(a: SlaterShell, b: SlaterShell): number {
  const limit = POINT_CHARGE_LIMIT / (2 * Math.min(a.zeta, b.zeta));
  for (let r = limit; r > STEP; r -= STEP) {
    if (Math.abs(slaterCoulomb(a, b, r) - 1 / r) > CUTOFF_TOLERANCE) return Math.min(limit, r + STEP);
  }
  return STEP;
}
