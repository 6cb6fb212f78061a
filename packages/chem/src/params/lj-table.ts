import type { NonbondedDefaults } from '../core/system.js';
import type { ForceFieldParameters } from '../forcefields/amber-dat/types.js';
import { amberEnergy, rStarToSigma } from './amber-units.js';

export interface TypeNonbonded {
  /** g/mol; undefined when the file gives no mass for the type. */
  readonly mass: number | undefined;
  /** nm. */
  readonly sigma: number;
  /** kJ/mol. */
  readonly epsilon: number;
  /** 1-based line of the 6-12 entry. */
  readonly line: number;
}

/** Mass and 6-12 parameters of one atom type exactly as the parameter file gives them (no estimation). */
export function typeNonbonded(ff: ForceFieldParameters, type: string): TypeNonbonded | undefined {
  const lj = ff.nonbonded.get(type);
  if (!lj) return undefined;
  return {
    mass: ff.masses.get(type)?.mass,
    sigma: rStarToSigma(lj.rStar),
    epsilon: amberEnergy(lj.epsilon),
    line: lj.line,
  };
}

/**
 * σij and εij by a GROMACS combination rule: 2 (Lorentz–Berthelot) takes the arithmetic mean of σ and
 * the geometric mean of ε; 1 (geometric C6, C12) and 3 take geometric means of both, which for rule 1
 * is the same pair potential written in σ, ε.
 */
export function combineLennardJones(
  rule: NonbondedDefaults['combinationRule'],
  a: { readonly sigma: number; readonly epsilon: number },
  b: { readonly sigma: number; readonly epsilon: number },
): { sigma: number; epsilon: number } {
  const epsilon = Math.sqrt(a.epsilon * b.epsilon);
  const sigma = rule === 2 ? (a.sigma + b.sigma) / 2 : Math.sqrt(a.sigma * b.sigma);
  return { sigma, epsilon };
}
