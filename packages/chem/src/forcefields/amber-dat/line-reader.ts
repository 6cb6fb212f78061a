import { fail, fields, parseNumber, type TextContext } from '../../io/text.js';

/**
 * A cursor over the lines of a parm.dat file. Line numbers are 1-based, as errors and provenance
 * print them.
 */
export class LineCursor {
  private index = 0;

  constructor(
    readonly ctx: TextContext,
    private readonly lines: readonly string[],
  ) {}

  /** 1-based number of the line `next()` would return. */
  get lineNumber(): number {
    return this.index + 1;
  }

  get done(): boolean {
    return this.index >= this.lines.length;
  }

  next(what: string): string {
    const line = this.lines[this.index];
    if (line === undefined) fail(this.ctx, undefined, `file ends before the ${what}.`);
    this.index++;
    return line;
  }

  /** Lines of one section, up to (and consuming) the blank line that ends it. */
  *section(what: string): Generator<{ text: string; line: number }> {
    for (;;) {
      const line = this.lineNumber;
      const text = this.next(`blank line that ends the ${what} section`);
      if (text.trim() === '') return;
      yield { text, line };
    }
  }
}

/**
 * Splits the leading `count` dash-joined atom types ("ca-ca-c -oh") from the numbers after them.
 * parm.dat pads two-character types with blanks, so spaces may stand before a dash.
 */
export function splitTypes(
  ctx: TextContext,
  text: string,
  line: number,
  count: number,
): { types: string[]; rest: string[] } {
  const type = String.raw`([^\s-]+)\s*`;
  const pattern = new RegExp(`^\\s*${Array.from({ length: count }, () => type).join('-\\s*')}(.*)$`);
  const m = pattern.exec(text);
  if (!m) fail(ctx, line, `expected ${count} atom types joined by '-', found '${text.trim()}'.`);
  const types = m.slice(1, count + 1).map((t) => t ?? '');
  return { types, rest: fields(m[count + 1] ?? '') };
}

/** Parses the numeric field at `i` of `rest`, naming `what` in the error. */
export function numberAt(
  ctx: TextContext,
  line: number,
  rest: readonly string[],
  i: number,
  what: string,
): number {
  return parseNumber(ctx, line, rest[i], what);
}
