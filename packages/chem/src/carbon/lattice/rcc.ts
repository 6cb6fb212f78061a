import { checkRange } from './carbon-error.js';

/** The spec's default C–C bond length (001 §3 nanomaterial forms), Å. */
export const DEFAULT_RCC = 1.42;

/**
 * Bounds chem accepts for Rcc, Å: beyond what any carbon network has (C≡C 1.20, C–C 1.54), so the spec's
 * input (2 decimals, step 0.01, no bound given) can be honoured without building nonsense.
 */
export const RCC_MIN = 1.0;
export const RCC_MAX = 2.0;

/** C–H bond length of the H termination, Å (the 1.09 Å, aromatic C–H). */
export const CH_BOND = 1.09;

/** Rcc as used: checked, then rounded to the spec's 2 decimals (the description reports this value). */
export function checkRcc(rcc: number): number {
  return Math.round(checkRange('rcc', 'Rcc', rcc, RCC_MIN, RCC_MAX) * 100) / 100;
}
