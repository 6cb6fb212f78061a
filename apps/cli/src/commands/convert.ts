import type { Molecule } from '@topoforge/chem';
import { perceive } from '@topoforge/chem';
import { expectPositionals, parseCommandArgs, stringOption } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { lostInConversion } from '../losses.js';
import type { Output } from '../output.js';
import { readStructure, resolveFormat, writeText } from '../structure-files.js';

/** 'a', 'a and b', 'a, b and c'. */
const listing = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const CONVERT_USAGE = 'topoforge convert IN OUT [--from FMT] [--to FMT] [--perceive]';

/**
 * Reads IN, writes its first record to OUT. Whatever OUT's format cannot carry is named on stderr,
 * so a conversion never loses information silently.
 */
export function convertCommand(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, {
    from: { type: 'string' },
    to: { type: 'string' },
    perceive: { type: 'boolean' },
  });
  const [input = '', target = ''] = expectPositionals('convert', positionals, ['in', 'out']);
  const from = resolveFormat(input, stringOption(values.from), 'read');
  const to = resolveFormat(target, stringOption(values.to), 'write');
  const result = readStructure(input, from);
  for (const d of result.diagnostics) output.err(diagnosticLine(input, d));
  let molecule = result.molecules[0] as Molecule;
  if (values.perceive === true) {
    const perceived = perceive(molecule);
    for (const d of perceived.diagnostics) output.err(diagnosticLine(input, d));
    molecule = perceived.molecule;
  }
  if (result.molecules.length > 1) {
    output.err(
      `topoforge: warning: ${input} holds ${result.molecules.length} records; only the first is written to ${target}.`,
    );
  }
  const lost = lostInConversion(molecule, to);
  if (lost.length > 0) {
    output.err(
      `topoforge: warning: ${to.name} cannot carry ${listing(lost)} of ${input}; ${target} does not have them.`,
    );
  }
  writeText(target, to.write(molecule));
  return 0;
}
