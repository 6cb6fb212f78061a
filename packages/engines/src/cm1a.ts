import type { Molecule } from '@topoforge/chem';
import type { LIGPARGEN_CM1A_SCALE } from '@topoforge/chem';
import { ChemError, cm1aFromAm1 } from '@topoforge/chem';
import type { AtomicChargeOptions, AtomicChargeResult } from './am1bcc.js';
import { runMopac } from './mopac.js';

export interface Cm1aOptions extends AtomicChargeOptions {
  /** 1 for CM1A ('cm1a'), 1.14 for LigParGen's '1.14xCM1A'. */
  readonly scale: 1 | typeof LIGPARGEN_CM1A_SCALE;
  /** AM1 geometry optimisation first (default true); false keeps the input geometry (single point). */
  readonly optimize?: boolean;
}

/**
 * CM1A charges (optionally ×1.14) from an AM1 optimisation in MOPAC: the ZDO charges and the
 * bond-index matrix feed the CM1A mapping (charges/cm1). The 1.14 scale is LigParGen's for neutral
 * molecules; on an ion it would change the total charge, so it is refused there (LigParGen itself
 * uses unscaled CM1A for ions).
 */
export async function cm1aCharges(mol: Molecule, options: Cm1aOptions): Promise<AtomicChargeResult> {
  if (options.scale !== 1 && Math.round(options.netCharge) !== 0) {
    throw new ChemError(
      'invalid-molecule',
      '1.14×CM1A is defined for neutral molecules only; use CM1A for ions.',
    );
  }
  const am1 = await runMopac(mol, {
    netCharge: options.netCharge,
    ...(options.optimize === undefined ? {} : { optimize: options.optimize }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.command === undefined ? {} : { command: options.command }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  return { charges: cm1aFromAm1(mol.elements, am1.charges, am1.bondOrders, options.scale), am1 };
}
