import type { TextContext } from '../text.js';
import { truncate } from '../text.js';
import type { HessianErrorKind } from './hessian-error.js';
import { hessianFail } from './hessian-error.js';

/**
 * Gaussian formatted checkpoint arrays: a header "Name (40 columns)   R   N=  count" followed by the
 * values, 5 reals (5E16.8) or 6 integers (6I12) per line.
 */
export interface FchkArray {
  readonly values: Float64Array;
  /** 0-based line of the header; values start on the next line. */
  readonly headerLine: number;
  /** 1-based line holding value k. */
  readonly lineOf: (k: number) => number;
}

const HEADER = /\s([IR])\s+N=\s*(\d+)\s*$/;

/** The header line of array `name`, or −1. */
export function findFchkArray(lines: readonly string[], name: string): number {
  return lines.findIndex((l) => l.startsWith(name) && l.slice(0, 40).trim() === name && HEADER.test(l));
}

export function readFchkArray(
  ctx: TextContext,
  lines: readonly string[],
  headerLine: number,
  kind: HessianErrorKind,
): FchkArray {
  const match = HEADER.exec(lines[headerLine] ?? '');
  const count = Number(match?.[2] ?? 0);
  const perLine = match?.[1] === 'I' ? 6 : 5;
  const needed = Math.ceil(count / perLine);
  if (headerLine + needed >= lines.length + 1 || count === 0) {
    hessianFail(
      ctx,
      headerLine + 1,
      count === 0 ? 'no-matrix' : kind,
      `the file ends before the ${count} values announced here.`,
    );
  }
  const values = new Float64Array(count);
  for (let l = 0; l < needed; l++) {
    const at = headerLine + 1 + l;
    const tokens = (lines[at] ?? '').trim().split(/\s+/);
    const expected = Math.min(perLine, count - l * perLine);
    if (tokens.length !== expected) {
      hessianFail(
        ctx,
        at + 1,
        kind,
        `expected ${expected} values, found '${truncate((lines[at] ?? '').trim())}'.`,
      );
    }
    tokens.forEach((t, k) => {
      const v = Number(t);
      if (!Number.isFinite(v) || t === '')
        hessianFail(ctx, at + 1, kind, `'${truncate(t)}' is not a number.`);
      values[l * perLine + k] = v;
    });
  }
  return { values, headerLine, lineOf: (k) => headerLine + 2 + Math.floor(k / perLine) };
}
