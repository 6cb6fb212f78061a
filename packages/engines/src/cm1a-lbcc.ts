import type { Molecule } from '@topoforge/chem';
import { LIGPARGEN_CM1A_SCALE, lbccCorrect, requireLbccNeutral } from '@topoforge/chem';
import type { AtomicChargeOptions } from './am1bcc.js';
import type { Cm1aResult } from './cm1a.js';
import { cm1aCharges } from './cm1a.js';

export interface Cm1aLbccOptions extends AtomicChargeOptions {
  /**
   * Each atom's OPLS-AA bond type (CT, CA, OH, C_2 …: the oplsaa.ff bond_type of its opls_NNN type),
   * or a function giving them, called only once the molecule is known to be neutral.
   */
  readonly bondTypes: readonly string[] | (() => readonly string[]);
  /** AM1 geometry optimisation first (default true); false keeps the input geometry. */
  readonly optimize?: boolean;
}

export interface Cm1aLbccResult extends Cm1aResult {
  /** The 1.14×CM1A charges before the bond-charge corrections. */
  readonly uncorrected: Float64Array;
}

/**
 * 1.14*CM1A-LBCC (Dodda, Vilseck, Tirado-Rives & Jorgensen, J. Phys. Chem. B 2017, 121, 3864):
 * 1.14×CM1A from MOPAC's AM1 (cm1a.ts), then the localized bond-charge corrections of
 * charges/lbcc on the atoms' OPLS-AA bond types (the result names the AM1 attempt, as cm1a.ts). A charged molecule is refused before anything
 * runs: the corrections are published for neutral molecules only.
 */
export async function cm1aLbccCharges(mol: Molecule, options: Cm1aLbccOptions): Promise<Cm1aLbccResult> {
  requireLbccNeutral(options.netCharge);
  const bondTypes = typeof options.bondTypes === 'function' ? options.bondTypes() : options.bondTypes;
  const base = await cm1aCharges(mol, {
    netCharge: options.netCharge,
    scale: LIGPARGEN_CM1A_SCALE,
    ...(options.optimize === undefined ? {} : { optimize: options.optimize }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.command === undefined ? {} : { command: options.command }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  return { ...base, uncorrected: base.charges, charges: lbccCorrect(mol, base.charges, bondTypes) };
}
