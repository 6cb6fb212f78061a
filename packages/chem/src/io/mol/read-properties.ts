import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger } from '../text.js';
import type { RecordLines } from './ctab.js';

export interface Properties {
  /** Charges from 'M  CHG' (0-based atom → charge); set as soon as any 'M  CHG' or 'M  RAD' line exists. */
  readonly charges: ReadonlyMap<number, number> | undefined;
  /** 0-based index of the first line after the block. */
  readonly next: number;
}

/**
 * The V2000 properties block, up to 'M  END'. 'M  CHG' sets charges; 'M  RAD' and 'M  ISO' are checked
 * and dropped (with a warning for radicals); alias and group lines ('A  ', 'G  ') carry one text line
 * and 'S  SKPnnn' skips nnn lines, as the CTfile spec says. A record that reaches its data items or its
 * end without 'M  END' is accepted with a warning, as older writers omitted it.
 */
export function readProperties(
  ctx: TextContext,
  rec: RecordLines,
  from: number,
  atomCount: number,
  diagnostics: Diagnostic[],
): Properties {
  let charges: Map<number, number> | undefined;
  for (let i = from; i < rec.end; i++) {
    const line = rec.lines[i] ?? '';
    const no = i + 1;
    if (line.startsWith('M  END')) return { charges, next: i + 1 };
    if (line.startsWith('>')) return missingEnd(diagnostics, no, charges, i);
    const tag = line.slice(0, 6);
    if (tag === 'M  CHG' || tag === 'M  RAD') {
      charges ??= new Map();
      const pairs = atomValuePairs(ctx, no, line, atomCount);
      if (tag === 'M  CHG') for (const [atom, v] of pairs) charges.set(atom, chargeIn(ctx, no, v));
      else if (pairs.some(([, v]) => v !== 0)) radicalDropped(diagnostics, no);
    } else if (tag === 'M  ISO') {
      atomValuePairs(ctx, no, line, atomCount);
    } else if (line.startsWith('A  ') || line.startsWith('G  ')) {
      i++;
    } else if (tag === 'S  SKP') {
      i += Math.max(0, parseInteger(ctx, no, line.slice(6, 9), 'number of lines to skip'));
    } else if (!line.startsWith('M  ') && !line.startsWith('V  ') && line.trim() !== '') {
      diagnostics.push(
        warning('mol-unknown-line', `Line '${line.slice(0, 20)}' in the properties block is ignored.`, {
          line: no,
        }),
      );
    }
  }
  return missingEnd(diagnostics, rec.end + 1, charges, rec.end);
}

function missingEnd(
  diagnostics: Diagnostic[],
  no: number,
  charges: Map<number, number> | undefined,
  next: number,
): Properties {
  diagnostics.push(warning('mol-no-m-end', "The connection table has no 'M  END' line.", { line: no }));
  return { charges, next };
}

/** The CTfile spec allows charges -15..+15. */
function chargeIn(ctx: TextContext, no: number, v: number): number {
  if (Math.abs(v) > 15) fail(ctx, no, `charge ${v} is outside -15..+15.`);
  return v;
}

function radicalDropped(diagnostics: Diagnostic[], line: number): void {
  diagnostics.push(
    warning('mol-radical', "'M  RAD' radicals are not kept; the atoms are read as closed-shell.", { line }),
  );
}

/** 'M  XXXnn8 aaa vvv …': a count (1-8) then that many atom/value pairs. */
function atomValuePairs(
  ctx: TextContext,
  no: number,
  line: string,
  atomCount: number,
): Array<[number, number]> {
  const f = fields(line.slice(6));
  const n = parseInteger(ctx, no, f[0], 'entry count');
  if (n < 0 || f.length < 1 + 2 * n)
    fail(ctx, no, `the line announces ${n} entries but holds ${Math.floor((f.length - 1) / 2)}.`);
  const out: Array<[number, number]> = [];
  for (let k = 0; k < n; k++) {
    const atom = parseInteger(ctx, no, f[1 + 2 * k], 'atom number');
    if (atom < 1 || atom > atomCount) fail(ctx, no, `atom ${atom} does not exist (${atomCount} atoms).`);
    out.push([atom - 1, parseInteger(ctx, no, f[2 + 2 * k], 'value')]);
  }
  return out;
}
