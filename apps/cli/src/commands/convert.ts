import { perceive } from '@topoforge/chem';
import { parseCommandArgs, stringOption } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { lostInConversion } from '../losses.js';
import type { Output } from '../output.js';
import { resolveFormat, writeText } from '../structure-files.js';
import { loadStructure, STRUCTURE_OPTIONS, structureSource } from '../structure-input.js';

/** 'a', 'a and b', 'a, b and c'. */
const listing = (items: readonly string[]): string =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

export const CONVERT_USAGE = 'topoforge convert IN|--smiles SMILES OUT [--from FMT] [--to FMT] [--perceive]';

/**
 * Reads IN (or builds a SMILES in 3D with hydrogens, as the API's obabel/convert does), writes its
 * first record to OUT. Whatever OUT's format cannot carry is named on stderr, so a conversion never
 * loses information silently.
 */
export async function convertCommand(args: readonly string[], output: Output): Promise<number> {
  const parsed = parseCommandArgs(args, {
    ...STRUCTURE_OPTIONS,
    to: { type: 'string' },
    perceive: { type: 'boolean' },
  });
  const { values } = parsed;
  const { source, rest } = structureSource('convert', parsed, ['out']);
  const [target = ''] = rest;
  // Both formats are checked before anything is read or built: a wrong IN is named before a wrong OUT.
  if (source.kind === 'file') resolveFormat(source.path, source.from, 'read');
  const to = resolveFormat(target, stringOption(values.to), 'write');
  const loaded = await loadStructure(source, output);
  const input = loaded.label;
  let molecule = loaded.molecule;
  if (values.perceive === true) {
    const perceived = perceive(molecule);
    for (const d of perceived.diagnostics) output.err(diagnosticLine(input, d));
    molecule = perceived.molecule;
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
