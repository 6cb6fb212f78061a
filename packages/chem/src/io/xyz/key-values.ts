/**
 * The comment line of extended XYZ: `key=value` pairs separated by blanks, as defined by
 * libAtoms/QUIP and ASE. Values may be bare, "double-quoted" (with \" and \\ escapes), or wrapped in
 * {} or [] (arrays); blanks around '=' are allowed; a key without '=' is a flag meaning true ('T').
 * The scanner never fails: an unterminated quote runs to the end of the line, so a plain comment
 * that happens to hold a quote still reads, and only the keys that matter are checked later.
 */
export function parseKeyValues(comment: string): Map<string, string> {
  const out = new Map<string, string>();
  const s = { text: comment, at: 0 };
  for (;;) {
    skipBlanks(s);
    if (s.at >= s.text.length) return out;
    const key = readValue(s);
    skipBlanks(s);
    if (s.text[s.at] === '=') {
      s.at++;
      skipBlanks(s);
      out.set(key, readValue(s));
    } else {
      out.set(key, 'T');
    }
  }
}

interface Cursor {
  readonly text: string;
  at: number;
}

const CLOSERS: Readonly<Record<string, string>> = { '"': '"', "'": "'", '{': '}', '[': ']' };

function skipBlanks(s: Cursor): void {
  while (s.at < s.text.length && /\s/.test(s.text[s.at] ?? '')) s.at++;
}

function readValue(s: Cursor): string {
  const open = s.text[s.at] ?? '';
  const close = CLOSERS[open];
  if (close === undefined) return readBare(s);
  s.at++;
  let value = '';
  while (s.at < s.text.length && s.text[s.at] !== close) {
    const ch = s.text[s.at] ?? '';
    if (ch === '\\' && (open === '"' || open === "'") && s.at + 1 < s.text.length) {
      value += s.text[s.at + 1] ?? '';
      s.at += 2;
    } else {
      value += ch;
      s.at++;
    }
  }
  s.at++;
  return open === '"' || open === "'" ? value : value.replace(/,/g, ' ');
}

/** A bare token ends at a blank or at '='; it is never empty, so the scanner always advances. */
function readBare(s: Cursor): string {
  const start = s.at;
  while (s.at < s.text.length && !/[\s=]/.test(s.text[s.at] ?? '')) s.at++;
  if (s.at === start) s.at++;
  return s.text.slice(start, s.at);
}

/** Quotes a value for writing when it holds blanks, quotes or '='. */
export function quoteValue(value: string): string {
  if (value !== '' && !/[\s"'=\\{}[\]]/.test(value)) return value;
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}
