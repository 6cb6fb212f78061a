import { blockProjection } from './block-projection.js';
import type { HessianFrame } from './seminario-geometry.js';
import { block, bondVector } from './seminario-geometry.js';

export interface BondFit {
  /** nm. */
  readonly b0: number;
  /** kJ/mol/nm², for E = ½ kb (r − b0)² (GROMACS bond funct 1). */
  readonly kb: number;
}

/**
 * Seminario bond constant (Allen, Payne & Cole 2018, eq 10; Seminario 1996): minus the projection
 * of the A–B interatomic block's eigenpairs onto the bond, averaged over the A→B and B→A blocks as the
 * reference implementation does. This is the harmonic k of E = ½ k (r − r0)²; the paper's tables
 * and ModSeminario_Py print half of it (OPLS/AMBER E = k (r − r0)²) in kcal/mol/Å².
 */
export function bondConstant(frame: HessianFrame, a: number, b: number): BondFit {
  const ab = bondVector(frame, a, b);
  const ba = bondVector(frame, b, a);
  const kAB = -blockProjection(block(frame, a, b), ab.u);
  const kBA = -blockProjection(block(frame, b, a), ba.u);
  return { b0: ab.length, kb: (kAB + kBA) / 2 };
}
