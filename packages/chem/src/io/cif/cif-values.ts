import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { CifBlock, CifValue } from './cif-blocks.js';

/** CIF's unknown '?' and inapplicable '.' (unquoted only; '?' in quotes is the text "?"). */
export const isMissing = (v: CifValue | undefined): boolean =>
  v === undefined || (!v.quoted && (v.text === '?' || v.text === '.'));

/** A CIF number, with an optional standard uncertainty in brackets that is dropped: 5.431(2) → 5.431. */
const NUMBER = /^([+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)(?:\(\d+\))?$/;

export function cifNumber(ctx: TextContext, v: CifValue, what: string): number {
  const m = NUMBER.exec(v.text);
  const x = m ? Number(m[1]) : NaN;
  if (!Number.isFinite(x))
    fail(ctx, v.line, `expected a number for the ${what}, found '${truncate(v.text)}'.`);
  return x;
}

/** The single value of `tag` (first of a column), or undefined when absent, '?' or '.'. */
export function scalar(block: CifBlock, tag: string): CifValue | undefined {
  const v = block.columns.get(tag)?.[0];
  return isMissing(v) ? undefined : v;
}

/** The first of several synonymous tags (CIF 1 core name, then its DDL2/CIF 2 alias) that is present. */
export function firstTag(block: CifBlock, tags: readonly string[]): string | undefined {
  return tags.find((t) => block.columns.has(t));
}
