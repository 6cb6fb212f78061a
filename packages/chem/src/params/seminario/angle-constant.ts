import type { Vec3 } from '../../core/vec3.js';
import { add, cross, dot, scale } from '../../core/vec3.js';
import { blockProjection } from './block-projection.js';
import type { HessianFrame } from './seminario-geometry.js';
import { anglePlane, block, perpendicular, unit } from './seminario-geometry.js';

export interface AngleFit {
  /** Degrees. */
  readonly theta0: number;
  /** kJ/mol/rad², for E = ½ kθ (θ − θ0)² (GROMACS angle funct 1). */
  readonly k: number;
}

/** Directions sampled around the axis of a linear angle, whose plane is undefined. */
const LINEAR_SAMPLES = 72;

/**
 * Modified Seminario angle constant (Allen, Payne & Cole 2018, eq 14): the A–B and C–B blocks projected
 * on the in-plane perpendiculars u_PA, u_PC, each divided by its modified-Seminario factor, combined as
 * two springs in series: 1/kθ = 1/(R_AB² k_A) + 1/(R_CB² k_C). kθ is the harmonic k of ½ kθ (θ − θ0)²;
 * the paper and ModSeminario_Py print half of it (E = k (θ − θ0)²) in kcal/mol/rad².
 * A linear angle (within 0.6° of 180°) has no plane: kθ is the mean over directions around the axis,
 * with factors 1, as the reference implementation intends for that case.
 */
export function angleConstant(
  frame: HessianFrame,
  atoms: readonly [number, number, number],
  factors: readonly [number, number],
): AngleFit {
  const [a, b, c] = atoms;
  const plane = anglePlane(frame, a, b, c);
  const theta0 = (Math.acos(Math.max(-1, Math.min(1, dot(plane.ab.u, plane.cb.u)))) * 180) / Math.PI;
  const blockA = block(frame, a, b);
  const blockC = block(frame, c, b);
  const series = (uPA: Vec3, uPC: Vec3, fA: number, fC: number): number => {
    const kA = -blockProjection(blockA, uPA) / fA;
    const kC = -blockProjection(blockC, uPC) / fC;
    return Math.abs(1 / (1 / (plane.ab.length ** 2 * kA) + 1 / (plane.cb.length ** 2 * kC)));
  };
  if (!plane.linear) return { theta0, k: series(plane.uPA, plane.uPC, factors[0], factors[1]) };
  const p = perpendicular(plane.ab.u);
  const q = cross(plane.ab.u, p);
  let sum = 0;
  for (let s = 0; s < LINEAR_SAMPLES; s++) {
    const phi = (2 * Math.PI * s) / LINEAR_SAMPLES;
    const uN = unit(add(scale(p, Math.cos(phi)), scale(q, Math.sin(phi))));
    sum += series(unit(cross(uN, plane.ab.u)), unit(cross(plane.cb.u, uN)), 1, 1);
  }
  return { theta0, k: sum / LINEAR_SAMPLES };
}
