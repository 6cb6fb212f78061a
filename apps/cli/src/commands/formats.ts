import type { FormatCapabilities, StructureFormat } from '@topoforge/chem';
import { FORMATS } from '@topoforge/chem';
import { expectPositionals, parseCommandArgs } from '../args.js';
import type { Output } from '../output.js';
import { alignedTable } from '../text-table.js';

export const FORMATS_USAGE = 'topoforge formats';

const COLUMNS: readonly [string, keyof FormatCapabilities][] = [
  ['cell', 'cell'],
  ['bonds', 'bonds'],
  ['orders', 'bondOrders'],
  ['formal q', 'formalCharges'],
  ['partial q', 'partialCharges'],
  ['types', 'atomTypes'],
  ['residues', 'residues'],
  ['multi', 'multipleRecords'],
];

const mark = (v: boolean): string => (v ? 'yes' : '-');

function row(f: StructureFormat): string[] {
  return [
    f.id,
    f.extensions.join(' '),
    mark(f.read !== undefined),
    mark(f.write !== undefined),
    ...COLUMNS.map(([, c]) => mark(f.capabilities[c])),
  ];
}

/** The registry as an aligned text table (docs/formats.md has the same facts with notes). */
export function formatsCommand(args: readonly string[], output: Output): number {
  const { positionals } = parseCommandArgs(args, {});
  expectPositionals('formats', positionals, []);
  const table = [['format', 'extensions', 'read', 'write', ...COLUMNS.map(([h]) => h)], ...FORMATS.map(row)];
  for (const line of alignedTable(table)) output.out(line);
  return 0;
}
