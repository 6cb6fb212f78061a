import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChargeMethod, Molecule } from '@topoforge/chem';
import {
  CHARGE_METHODS,
  finalizeCharges,
  findChargeMethod,
  loadMmff94Tables,
  mmff94Charges,
} from '@topoforge/chem';
import { am1bccCharges, cm1aCharges, cm5Charges, isProgramError, xtbRespCharges } from '@topoforge/engines';
import { describeSystemError, FileError, UsageError } from './errors.js';

/**
 * The charge methods the command line offers (`charges`, and `build --charges METHOD`): each method of
 * the chem registry with a CLI name, computed in-process or through the engines package, then put
 * through the shared rules (finalizeCharges).
 */
/** Where Debian's openbabel package keeps the Merck MMFF94 tables. */
const MMFF94_DIR = '/usr/share/openbabel/3.1.1';
export const CHARGE_DECIMALS = 6;

export type Compute = (mol: Molecule, netCharge: number) => Float64Array | Promise<Float64Array>;

/** How this build computes each method offered on the command line, by CLI name. */
const PROVIDERS: Readonly<Record<string, Compute>> = {
  mmff94: (mol) => mmff94Charges(mol, mmffTables()),
  am1bcc: async (mol, netCharge) => (await am1bccCharges(mol, { netCharge })).charges,
  cm1a: async (mol, netCharge) => (await cm1aCharges(mol, { netCharge, scale: 1 })).charges,
  '1.14cm1a': async (mol, netCharge) => (await cm1aCharges(mol, { netCharge, scale: 1.14 })).charges,
  cm5: async (mol, netCharge) => (await cm5Charges(mol, { netCharge, scale: 1 })).charges,
  '1.2cm5': async (mol, netCharge) => (await cm5Charges(mol, { netCharge, scale: 1.2 })).charges,
  'xtb-resp': async (mol, netCharge) => (await xtbRespCharges(mol, { netCharge })).charges,
};

export const cliMethods = (): ChargeMethod[] => CHARGE_METHODS.filter((m) => m.cliName !== undefined);

function mmffTables(): ReturnType<typeof loadMmff94Tables> {
  return loadMmff94Tables((name) => {
    try {
      return readFileSync(join(MMFF94_DIR, name), 'utf8');
    } catch (e) {
      throw new FileError(
        `cannot read the MMFF94 table ${join(MMFF94_DIR, name)}: ${describeSystemError(e)}`,
      );
    }
  });
}

export function computeFor(method: ChargeMethod): Compute {
  const pure = method.provider.kind === 'chem' ? method.provider.compute : undefined;
  const compute = pure
    ? (mol: Molecule, netCharge: number) => pure(mol, { netCharge })
    : PROVIDERS[method.cliName ?? ''];
  if (!compute) throw new FileError(`method ${method.cliName ?? method.id} is not available in this build.`);
  return compute;
}

/** A program that fails (missing, time-out, unreadable output) is a failure of this input, exit code 1. */
export async function runMethod(compute: Compute, mol: Molecule, netCharge: number): Promise<Float64Array> {
  try {
    return await compute(mol, netCharge);
  } catch (e) {
    if (isProgramError(e)) throw new FileError(e.message);
    throw e;
  }
}

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

/** Charges by `method` for a perceived molecule, after the shared rules, summing to `netCharge`. */
export async function computeCharges(
  mol: Molecule,
  method: ChargeMethod,
  options: { readonly netCharge: number; readonly scale: number },
): Promise<Float64Array> {
  const raw = await runMethod(computeFor(method), mol, options.netCharge);
  return finalizeCharges(mol, raw, { ...options, decimals: CHARGE_DECIMALS });
}
