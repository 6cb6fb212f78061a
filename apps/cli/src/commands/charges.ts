import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChargeMethod, Molecule } from '@topoforge/chem';
import {
  CHARGE_METHODS,
  finalizeCharges,
  findChargeMethod,
  loadMmff94Tables,
  mmff94Charges,
  perceive,
  symbolOf,
} from '@topoforge/chem';
import { am1bccCharges, cm1aCharges, cm5Charges, isProgramError, xtbRespCharges } from '@topoforge/engines';
import { expectPositionals, parseCommandArgs, stringOption } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { describeSystemError, FileError, UsageError } from '../errors.js';
import type { Output } from '../output.js';
import { readStructure, resolveFormat } from '../structure-files.js';

export const CHARGES_USAGE =
  'topoforge charges IN --method M [--net-charge N] [--scale S] [--from FMT] [--json]';

/** Where Debian's openbabel package keeps the Merck MMFF94 tables. */
const MMFF94_DIR = '/usr/share/openbabel/3.1.1';
const DECIMALS = 6;

type Compute = (mol: Molecule, netCharge: number) => Float64Array | Promise<Float64Array>;

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

const cliMethods = (): ChargeMethod[] => CHARGE_METHODS.filter((m) => m.cliName !== undefined);

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

function computeFor(method: ChargeMethod): Compute {
  const pure = method.provider.kind === 'chem' ? method.provider.compute : undefined;
  const compute = pure
    ? (mol: Molecule, netCharge: number) => pure(mol, { netCharge })
    : PROVIDERS[method.cliName ?? ''];
  if (!compute) throw new FileError(`method ${method.cliName ?? method.id} is not available in this build.`);
  return compute;
}

/** A program that fails (missing, time-out, unreadable output) is a failure of this input, exit code 1. */
async function runMethod(compute: Compute, mol: Molecule, netCharge: number): Promise<Float64Array> {
  try {
    return await compute(mol, netCharge);
  } catch (e) {
    if (isProgramError(e)) throw new FileError(e.message);
    throw e;
  }
}

function parseNumber(name: string, text: string | undefined, integer: boolean): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (text.trim() === '' || !Number.isFinite(value) || (integer && !Number.isInteger(value))) {
    throw new UsageError(`--${name} expects ${integer ? 'an integer' : 'a number'}, got '${text}'.`);
  }
  return value;
}

/**
 * Partial charges of IN's first record by one method, after the shared rules (finalizeCharges:
 * symmetry-equal atoms equal, scaled, rounded to 6 decimals, summing to the net charge). Bonds and
 * orders are perceived when the file lacks them. The net charge defaults to the sum of the formal
 * charges (read or perceived).
 */
export async function chargesCommand(args: readonly string[], output: Output): Promise<number> {
  const { values, positionals } = parseCommandArgs(args, {
    method: { type: 'string' },
    'net-charge': { type: 'string' },
    scale: { type: 'string' },
    from: { type: 'string' },
    json: { type: 'boolean' },
  });
  const [input = ''] = expectPositionals('charges', positionals, ['in']);
  const name = stringOption(values.method);
  const known = cliMethods()
    .map((m) => m.cliName)
    .join(', ');
  if (name === undefined) throw new UsageError(`'charges' needs --method (one of ${known}).`);
  const method = findChargeMethod(name.toLowerCase()) ?? findChargeMethod(name);
  if (!method?.cliName) throw new UsageError(`unknown charge method '${name}'; known: ${known}.`);
  const requested = parseNumber('net-charge', stringOption(values['net-charge']), true);
  const scale = parseNumber('scale', stringOption(values.scale), false) ?? 1;
  const compute = computeFor(method);

  const read = readStructure(input, resolveFormat(input, stringOption(values.from), 'read'));
  for (const d of read.diagnostics) output.err(diagnosticLine(input, d));
  const first = read.molecules[0];
  if (!first) throw new FileError(`${input}: no structure to compute charges for.`);
  const perceived = perceive(first, requested === undefined ? {} : { totalCharge: requested });
  for (const d of perceived.diagnostics) output.err(diagnosticLine(input, d));
  const mol = perceived.molecule;
  const netCharge = requested ?? mol.formalCharges.reduce((s, c) => s + c, 0);

  const raw = await runMethod(compute, mol, netCharge);
  const charges = finalizeCharges(mol, raw, { netCharge, scale, decimals: DECIMALS });
  printCharges(output, mol, method, { netCharge, scale, charges, json: values.json === true });
  return 0;
}

interface Printed {
  readonly netCharge: number;
  readonly scale: number;
  readonly charges: Float64Array;
  readonly json: boolean;
}

function printCharges(output: Output, mol: Molecule, method: ChargeMethod, p: Printed): void {
  const atoms = Array.from(p.charges, (charge, i) => ({
    id: i + 1,
    element: symbolOf(mol.elements[i] ?? 0),
    charge,
  }));
  if (p.json) {
    output.out(JSON.stringify({ method: method.id, netCharge: p.netCharge, scale: p.scale, atoms }, null, 2));
    return;
  }
  output.out(`# ${method.label}; net charge ${p.netCharge}; scale ${p.scale}`);
  for (const a of atoms) output.out(`${a.id} ${a.element} ${a.charge.toFixed(DECIMALS)}`);
}
