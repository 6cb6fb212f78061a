import type { BuilderFlow } from '@topoforge/chem';
import { BUILDER_FLOWS, COMPUTING_SOFTWARES, UPLOAD_FLOWS, UPLOAD_SIZE_LIMIT_BYTES } from '@topoforge/chem';
import { expectPositionals, parseCommandArgs } from '../args.js';
import type { Output } from '../output.js';
import { alignedTable } from '../text-table.js';

export const FLOWS_USAGE = 'topoforge flows [--json]';

const HEADER = [
  'page',
  'built',
  'upload',
  'atoms',
  'ff list',
  'charges',
  'backup',
  'supercell',
  'resname',
  'softwares',
];

const mark = (v: boolean): string => (v ? 'yes' : '-');

/** The software column: the spec's whole list, or what the page leaves out of it. */
function softwaresCell(offered: BuilderFlow['softwares']): string {
  if (offered.length === 0) return '-';
  const left = COMPUTING_SOFTWARES.filter((s) => !offered.includes(s.id)).map((s) => s.id);
  return left.length === 0 ? 'all' : `all but ${left.join(' ')}`;
}

function row(f: BuilderFlow): string[] {
  const rule = f.upload === null ? undefined : UPLOAD_FLOWS[f.upload];
  return [
    f.id,
    mark(f.available),
    rule === undefined ? '-' : `${f.upload ?? ''} (${rule.extensions.join(' ')})`,
    rule === undefined ? '-' : String(rule.atomLimit),
    f.forceFieldList ?? '-',
    f.chargeMethods ?? '-',
    mark(f.backup),
    mark(f.supercell),
    f.defaultResname ?? '-',
    softwaresCell(f.softwares),
  ];
}

/** A row with its upload rule spelled out, for scripts (--json). */
const jsonRow = (f: BuilderFlow) => ({
  ...f,
  uploadRule:
    f.upload === null ? null : { ...UPLOAD_FLOWS[f.upload], sizeLimitBytes: UPLOAD_SIZE_LIMIT_BYTES },
});

/** chem's builder-flow table (docs/flows.md has the same facts with the spec's sources). */
export function flowsCommand(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, { json: { type: 'boolean' } });
  expectPositionals('flows', positionals, []);
  if (values.json === true) {
    output.out(JSON.stringify(BUILDER_FLOWS.map(jsonRow), null, 2));
    return 0;
  }
  for (const line of alignedTable([HEADER, ...BUILDER_FLOWS.map(row)])) output.out(line);
  output.out(`Uploads are at most ${UPLOAD_SIZE_LIMIT_BYTES} bytes (1 MB); 'atoms' is the atom limit.`);
  return 0;
}
