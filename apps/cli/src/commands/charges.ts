import type { ChargeMethod, Molecule } from '@topoforge/chem';
import type { Am1Report } from '@topoforge/engines';
import { am1SourceLine } from '../am1-source.js';
import { perceive, symbolOf } from '@topoforge/chem';
import { parseCommandArgs, parseNumber, stringOption } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { CHARGE_DECIMALS, cliMethods, computeCharges, resolveChargeMethod } from '../charge-methods.js';
import { UsageError } from '../errors.js';
import type { Output } from '../output.js';
import { defaultNetCharge } from '../net-charge.js';
import { loadStructure, STRUCTURE_OPTIONS, structureSource } from '../structure-input.js';

export const CHARGES_USAGE =
  'topoforge charges IN|--smiles SMILES --method M [--net-charge N] [--scale S] [--from FMT] [--json]';

/**
 * Partial charges of IN's first record by one method, after the shared rules (finalizeCharges:
 * symmetry-equal atoms equal, scaled, rounded to 6 decimals, summing to the net charge). Bonds and
 * orders are perceived when the file lacks them. The net charge defaults to the sum of the formal
 * charges (read or perceived). With --json: an object with the method and the atoms, or for a periodic
 * input (a cell: CIF, POSCAR …) the array of charges in file order.
 */
export async function chargesCommand(args: readonly string[], output: Output): Promise<number> {
  const parsed = parseCommandArgs(args, {
    ...STRUCTURE_OPTIONS,
    method: { type: 'string' },
    'net-charge': { type: 'string' },
    scale: { type: 'string' },
    json: { type: 'boolean' },
  });
  const { values } = parsed;
  const { source } = structureSource('charges', parsed);
  const name = stringOption(values.method);
  const known = cliMethods()
    .map((m) => m.cliName)
    .join(', ');
  if (name === undefined) throw new UsageError(`'charges' needs --method (one of ${known}).`);
  const method = resolveChargeMethod(name);
  const requested = parseNumber('net-charge', stringOption(values['net-charge']), true);
  const scale = parseNumber('scale', stringOption(values.scale), false) ?? 1;

  const { label: input, molecule: first } = await loadStructure(source, output);
  const perceived = perceive(first, requested === undefined ? {} : { totalCharge: requested });
  for (const d of perceived.diagnostics) output.err(diagnosticLine(input, d));
  const mol = perceived.molecule;
  const netCharge = requested ?? defaultNetCharge(mol);

  let am1: Am1Report | undefined;
  const charges = await computeCharges(mol, method, { netCharge, scale, onAm1: (r) => (am1 = r) });
  const am1Line = am1 === undefined ? undefined : am1SourceLine(method.id, am1);
  if (am1Line !== undefined) output.err(am1Line);
  printCharges(output, mol, method, { netCharge, scale, charges, json: values.json === true, am1 });
  return 0;
}

interface Printed {
  readonly netCharge: number;
  readonly scale: number;
  readonly charges: Float64Array;
  readonly json: boolean;
  /** AM1-BCC and the CM1A types: the AM1 attempt the charges come from (`am1Attempt` in --json). */
  readonly am1: Am1Report | undefined;
}

function printCharges(output: Output, mol: Molecule, method: ChargeMethod, p: Printed): void {
  const atoms = Array.from(p.charges, (charge, i) => ({
    id: i + 1,
    element: symbolOf(mol.elements[i] ?? 0),
    charge,
  }));
  // Issue 17 item 7: for a periodic structure (a cell), --json is the bare array of charges in file order.
  if (p.json && mol.cell) {
    output.out(JSON.stringify(Array.from(p.charges)));
    return;
  }
  if (p.json) {
    const source = p.am1 === undefined ? {} : { am1Attempt: p.am1.attempt };
    const json = { method: method.id, netCharge: p.netCharge, scale: p.scale, ...source, atoms };
    output.out(JSON.stringify(json, null, 2));
    return;
  }
  output.out(`# ${method.label}; net charge ${p.netCharge}; scale ${p.scale}`);
  for (const a of atoms) output.out(`${a.id} ${a.element} ${a.charge.toFixed(CHARGE_DECIMALS)}`);
}
