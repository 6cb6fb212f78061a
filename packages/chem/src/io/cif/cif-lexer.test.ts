import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../core/diagnostics.js';
import { ParseError } from '../../core/errors.js';
import { blocksOf } from './cif-blocks.js';
import { tokenizeCif } from './cif-lexer.js';

const ctx = { format: 'cif', fileName: 't.cif' };

describe('tokenizeCif', () => {
  it('splits words, quoted strings, comments and text fields with their lines', () => {
    const tokens = tokenizeCif(`data_x # comment\n_a 'it''s ok' "O'Neil"\n;\nline one\n;\n_b 5.4(1)`, ctx);
    expect(tokens.map((t) => [t.kind, t.text, t.line])).toEqual([
      ['data', 'data_x', 1],
      ['tag', '_a', 2],
      ['value', "it''s ok", 2],
      ['value', "O'Neil", 2],
      ['value', 'line one', 3],
      ['tag', '_b', 6],
      ['value', '5.4(1)', 6],
    ]);
  });

  it('names the line of an unterminated quote or text field', () => {
    expect(() => tokenizeCif(`data_x\n_a 'open`, ctx)).toThrow(/line 2/);
    expect(() => tokenizeCif(`data_x\n_a\n;never closed\n`, ctx)).toThrow(/line 3/);
  });
});

describe('blocksOf', () => {
  it('gathers items and loop columns, case-insensitively', () => {
    const [block] = blocksOf(tokenizeCif(`data_q\n_Cell_Length_A 3\nloop_\n_x\n_y\n1 2\n3 4`, ctx), ctx);
    expect(block?.name).toBe('q');
    expect(block?.columns.get('_cell_length_a')?.[0]?.text).toBe('3');
    expect(block?.columns.get('_y')?.map((v) => v.text)).toEqual(['2', '4']);
    expect(block?.loopOf.get('_x')).toBe(0);
  });

  it('ignores a tag without a value and an empty loop_, with warnings (EQeq and RASPA file endings)', () => {
    const diagnostics: Diagnostic[] = [];
    const [block] = blocksOf(
      tokenizeCif('data_x\n_a 1\n_dangling\n_b 2\n_end\nloop_', ctx),
      ctx,
      diagnostics,
    );
    expect([...(block?.columns.keys() ?? [])]).toEqual(['_a', '_b']);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['cif-tag-without-value', 3],
      ['cif-tag-without-value', 5],
      ['cif-empty-loop', 6],
    ]);
  });

  it.each([
    ['_a 1', 1, 'before the first data_'],
    ['data_x\n7', 2, 'no tag'],
    ['data_x\nloop_\n_a\n_b\n1 2\n3', 6, 'multiple'],
    ['data_x\nloop_\n1', 3, 'no tag'],
    ['data_x\n_a 1\n_A 2', 3, 'twice'],
    ['data_x\nsave_frame', 2, 'not supported'],
  ])('rejects %j at line %i', (text, line, words) => {
    try {
      blocksOf(tokenizeCif(text, ctx), ctx);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ParseError);
      expect((e as ParseError).line).toBe(line);
      expect((e as ParseError).message).toContain(words);
    }
  });
});
