import { addFunctionalGroups, FUNCTIONAL_GROUPS, perceive } from '@topoforge/chem';
import { expectPositionals, parseCommandArgs, stringOption } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import { FileError } from '../errors.js';
import type { Output } from '../output.js';
import { readStructure, resolveFormat } from '../structure-files.js';
import { CARBON_OUT_OPTIONS, carbonTarget, numberOption, writeCarbon } from './carbon-output.js';

export const FUNCTIONALIZE_USAGE =
  'topoforge carbon functionalize IN [--from FMT] [--group NAME|=ID] [--count N] ' +
  '[--orientation random|upward|downward] [--seed S] --out FILE [--to FMT]';

const OPTIONS = {
  ...CARBON_OUT_OPTIONS,
  from: { type: 'string' },
  group: { type: 'string' },
  count: { type: 'string' },
  orientation: { type: 'string' },
  seed: { type: 'string' },
} as const;

/**
 * A group by its id or its spec name with hyphens (bridging-oxygen, ether, hydroxyl, amino, carboxyl, nitro,
 * carbonyl): most ids start with '-', which the option parser takes for an option unless written --group=-OH.
 */
export function groupId(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const named = FUNCTIONAL_GROUPS.find((g) => g.name.replace(/ /g, '-') === text.toLowerCase());
  return named?.id ?? text;
}

const optional = <K extends string, V>(key: K, value: V | undefined) =>
  (value === undefined ? {} : { [key]: value }) as Partial<Record<K, V>>;

/**
 * `topoforge carbon functionalize IN …` (issue 19 item 7), the API's add-functional-group: IN's first
 * structure (a mol2 with CRYSIN, a CIF … keeps its cell; bonds and orders perceived when the file has none)
 * with the groups added, written as OUT. Defaults as the spec's form: _O_, 1, random, seed 1.
 */
export function functionalizeFile(args: readonly string[], output: Output): number {
  const parsed = parseCommandArgs(args, OPTIONS);
  const { values } = parsed;
  const [input = ''] = expectPositionals('carbon functionalize', parsed.positionals, ['in']);
  const target = carbonTarget('functionalize', values);
  const read = readStructure(input, resolveFormat(input, stringOption(values.from), 'read'));
  for (const d of read.diagnostics) output.err(diagnosticLine(input, d));
  const [first] = read.molecules;
  if (!first) throw new FileError(`${input}: the file holds no structure.`);
  const perceived = perceive(first);
  for (const d of perceived.diagnostics) output.err(diagnosticLine(input, d));
  const built = addFunctionalGroups(perceived.molecule, {
    ...optional('group', groupId(stringOption(values.group))),
    ...optional('orientation', stringOption(values.orientation)),
    ...optional('count', numberOption(values, 'count', true)),
    ...optional('seed', numberOption(values, 'seed', true)),
  });
  const d = built.description;
  const sides = ['upward', 'downward'].map((s) => `${d.groups.filter((g) => g.side === s).length} ${s}`);
  return writeCarbon(
    target,
    built.molecule,
    `${d.count} ${d.name} group(s) ${d.group} on ${input} (${sides.join(', ')}; ${d.surface} surface, ` +
      `seed ${d.seed}), ${built.molecule.atomCount} atoms, ${d.formula}.`,
    output,
  );
}
