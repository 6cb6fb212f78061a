import { ANGSTROM_PER_BOHR } from '../esp-design.js';

/**
 * The exact potential (hartree/e) of point charges (e) at the atom positions, at grid points (Å):
 * V_i = Σ_j q_j / r_ij with r in bohr. The known answer the RESP tests fit back.
 */
export function pointChargePotential(
  atoms: Float64Array,
  charges: readonly number[],
  points: Float64Array,
): Float64Array {
  const v = new Float64Array(points.length / 3);
  for (let i = 0; i < v.length; i++) {
    let sum = 0;
    charges.forEach((q, j) => {
      const r = Math.hypot(
        points[3 * i]! - atoms[3 * j]!,
        points[3 * i + 1]! - atoms[3 * j + 1]!,
        points[3 * i + 2]! - atoms[3 * j + 2]!,
      );
      sum += (q * ANGSTROM_PER_BOHR) / r;
    });
    v[i] = sum;
  }
  return v;
}
