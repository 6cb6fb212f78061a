import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';
import type { CifToken } from './cif-lexer.js';

/** One value of a data item with its line; `quoted` as in CifToken. */
export interface CifValue {
  readonly text: string;
  readonly line: number;
  readonly quoted: boolean;
}

/**
 * A data block: every tag (lower-cased, CIF tags are case-insensitive) maps to its column of values;
 * a single item is a column of one. `loopOf` tells which loop a looped tag belongs to, so that
 * columns of one loop can be read row by row.
 */
export interface CifBlock {
  readonly name: string;
  readonly line: number;
  readonly columns: ReadonlyMap<string, readonly CifValue[]>;
  readonly loopOf: ReadonlyMap<string, number>;
}

interface MutableBlock {
  name: string;
  line: number;
  columns: Map<string, CifValue[]>;
  loopOf: Map<string, number>;
}

/**
 * Groups tokens into data blocks. Two slips that common writers make are tolerated with a warning
 * rather than refused, because the structure itself is intact: a tag with no value (EQeq and others
 * end files with "_end") and a "loop_" with no tags (RASPA-style files end with one).
 */
export function blocksOf(
  tokens: readonly CifToken[],
  ctx: TextContext,
  diagnostics: Diagnostic[] = [],
): CifBlock[] {
  const blocks: MutableBlock[] = [];
  let loops = 0;
  for (let i = 0; i < tokens.length;) {
    const t = tokens[i] as CifToken;
    if (t.kind === 'data') {
      blocks.push({ name: t.text.slice(5), line: t.line, columns: new Map(), loopOf: new Map() });
      i++;
      continue;
    }
    const block = blocks[blocks.length - 1];
    if (!block) fail(ctx, t.line, `'${truncate(t.text)}' appears before the first data_ block.`);
    if (t.kind === 'reserved') {
      fail(
        ctx,
        t.line,
        `'${truncate(t.text)}' (save frames, global_, stop_) is not supported in structure files.`,
      );
    }
    if (t.kind === 'value') fail(ctx, t.line, `the value '${truncate(t.text)}' has no tag before it.`);
    i =
      t.kind === 'loop'
        ? readLoop(tokens, i, block, loops++, ctx, diagnostics)
        : readItem(tokens, i, block, ctx, diagnostics);
  }
  return blocks;
}

function readItem(
  tokens: readonly CifToken[],
  i: number,
  block: MutableBlock,
  ctx: TextContext,
  diagnostics: Diagnostic[],
): number {
  const tag = tokens[i] as CifToken;
  const value = tokens[i + 1];
  if (value?.kind !== 'value') {
    diagnostics.push(
      warning('cif-tag-without-value', `the tag ${truncate(tag.text)} has no value and was ignored.`, {
        line: tag.line,
      }),
    );
    return i + 1;
  }
  const key = tag.text.toLowerCase();
  if (block.columns.has(key))
    fail(ctx, tag.line, `the tag ${truncate(tag.text)} appears twice in data_${truncate(block.name)}.`);
  block.columns.set(key, [value]);
  return i + 2;
}

function readLoop(
  tokens: readonly CifToken[],
  i: number,
  block: MutableBlock,
  loop: number,
  ctx: TextContext,
  diagnostics: Diagnostic[],
): number {
  const start = tokens[i] as CifToken;
  const tags: string[] = [];
  let j = i + 1;
  for (; tokens[j]?.kind === 'tag'; j++) tags.push((tokens[j] as CifToken).text.toLowerCase());
  if (tags.length === 0) {
    diagnostics.push(
      warning('cif-empty-loop', 'loop_ is not followed by any tags and was ignored.', { line: start.line }),
    );
    return j;
  }
  const values: CifValue[] = [];
  for (; tokens[j]?.kind === 'value'; j++) values.push(tokens[j] as CifToken);
  if (values.length % tags.length !== 0) {
    const last = values[values.length - 1]?.line ?? start.line;
    fail(
      ctx,
      last,
      `the loop starting on line ${start.line} has ${values.length} values, not a multiple of its ${tags.length} tags.`,
    );
  }
  tags.forEach((tag, k) => {
    if (block.columns.has(tag))
      fail(ctx, start.line, `the tag ${truncate(tag)} appears twice in data_${truncate(block.name)}.`);
    block.columns.set(
      tag,
      values.filter((_, v) => v % tags.length === k),
    );
    block.loopOf.set(tag, loop);
  });
  return j;
}
