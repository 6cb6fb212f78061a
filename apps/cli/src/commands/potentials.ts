import type { PotentialFamily, PotentialModule } from '@topoforge/chem';
import { filterModules, lammpsLinesOf, lammpsText } from '@topoforge/chem';
import { expectPositionals, parseCommandArgs, stringOption } from '../args.js';
import { FileError, UsageError } from '../errors.js';
import type { Output } from '../output.js';
import { alignedTable } from '../text-table.js';
import { DEFAULT_POTENTIALS_DIR, readCatalogue } from './potentials-folder.js';

export const POTENTIALS_USAGE = [
  'topoforge potentials list [--type eam|reaxff] [--elements Cu,Ni] [--keyword K] [--dir D] [--json]',
  '  topoforge potentials show ID [--elements Cu,Ni] [--dir D]',
].join('\n');

const TYPES: Readonly<Record<string, PotentialFamily>> = { eam: 'EAM', reaxff: 'ReaxFF' };
const COMMON = {
  elements: { type: 'string' },
  dir: { type: 'string' },
} as const;

const folder = (values: Readonly<Record<string, unknown>>): string =>
  stringOption(values.dir as string | undefined) ??
  process.env['LAMMPS_POTENTIALS'] ??
  DEFAULT_POTENTIALS_DIR;

/** "Cu,Ni" (or the web key "Cu-Ni") → ['Cu', 'Ni']. */
const elementList = (text: string | undefined): string[] =>
  (text ?? '')
    .split(/[,\-\s]+/)
    .map((s) => s.trim())
    .filter(Boolean);

function typeOf(text: string | undefined): PotentialFamily | undefined {
  if (text === undefined) return undefined;
  const type = TYPES[text.toLowerCase()];
  if (!type) throw new UsageError(`--type expects eam or reaxff, got '${text}'.`);
  return type;
}

const row = (m: PotentialModule): string[] => [
  m.id,
  m.potentialFunctionType,
  m.pairStyle,
  m.elements.join('-'),
  m.year,
  m.doi ?? '-',
  m.authors.length > 40 ? `${m.authors.slice(0, 39)}…` : m.authors,
];

/** The modules matching the filters: a table, or with --json the entries as the API's page records. */
function list(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, {
    ...COMMON,
    type: { type: 'string' },
    keyword: { type: 'string' },
    json: { type: 'boolean' },
  });
  expectPositionals('potentials list', positionals, []);
  const catalogue = readCatalogue(folder(values));
  for (const f of catalogue.failures) output.err(`topoforge: ${f.error.message}`);
  const modules = filterModules(catalogue.modules, {
    type: typeOf(stringOption(values.type)),
    elements: elementList(stringOption(values.elements)),
    keyword: stringOption(values.keyword),
  });
  if (values.json) {
    output.out(JSON.stringify(modules, null, 2));
    return 0;
  }
  const header = ['id', 'type', 'pair style', 'elements', 'year', 'doi', 'authors'];
  for (const line of alignedTable([header, ...modules.map(row)])) output.out(line);
  return 0;
}

/** The module's LAMMPS lines for the chosen elements, with how to combine files as a comment. */
function show(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, COMMON);
  const [id] = expectPositionals('potentials show', positionals, ['id']);
  const catalogue = readCatalogue(folder(values));
  const parsed = catalogue.parsed.get(id ?? '');
  const module = catalogue.modules.find((m) => m.id === id);
  if (!parsed || !module) throw new FileError(`no potential module '${id ?? ''}' in ${folder(values)}.`);
  const lines = lammpsLinesOf(parsed, elementList(stringOption(values.elements)));
  output.out(`# ${module.title} (${module.authors}, ${module.year})`);
  output.out(`# files: ${module.fileNames.map((f) => f.fileName).join(', ')}`);
  output.out(lammpsText(lines));
  if (lines.note) output.out(`# ${lines.note}`);
  return 0;
}

/** `topoforge potentials list|show` (issue 20 item 5): the module browsers' catalogue on the command line. */
export function potentialsCommand(args: readonly string[], output: Output): number {
  const [name, ...rest] = args;
  if (name === 'list') return list(rest, output);
  if (name === 'show') return show(rest, output);
  throw new UsageError(`'potentials' expects list or show, got '${name ?? ''}'.`);
}
