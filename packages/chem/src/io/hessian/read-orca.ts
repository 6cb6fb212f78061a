import { atomicNumber } from '../../core/elements.js';
import type { TextContext } from '../text.js';
import { fail, fields, parseInteger, parseNumber, splitLines, truncate } from '../text.js';
import type { HessianData } from './hessian-data.js';
import { hessianFail } from './hessian-error.js';
import { bohrToAngstrom } from './hessian-units.js';
import { atomCountOf, finishMatrix } from './matrix-check.js';

export interface HessianReadOptions {
  readonly fileName?: string;
}

/**
 * ORCA `.hess` file: `$hessian`, the dimension 3N, then column blocks (5 columns in ORCA ≥ 4, 6 in
 * older versions), each a header of column indices and 3N rows "row v v v …". `$atoms` (count, then
 * "symbol mass x y z" in Bohr) supplies elements and the geometry the matrix refers to.
 */
export function readOrcaHessian(text: string, options: HessianReadOptions = {}): HessianData {
  const ctx: TextContext = { format: 'orca-hess', fileName: options.fileName };
  const lines = splitLines(text);
  const start = sectionStart(lines, '$hessian');
  const isOrca = sectionStart(lines, '$orca_hessian_file') >= 0;
  if (start < 0) {
    if (isOrca) hessianFail(ctx, undefined, 'no-hessian', 'the file has no $hessian block.');
    hessianFail(ctx, undefined, 'not-orca', 'an ORCA .hess file has $orca_hessian_file and $hessian blocks.');
  }
  const dimLine = fields(lines[start + 1] ?? '');
  if (dimLine.length !== 1 || !/^\d+$/.test(dimLine[0] ?? '')) {
    const kind = isOrca ? 'no-matrix' : 'not-orca';
    hessianFail(ctx, start + 2, kind, 'ORCA writes the dimension 3N on the line after $hessian.');
  }
  const n = parseInteger(ctx, start + 2, dimLine[0], 'matrix dimension');
  const atomCount = atomCountOf(ctx, n, start + 2);
  const firstHeader = (lines[start + 2] ?? '').trim();
  if (firstHeader === '' || firstHeader.startsWith('$')) {
    hessianFail(ctx, start + 3, 'no-matrix', 'the $hessian block holds no matrix.');
  }
  // Each element takes at least two characters: a bound checked before allocating (3N)² numbers.
  if (n > lines.length || n * n > text.length / 2) {
    hessianFail(ctx, start + 2, 'invalid-matrix', `the file is too short to hold a ${n}×${n} matrix.`);
  }
  const values = new Float64Array(n * n);
  const lineOf = readBlocks(ctx, lines, start + 2, n, values);
  const hessian = finishMatrix(ctx, values, n, lineOf);
  const atoms = readAtoms(ctx, lines, atomCount);
  return { format: 'orca', atomCount, hessian, ...atoms };
}

function sectionStart(lines: readonly string[], name: string): number {
  return lines.findIndex((l) => l.trim().toLowerCase() === name);
}

/** Reads the column blocks from 0-based line `first`; returns where each element was read. */
function readBlocks(
  ctx: TextContext,
  lines: readonly string[],
  first: number,
  n: number,
  values: Float64Array,
): (row: number, col: number) => number {
  const blockLine: number[] = [];
  let at = first;
  let next = 0;
  while (next < n) {
    const header = fields(lines[at] ?? '');
    const columns = header.map((f) => (/^\d+$/.test(f) ? Number(f) : NaN));
    if (columns.length === 0 || columns.some((c, k) => c !== next + k) || next + columns.length > n) {
      hessianFail(
        ctx,
        at + 1,
        'invalid-matrix',
        `expected column indices starting at ${next}, found '${truncate(lines[at]?.trim() ?? 'the end of the file')}'.`,
      );
    }
    for (let r = 0; r < n; r++) readRow(ctx, lines, at + 1 + r, r, columns, n, values);
    for (const c of columns) blockLine[c] = at + 2;
    next += columns.length;
    at += n + 1;
  }
  return (row, col) => (blockLine[col] ?? 0) + row;
}

function readRow(
  ctx: TextContext,
  lines: readonly string[],
  at: number,
  r: number,
  columns: readonly number[],
  n: number,
  values: Float64Array,
): void {
  const f = fields(lines[at] ?? '');
  if (at >= lines.length || f[0] !== String(r) || f.length !== columns.length + 1) {
    const found = at >= lines.length ? 'the end of the file' : `'${truncate(lines[at]?.trim() ?? '')}'`;
    hessianFail(
      ctx,
      at + 1,
      'invalid-matrix',
      `expected row ${r} with ${columns.length} values, found ${found}.`,
    );
  }
  columns.forEach((c, k) => {
    const v = Number(f[k + 1]);
    if (!Number.isFinite(v)) {
      hessianFail(
        ctx,
        at + 1,
        'invalid-matrix',
        `element (${r}, ${c}) is '${truncate(f[k + 1] ?? '')}', not a number.`,
      );
    }
    values[r * n + c] = v;
  });
}

/** The optional $atoms block: elements and Bohr coordinates (converted to Å). */
function readAtoms(
  ctx: TextContext,
  lines: readonly string[],
  atomCount: number,
): Pick<HessianData, 'elements' | 'positions'> {
  const start = sectionStart(lines, '$atoms');
  if (start < 0) return {};
  const count = parseInteger(ctx, start + 2, fields(lines[start + 1] ?? '')[0], 'atom count of $atoms');
  if (count !== atomCount) {
    hessianFail(
      ctx,
      start + 2,
      'size-mismatch',
      `$atoms lists ${count} atoms but the matrix is for ${atomCount}.`,
    );
  }
  const elements = new Uint8Array(count);
  const positions = new Float64Array(3 * count);
  for (let i = 0; i < count; i++) {
    const lineNo = start + 3 + i;
    const f = fields(lines[lineNo - 1] ?? '');
    const z = atomicNumber(f[0] ?? '');
    if (z === undefined || f.length < 5)
      fail(ctx, lineNo, `expected "symbol mass x y z" for atom ${i + 1} of $atoms.`);
    elements[i] = z;
    for (let k = 0; k < 3; k++) {
      positions[3 * i + k] = bohrToAngstrom(parseNumber(ctx, lineNo, f[2 + k], 'coordinate'));
    }
  }
  return { elements, positions };
}
