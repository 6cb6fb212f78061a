/**
 * Lines of a large file, joined with '\n' in blocks as they come. Equivalent to collecting every line
 * and joining once, but the short line strings die young instead of living (and being copied by the
 * garbage collector) until the end: a 100,000-atom topology has about a million lines.
 */
export class TextLines {
  private readonly blocks: string[] = [];
  private pending: string[] = [];

  push(...lines: string[]): void {
    for (const line of lines) this.add(line);
  }

  add(line: string): void {
    this.pending.push(line);
    if (this.pending.length === BLOCK) this.flush();
  }

  /** Every line, joined with '\n' (no newline after the last one, as Array.join). */
  text(): string {
    this.flush();
    return this.blocks.join('\n');
  }

  private flush(): void {
    if (this.pending.length === 0) return;
    this.blocks.push(this.pending.join('\n'));
    this.pending = [];
  }
}

const BLOCK = 4096;
