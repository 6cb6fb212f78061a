import { parseCommandArgs, expectPositionals, stringOption } from '../args.js';
import { diagnosticLine } from '../diagnostics-text.js';
import type { Output } from '../output.js';
import { readStructure, resolveFormat } from '../structure-files.js';
import { summarize } from '../summary.js';
import { summaryLines } from '../summary-text.js';

export const INFO_USAGE = 'topoforge info IN [--from FMT] [--json]';

export function infoCommand(args: readonly string[], output: Output): number {
  const { values, positionals } = parseCommandArgs(args, {
    from: { type: 'string' },
    json: { type: 'boolean' },
  });
  const [input = ''] = expectPositionals('info', positionals, ['in']);
  const format = resolveFormat(input, stringOption(values.from), 'read');
  const summary = summarize(input, format.id, readStructure(input, format));
  if (values.json === true) {
    output.out(JSON.stringify(summary, null, 2));
    return 0;
  }
  for (const d of summary.diagnostics) output.err(diagnosticLine(input, d));
  for (const line of summaryLines(summary)) output.out(line);
  return 0;
}
