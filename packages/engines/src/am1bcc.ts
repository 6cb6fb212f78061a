import type { Molecule } from '@topoforge/chem';
import { BondOrder, am1bccFromAm1, perceive } from '@topoforge/chem';
import type { Am1Attempt } from '@topoforge/contract';
import type { MopacResult } from './mopac.js';
import type { Am1AttemptRecord } from './mopac-fallbacks.js';
import { runAm1WithFallbacks } from './mopac-fallbacks.js';

export interface AtomicChargeOptions {
  /** Net charge of the molecule, e. */
  readonly netCharge: number;
  /** Time-out of the MOPAC run (MOPAC_TIMEOUT_MS by default; MOPAC_PREMIUM_TIMEOUT_MS for premium). */
  readonly timeoutMs?: number;
  /** MOPAC executable (default `mopac`). */
  readonly command?: string;
  /** Aborting it kills the program (ProgramError kind 'cancelled'). */
  readonly signal?: AbortSignal;
}

export interface AtomicChargeResult {
  /** Final charges, e, in atom order; they sum to the net charge. */
  readonly charges: Float64Array;
  /** The AM1 run they come from (optimised geometry, AM1 charges, bond indices). */
  readonly am1: MopacResult;
}

export interface Am1bccResult extends AtomicChargeResult {
  /** Which AM1 attempt of the fallback ladder produced them ('standard' unless the SCF failed). */
  readonly attempt: Am1Attempt;
  /** Every AM1 attempt tried, in order, with its time and, for the failed ones, why. */
  readonly attempts: readonly Am1AttemptRecord[];
}

/**
 * AM1-BCC charges: AM1 geometry optimisation and charges from MOPAC, then the bond charge corrections
 * and symmetry averaging of charges/bcc. When the AM1 SCF does not converge, the AM1 run is retried by
 * the fallback ladder of mopac-fallbacks.ts (convergers, BFGS, another starting density, the input
 * geometry); the result names the attempt that produced the charges.
 *
 * Which AM1 charges: MOPAC's default NET ATOMIC CHARGES (ATOM_CHARGES in the AUX file), not the MULLIK
 * ones. Evidence: AmberTools' sqm, which antechamber runs for `-c bcc`, prints "Mulliken Charge" from
 * qm2_calc_mulliken (sqm/qm2_calc_charges.F90), which is the core charge minus the diagonal of the
 * density matrix, i.e. the NDDO/ZDO population MOPAC prints by default; when antechamber drives MOPAC
 * instead (charge.c, rmopcharge) it reads exactly the "NET ATOMIC CHARGES AND DIPOLE CONTRIBUTIONS"
 * block. MOPAC's MULLIK keyword re-analyses the density in the non-orthogonal AO basis (methanol C:
 * −0.198 there against −0.073 ZDO), a population the BCCs were never fitted on. On the 65 FreeSolv
 * molecules of the validation (scripts/validate-charges.ts) the ZDO charges give a median RMSE of
 * 0.0013 e against OpenEye's AM1-BCC, the MULLIK charges 0.069 e.
 */
export async function am1bccCharges(mol: Molecule, options: AtomicChargeOptions): Promise<Am1bccResult> {
  const typed = withBondOrders(mol, options.netCharge);
  const { am1, attempt, attempts } = await runAm1WithFallbacks(typed, {
    netCharge: options.netCharge,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.command === undefined ? {} : { command: options.command }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  return { charges: am1bccFromAm1(typed, am1.charges), am1, attempt, attempts };
}

/** BCC typing needs bond orders: perceive them when the input has none. */
export function withBondOrders(mol: Molecule, netCharge: number): Molecule {
  const known = mol.bonds.count > 0 && mol.bonds.order.every((o) => o !== BondOrder.Unknown);
  if (known || mol.atomCount < 2) return mol;
  return perceive(mol, { totalCharge: netCharge }).molecule;
}
