import type { LammpsTopology } from './model.js';

/** The styles a topology uses, in order of first use; more than one means `hybrid`. */
export const stylesOf = (t: LammpsTopology): string[] => [...new Set(t.coeffs.map((c) => c.style))];

/** `bond_style harmonic`, or `hybrid harmonic morse` when several styles are in use. */
export function styleCommand(t: LammpsTopology): string {
  const styles = stylesOf(t);
  return styles.length > 1 ? `hybrid ${styles.join(' ')}` : (styles[0] ?? 'zero');
}
