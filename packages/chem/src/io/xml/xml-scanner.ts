import type { TextContext } from '../text.js';
import { fail } from '../text.js';

/**
 * Cursor over the document text that knows the 1-based line of any offset (binary search over line
 * starts, with \n, \r\n and \r as breaks like `splitLines`), so every error can name its line.
 */
export class XmlScanner {
  pos = 0;
  private readonly lineStarts: number[] = [0];

  constructor(
    readonly text: string,
    readonly ctx: TextContext,
  ) {
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) this.lineStarts.push(i + 1);
    }
  }

  get done(): boolean {
    return this.pos >= this.text.length;
  }

  lineAt(offset: number): number {
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  }

  /** Fails at `offset`; past the end, at the last line that has text (a final newline opens none). */
  fail(detail: string, offset = this.pos): never {
    const last = this.text.length;
    const at = offset < last ? offset : Math.max(0, /[\r\n]$/.test(this.text) ? last - 1 : last);
    return fail(this.ctx, this.lineAt(at), detail);
  }

  failAtLine(line: number, detail: string): never {
    return fail(this.ctx, line, detail);
  }

  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }

  /** Returns the text up to `terminator` and moves past it; `what` names the construct in the error. */
  readUntil(terminator: string, what: string, openedAt: number): string {
    const end = this.text.indexOf(terminator, this.pos);
    if (end < 0) this.fail(`${what} is never closed with '${terminator}'.`, openedAt);
    const body = this.text.slice(this.pos, end);
    this.pos = end + terminator.length;
    return body;
  }

  /** Matches a sticky regular expression at the cursor and moves past it. */
  match(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.pos;
    const m = re.exec(this.text);
    if (m) this.pos = re.lastIndex;
    return m;
  }

  skipSpace(): boolean {
    const start = this.pos;
    while (this.pos < this.text.length && isSpace(this.text.charCodeAt(this.pos))) this.pos++;
    return this.pos > start;
  }
}

export const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
