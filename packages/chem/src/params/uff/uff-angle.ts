import type { AngleParameter, Provenance } from '../../core/system.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import type { UffAtomParameters } from '../../forcefields/uff/uff-prm.js';
import { angleForceConstant, bondLength } from './uff-rules.js';

/**
 * The angle I–J–K (Rappé et al. 1992, eqs 10–13) from the central type's geometry: linear centres
 * (third character 1, or θ0 = 180°) E = K (1 + cos θ); trigonal (2, R) E = K/9 (1 − cos 3θ);
 * square-planar and octahedral (4, 6) E = K/16 (1 − cos 4θ) — CosinePeriodicAngle with c = −1 — and
 * every other centre the Fourier form E = K (C0 + C1 cos θ + C2 cos 2θ) about the type's θ0
 * (FourierAngle). Open Babel 3.1 writes the trigonal and square/octahedral cases in other forms with
 * the same minima, and computes K with 644.12 for 664.12; the tests say so where they compare.
 */
export function uffAngle(
  i: UffAtomParameters,
  j: UffAtomParameters,
  k: UffAtomParameters,
  orderIJ: number,
  orderJK: number,
  provenance: Provenance,
): AngleParameter {
  const geometry = j.type[2] ?? '';
  const linear = geometry === '1' || j.theta0 >= 179.99;
  // Eq 13 takes the central type's own θ0 whatever the form.
  const K =
    angleForceConstant(i, k, bondLength(i, j, orderIJ), bondLength(j, k, orderJK), j.theta0) * KJ_PER_KCAL;
  if (linear) return { funct: 102, theta0: 180, k: K, c: 1, multiplicity: 1, provenance };
  if (geometry === '2' || geometry === 'R') {
    return { funct: 102, theta0: 120, k: K / 9, c: -1, multiplicity: 3, provenance };
  }
  if (geometry === '4' || geometry === '6') {
    return { funct: 102, theta0: 90, k: K / 16, c: -1, multiplicity: 4, provenance };
  }
  return { funct: 101, theta0: j.theta0, k: K, provenance };
}
