import type { Cell } from '../../core/cell.js';
import { cellFromParameters } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { ChemError } from '../../core/errors.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseNumber, truncate } from '../text.js';

export interface CarHeader {
  readonly title: string;
  readonly cell: Cell | undefined;
  /** 0-based index of the first atom line. */
  readonly body: number;
  readonly diagnostics: Diagnostic[];
}

/**
 * '!BIOSYM archive 3', 'PBC=ON' | 'PBC=OFF', the title line (absent in some files), '!DATE …',
 * then for PBC=ON 'PBC a b c alpha beta gamma (P1)'. Other lines starting with '!' are comments.
 */
export function parseCarHeader(ctx: TextContext, lines: readonly string[]): CarHeader {
  const diagnostics: Diagnostic[] = [];
  const magic = /^!BIOSYM archive\s*(\d*)/i.exec(lines[0]?.trim() ?? '');
  if (!magic) fail(ctx, 1, "expected '!BIOSYM archive 3' on the first line of a CAR file.");
  if (magic[1] !== '3')
    diagnostics.push(
      warning('car-archive-version', `Archive version '${magic[1] ?? ''}' read as version 3.`, { line: 1 }),
    );
  const pbc = /^PBC\s*=\s*(\w+)/i.exec(lines[1]?.trim() ?? '')?.[1]?.toUpperCase();
  if (pbc !== 'ON' && pbc !== 'OFF') {
    fail(
      ctx,
      2,
      pbc === '2D'
        ? 'PBC=2D (two-dimensional periodicity) is not supported.'
        : "expected 'PBC=ON' or 'PBC=OFF' on line 2.",
    );
  }
  let at = 2;
  let title = '';
  const third = lines[at] ?? '';
  if (at < lines.length && !third.startsWith('!') && !(pbc === 'ON' && /^PBC\s+[-+.\d]/i.test(third)))
    title = (lines[at++] ?? '').trim();
  while (at < lines.length && (lines[at] ?? '').startsWith('!')) at++;
  if (pbc === 'OFF') return { title, cell: undefined, body: at, diagnostics };
  const cell = parsePbcLine(ctx, lines[at], at + 1, diagnostics);
  return { title, cell, body: at + 1, diagnostics };
}

/** 'PBC   a b c alpha beta gamma (P1)': lengths in Å, angles in degrees, standard orientation. */
function parsePbcLine(
  ctx: TextContext,
  line: string | undefined,
  no: number,
  diagnostics: Diagnostic[],
): Cell {
  const f = fields(line ?? '');
  if (f[0]?.toUpperCase() !== 'PBC' || f.length < 7) {
    fail(
      ctx,
      no,
      `PBC=ON needs a line 'PBC a b c alpha beta gamma (P1)', found '${truncate((line ?? '').trim())}'.`,
    );
  }
  const [a, b, c, alpha, beta, gamma] = ['a', 'b', 'c', 'alpha', 'beta', 'gamma'].map((what, i) =>
    parseNumber(ctx, no, f[i + 1], `cell ${what}`),
  );
  const group = f.slice(7).join(' ').replace(/[()]/g, '');
  if (group !== '' && group.toUpperCase() !== 'P1') {
    diagnostics.push(
      warning(
        'car-space-group',
        `Space group ${group}: only the atoms listed are read; symmetry copies are not generated.`,
        { line: no },
      ),
    );
  }
  try {
    return cellFromParameters({
      a: a ?? 0,
      b: b ?? 0,
      c: c ?? 0,
      alpha: alpha ?? 0,
      beta: beta ?? 0,
      gamma: gamma ?? 0,
    });
  } catch (e) {
    if (e instanceof ChemError) fail(ctx, no, e.message);
    throw e;
  }
}
