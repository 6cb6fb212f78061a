import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { RecordLines } from './ctab.js';

/**
 * Splits an SD file into records at '$$$$' lines. A record of blank lines only (after the last
 * '$$$$', or between two) is dropped; a file with no record at all is an error.
 */
export function sdRecords(ctx: TextContext, lines: readonly string[]): RecordLines[] {
  const out: RecordLines[] = [];
  let start = 0;
  for (let i = 0; i <= lines.length; i++) {
    if (i < lines.length && lines[i]?.trimEnd() !== '$$$$') continue;
    if (lines.slice(start, i).some((l) => l.trim() !== '')) out.push({ lines, start, end: i });
    start = i + 1;
  }
  if (out.length === 0) fail(ctx, 1, 'the file holds no molecule.');
  return out;
}

/**
 * SDF data items after 'M  END': a header line starting with '>' that names the field in <angle
 * brackets>, then value lines up to a blank line. Multi-line values are joined with '\n' (trailing
 * blanks of each line dropped). Stray non-blank lines between items are reported and skipped.
 */
export function dataItems(
  ctx: TextContext,
  rec: RecordLines,
  from: number,
  diagnostics: Diagnostic[],
): Map<string, string> {
  const items = new Map<string, string>();
  for (let i = from; i < rec.end; i++) {
    const header = rec.lines[i] ?? '';
    if (header.trim() === '') continue;
    if (!header.startsWith('>')) {
      diagnostics.push(
        warning('sdf-stray-line', 'A line outside any data item is ignored.', { line: i + 1 }),
      );
      continue;
    }
    const name = /<([^>]*)>/.exec(header)?.[1]?.trim() ?? header.slice(1).trim();
    if (name === '') fail(ctx, i + 1, "the data header names no field ('> <name>').");
    const value: string[] = [];
    while (i + 1 < rec.end && (rec.lines[i + 1] ?? '').trim() !== '')
      value.push((rec.lines[++i] ?? '').trimEnd());
    items.set(name, value.join('\n'));
  }
  return items;
}
