import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { RecordLines } from './ctab.js';

/** One logical 'M  V30' line with continuations joined; `line` is the 1-based line where it starts. */
export interface V30Line {
  readonly text: string;
  readonly line: number;
}

/**
 * Collects the 'M  V30' lines from `from` up to 'M  END'. A line whose last non-blank character is '-'
 * continues on the next 'M  V30' line (CTfile spec, V3000 "continuation"); the pieces are joined as
 * written, without adding a space.
 */
export function v30Lines(
  ctx: TextContext,
  rec: RecordLines,
  from: number,
): { lines: V30Line[]; next: number } {
  const out: V30Line[] = [];
  let pending: V30Line | undefined;
  for (let i = from; i < rec.end; i++) {
    const raw = rec.lines[i] ?? '';
    if (raw.startsWith('M  END')) {
      if (pending) fail(ctx, i + 1, "'M  END' follows a line that announced a continuation ('-').");
      return { lines: out, next: i + 1 };
    }
    if (raw.trim() === '') continue;
    if (!raw.startsWith('M  V30'))
      fail(ctx, i + 1, `expected an 'M  V30' line in the V3000 block, found '${truncate(raw)}'.`);
    const body = raw.slice(7).trimEnd();
    const more = body.endsWith('-');
    const piece = more ? body.slice(0, -1) : body;
    pending = pending ? { text: pending.text + piece, line: pending.line } : { text: piece, line: i + 1 };
    if (!more) {
      out.push({ text: pending.text.trim(), line: pending.line });
      pending = undefined;
    }
  }
  return fail(ctx, rec.end + 1, "the V3000 block has no 'M  END' line.");
}

/** Splits a V3000 line on blanks, keeping "quoted text" and (parenthesised lists) whole. */
export function v30Tokens(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  let quoted = false;
  for (const ch of text) {
    if (quoted) quoted = ch !== '"';
    else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if ((ch === ' ' || ch === '\t') && depth === 0) {
      if (current !== '') out.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  if (current !== '') out.push(current);
  return out;
}

/** KEY=VALUE options after the positional fields, keys upper-cased. */
export function v30Options(tokens: readonly string[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const t of tokens) {
    const eq = t.indexOf('=');
    if (eq > 0) out.set(t.slice(0, eq).toUpperCase(), t.slice(eq + 1));
  }
  return out;
}
