import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { symmetryClasses } from '../../perception/symmetry.js';

export interface FinalizeOptions {
  readonly netCharge: number;
  /** Multiplies every charge (spec 000 §5: parsed as a float); default 1. */
  readonly scale?: number;
  /** Decimals written; default 6. */
  readonly decimals?: number;
  /** Symmetry classes when the caller has them already (perception/symmetry.ts). */
  readonly classes?: Uint32Array;
}

/**
 * The rules every charge method's output goes through before it is shown or written:
 * 1. symmetry: charges are averaged over each topological symmetry class (symmetryClasses), so
 *    equivalent atoms get equal charges whatever the geometry or the method's noise;
 * 2. net charge: a residual Q − Σq (a method that ignores the net charge, scaling of an ion) is
 *    spread equally over all atoms, which keeps classes equal;
 * 3. scale: every charge is multiplied by `scale`, then step 2 runs again so the sum stays Q
 *    (for an ion, scaling a charge distribution must not change its total);
 * 4. rounding to `decimals`, then the rounding residual — k units of 10^−decimals — is put back:
 *    on one whole symmetry class whose size divides k (the class of largest |q| first), so classes
 *    stay equal; when no class fits, one unit each on the |k| atoms of largest |q| (ties: lower
 *    index), which can split a class by 10^−decimals. The written charges then sum to Q exactly.
 */
export function finalizeCharges(mol: Molecule, raw: Float64Array, options: FinalizeOptions): Float64Array {
  const { netCharge, scale = 1, decimals = 6 } = options;
  if (raw.length !== mol.atomCount) {
    throw new ChemError('invalid-molecule', `Expected ${mol.atomCount} charges, got ${raw.length}.`);
  }
  if (!Number.isFinite(scale) || !raw.every(Number.isFinite)) {
    throw new ChemError('invalid-molecule', 'Charges and the scale factor must be finite numbers.');
  }
  if (mol.atomCount === 0) return new Float64Array(0);
  const classes = options.classes ?? symmetryClasses(mol);
  const averaged = shiftToTotal(averageOverClasses(raw, classes), netCharge);
  const scaled = shiftToTotal(
    averaged.map((q) => q * scale),
    netCharge,
  );
  return roundConserving(scaled, classes, netCharge, decimals);
}

function averageOverClasses(q: Float64Array, classes: Uint32Array): Float64Array {
  const sum = new Map<number, number>();
  const count = new Map<number, number>();
  classes.forEach((c, i) => {
    sum.set(c, (sum.get(c) ?? 0) + q[i]!);
    count.set(c, (count.get(c) ?? 0) + 1);
  });
  return Float64Array.from(classes, (c) => sum.get(c)! / count.get(c)!);
}

function shiftToTotal(q: Float64Array, total: number): Float64Array {
  const shift = (total - q.reduce((s, v) => s + v, 0)) / q.length;
  return q.map((v) => v + shift);
}

function roundConserving(
  q: Float64Array,
  classes: Uint32Array,
  total: number,
  decimals: number,
): Float64Array {
  const unit = 10 ** decimals;
  const units = Array.from(q, (v) => Math.round(v * unit));
  const k = Math.round(total * unit) - units.reduce((s, v) => s + v, 0);
  if (k !== 0) spreadUnits(units, q, classes, k);
  return Float64Array.from(units, (u) => u / unit);
}

function spreadUnits(units: number[], q: Float64Array, classes: Uint32Array, k: number): void {
  const byMagnitude = units.map((_, i) => i).sort((i, j) => Math.abs(q[j]!) - Math.abs(q[i]!) || i - j);
  const members = new Map<number, number[]>();
  byMagnitude.forEach((i) => members.set(classes[i]!, [...(members.get(classes[i]!) ?? []), i]));
  for (const atoms of members.values()) {
    if (k % atoms.length !== 0) continue;
    for (const i of atoms) units[i]! += k / atoms.length;
    return;
  }
  const step = Math.sign(k);
  for (let n = 0; n < Math.abs(k); n++) units[byMagnitude[n % byMagnitude.length]!]! += step;
}
