import { ParseError } from '../core/errors.js';

/**
 * Shared text helpers for readers: split lines once, and parse fields so that every failure becomes
 * a ParseError naming the file and 1-based line.
 */
export interface TextContext {
  readonly format: string;
  readonly fileName?: string | undefined;
}

/** Splits on \n, \r\n or \r; a trailing newline does not make an extra empty line. */
export function splitLines(text: string): string[] {
  const lines = text.split(/\r\n|\n|\r/);
  if (lines.length > 0 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}

export function fail(ctx: TextContext, line: number | undefined, detail: string): never {
  throw new ParseError(detail, { format: ctx.format, line, fileName: ctx.fileName });
}

/** Parses a finite number; `what` names the field in the error ("x coordinate"). */
export function parseNumber(ctx: TextContext, line: number, field: string | undefined, what: string): number {
  const s = field?.trim() ?? '';
  const v = s === '' ? NaN : Number(s);
  if (!Number.isFinite(v)) fail(ctx, line, `expected a number for the ${what}, found '${truncate(s)}'.`);
  return v;
}

/** Parses an integer (no fraction, no exponent tricks). */
export function parseInteger(
  ctx: TextContext,
  line: number,
  field: string | undefined,
  what: string,
): number {
  const s = field?.trim() ?? '';
  if (!/^[+-]?\d+$/.test(s)) fail(ctx, line, `expected an integer for the ${what}, found '${truncate(s)}'.`);
  return Number(s);
}

/** Splits a line on runs of whitespace, dropping empty fields. */
export const fields = (line: string): string[] =>
  line
    .trim()
    .split(/\s+/)
    .filter((f) => f !== '');

export const truncate = (s: string, max = 40): string => (s.length > max ? `${s.slice(0, max)}…` : s);
