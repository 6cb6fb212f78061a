import type { Molecule } from '@topoforge/chem';
import { parseNumber, stringOption } from '../args.js';
import { UsageError } from '../errors.js';
import { lostInConversion } from '../losses.js';
import type { Output } from '../output.js';
import { resolveFormat, writeText } from '../structure-files.js';

/** The output options every carbon build takes. */
export const CARBON_OUT_OPTIONS = {
  out: { type: 'string' },
  to: { type: 'string' },
} as const;

type Values = Readonly<Record<string, string | boolean | undefined>>;

/** --out FILE, required before anything is built; its format from --to or the file name. */
export function carbonTarget(command: string, values: Values) {
  const out = stringOption(values.out);
  if (out === undefined) throw new UsageError(`'carbon ${command}' needs --out FILE (e.g. FILE.mol2).`);
  return { out, format: resolveFormat(out, stringOption(values.to), 'write') };
}

/**
 * Writes the structure as `convert` would: a periodic sheet or tube keeps its cell and its bonds through
 * the boundary in formats that carry them (mol2 CRYSIN, CIF, PDB CRYST1 …); what the format cannot carry
 * is named on stderr.
 */
export function writeCarbon(
  target: ReturnType<typeof carbonTarget>,
  molecule: Molecule,
  summary: string,
  output: Output,
): number {
  const lost = lostInConversion(molecule, target.format);
  if (lost.length > 0) {
    output.err(
      `topoforge: warning: ${target.format.name} cannot carry ${lost.join(', ')}; ${target.out} does not have them.`,
    );
  }
  writeText(target.out, target.format.write(molecule));
  output.out(`${target.out}: ${summary}`);
  return 0;
}

/** A numeric option (undefined when absent); chem checks the bounds. */
export const numberOption = (values: Values, name: string, integer: boolean): number | undefined =>
  parseNumber(name, stringOption(values[name]), integer);

export function requiredNumber(values: Values, name: string, integer: boolean, command: string): number {
  const value = numberOption(values, name, integer);
  if (value === undefined) throw new UsageError(`'carbon ${command}' needs --${name}.`);
  return value;
}
