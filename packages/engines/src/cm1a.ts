import type { Molecule } from '@topoforge/chem';
import type { LIGPARGEN_CM1A_SCALE } from '@topoforge/chem';
import { ChemError, cm1aFromAm1 } from '@topoforge/chem';
import type { Am1bccResult, AtomicChargeOptions } from './am1bcc.js';
import { AM1_RECIPES, runAm1WithFallbacks } from './mopac-fallbacks.js';

export interface Cm1aOptions extends AtomicChargeOptions {
  /** 1 for CM1A ('cm1a'), 1.14 for LigParGen's '1.14xCM1A'. */
  readonly scale: 1 | typeof LIGPARGEN_CM1A_SCALE;
  /** AM1 geometry optimisation first (default true); false keeps the input geometry (single point). */
  readonly optimize?: boolean;
}

/** CM1A charges and, as for AM1-BCC, the AM1 attempt of the fallback ladder they come from. */
export type Cm1aResult = Am1bccResult;

/**
 * The ladder for a single point on the input geometry: the rungs that change the optimiser (BFGS) or
 * drop the optimisation (input-geometry) would repeat an attempt already made.
 */
export const SINGLE_POINT_RECIPES = AM1_RECIPES.filter((r) => r.id !== 'bfgs' && r.id !== 'input-geometry');

/**
 * CM1A charges (optionally ×1.14) from an AM1 optimisation in MOPAC: the ZDO charges and the
 * bond-index matrix feed the CM1A mapping (charges/cm1). The AM1 run goes through AM1-BCC's fallback
 * ladder (mopac-fallbacks.ts; its first attempt is exactly the standard run), and the result names the
 * attempt used. The 1.14 scale is LigParGen's for neutral molecules; on an ion it would change the
 * total charge, so it is refused there (LigParGen itself uses unscaled CM1A for ions).
 */
export async function cm1aCharges(mol: Molecule, options: Cm1aOptions): Promise<Cm1aResult> {
  if (options.scale !== 1 && Math.round(options.netCharge) !== 0) {
    throw new ChemError(
      'invalid-molecule',
      '1.14×CM1A is defined for neutral molecules only; use CM1A for ions.',
    );
  }
  const { am1, attempt, attempts } = await runAm1WithFallbacks(
    mol,
    {
      netCharge: options.netCharge,
      ...(options.optimize === undefined ? {} : { optimize: options.optimize }),
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
      ...(options.command === undefined ? {} : { command: options.command }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    },
    options.optimize === false ? SINGLE_POINT_RECIPES : AM1_RECIPES,
  );
  const charges = cm1aFromAm1(mol.elements, am1.charges, am1.bondOrders, options.scale);
  return { charges, am1, attempt, attempts };
}
