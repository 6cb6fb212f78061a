import type { EnergyTerms } from '../energy-terms.js';
import { ENERGY_TERMS } from '../energy-terms.js';

/** Tolerance of the cross-engine tests: 1e-4 relative or 1e-3 kJ/mol absolute, whichever is larger. */
export const RELATIVE_TOLERANCE = 1e-4;
export const ABSOLUTE_TOLERANCE = 1e-3;

export interface TermDifference {
  readonly term: keyof EnergyTerms;
  readonly a: number;
  readonly b: number;
  readonly absolute: number;
  /** |a − b| / max(|a|, |b|); 0 when both are 0. */
  readonly relative: number;
  readonly within: boolean;
}

export function compareEnergies(a: EnergyTerms, b: EnergyTerms): TermDifference[] {
  return ENERGY_TERMS.map((term) => {
    const absolute = Math.abs(a[term] - b[term]);
    const scale = Math.max(Math.abs(a[term]), Math.abs(b[term]));
    const relative = scale === 0 ? 0 : absolute / scale;
    const within = absolute <= Math.max(RELATIVE_TOLERANCE * scale, ABSOLUTE_TOLERANCE);
    return { term, a: a[term], b: b[term], absolute, relative, within };
  });
}
