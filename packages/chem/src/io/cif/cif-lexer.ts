import type { TextContext } from '../text.js';
import { fail, splitLines } from '../text.js';

export type CifTokenKind = 'data' | 'loop' | 'tag' | 'value' | 'reserved';

/** `quoted` marks values written in quotes or as text fields, where '?' and '.' are plain text. */
export interface CifToken {
  readonly kind: CifTokenKind;
  readonly text: string;
  readonly line: number;
  readonly quoted: boolean;
}

/**
 * CIF 1.1 tokens (International Tables G, §2.2.7): whitespace-separated words; '#' starts a comment
 * at the start of a word; '…' and "…" strings close at a quote followed by whitespace or the end of
 * the line (so "O'Neil" is one word); a ';' in column 1 opens a text field that the next ';' in
 * column 1 closes. Reserved words data_, loop_, save_, global_, stop_ are case-insensitive.
 */
export function tokenizeCif(text: string, ctx: TextContext): CifToken[] {
  const lines = splitLines(text);
  const tokens: CifToken[] = [];
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n] ?? '';
    if (line.startsWith(';')) {
      n = textField(lines, n, tokens, ctx);
      continue;
    }
    wordsOfLine(line, n + 1, tokens, ctx);
  }
  return tokens;
}

function textField(lines: readonly string[], start: number, tokens: CifToken[], ctx: TextContext): number {
  const body = [(lines[start] ?? '').slice(1)];
  for (let n = start + 1; n < lines.length; n++) {
    const line = lines[n] ?? '';
    if (line.startsWith(';')) {
      tokens.push({ kind: 'value', text: body.join('\n').trim(), line: start + 1, quoted: true });
      // Text after the closing ';' on its line is tokenised as usual.
      wordsOfLine(line.slice(1), n + 1, tokens, ctx);
      return n;
    }
    body.push(line);
  }
  return fail(
    ctx,
    start + 1,
    "the text field opened with ';' here is never closed by a line starting with ';'.",
  );
}

function wordsOfLine(line: string, lineNo: number, tokens: CifToken[], ctx: TextContext): void {
  let i = 0;
  while (i < line.length) {
    const c = line[i] ?? '';
    if (c === ' ' || c === '\t') {
      i++;
    } else if (c === '#') {
      return;
    } else if (c === "'" || c === '"') {
      const end = closingQuote(line, i, c);
      if (end < 0) fail(ctx, lineNo, `the string opened with ${c} is not closed on this line.`);
      tokens.push({ kind: 'value', text: line.slice(i + 1, end), line: lineNo, quoted: true });
      i = end + 1;
    } else {
      let end = i;
      while (end < line.length && line[end] !== ' ' && line[end] !== '\t') end++;
      tokens.push(bareWord(line.slice(i, end), lineNo));
      i = end;
    }
  }
}

/** Index of the quote that closes the string opened at `open`: one followed by whitespace or the end. */
function closingQuote(line: string, open: number, quote: string): number {
  for (let j = line.indexOf(quote, open + 1); j >= 0; j = line.indexOf(quote, j + 1)) {
    const next = line[j + 1];
    if (next === undefined || next === ' ' || next === '\t') return j;
  }
  return -1;
}

function bareWord(word: string, line: number): CifToken {
  const lower = word.toLowerCase();
  const kind: CifTokenKind = word.startsWith('_')
    ? 'tag'
    : lower.startsWith('data_')
      ? 'data'
      : lower === 'loop_'
        ? 'loop'
        : lower.startsWith('save_') || lower === 'global_' || lower === 'stop_'
          ? 'reserved'
          : 'value';
  return { kind, text: word, line, quoted: false };
}
