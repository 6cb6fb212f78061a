import type { ChargeMethod, Molecule } from '@topoforge/chem';
import { CHARGE_METHODS, findChargeMethod } from '@topoforge/chem';
import type { Am1Report } from '@topoforge/engines';
import {
  CHARGE_DECIMALS,
  ChargeDataError,
  computeCharges as runCharges,
  isProgramError,
  UnavailableChargeMethodError,
} from '@topoforge/engines';
import { FileError, UsageError } from './errors.js';

/**
 * The charge methods the command line offers (`charges`, and `build --charges METHOD`): each method of
 * the chem registry with a CLI name, computed by the engines package's dispatcher (shared with the
 * server), then put through the shared rules (finalizeCharges).
 */
export { CHARGE_DECIMALS };

export const cliMethods = (): ChargeMethod[] => CHARGE_METHODS.filter((m) => m.cliName !== undefined);

/** The method a command-line name (cm5, 1.2cm5, am1bcc …) or spec id (AM1-BCC …) stands for. */
export function resolveChargeMethod(name: string): ChargeMethod {
  const method = findChargeMethod(name.toLowerCase()) ?? findChargeMethod(name);
  if (!method?.cliName) {
    const known = cliMethods()
      .map((m) => m.cliName)
      .join(', ');
    throw new UsageError(`unknown charge method '${name}'; known: ${known}.`);
  }
  return method;
}

/**
 * Charges by `method` for a perceived molecule, after the shared rules, summing to `netCharge`. A
 * program that fails (missing, time-out, unreadable output), a method this build lacks and a missing
 * data file are failures of this run, exit code 1.
 */
export async function computeCharges(
  mol: Molecule,
  method: ChargeMethod,
  options: {
    readonly netCharge: number;
    readonly scale: number;
    /** AM1-BCC and the CM1A types: told which AM1 attempt of the fallback ladder gave the charges. */
    readonly onAm1?: (report: Am1Report) => void;
  },
): Promise<Float64Array> {
  try {
    return await runCharges(method, mol, { ...options, decimals: CHARGE_DECIMALS });
  } catch (e) {
    if (e instanceof UnavailableChargeMethodError) {
      throw new FileError(`method ${method.cliName ?? method.id} is not available in this build.`);
    }
    if (isProgramError(e) || e instanceof ChargeDataError) throw new FileError(e.message);
    throw e;
  }
}
