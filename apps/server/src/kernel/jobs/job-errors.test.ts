import { ParseError, TopoForgeError } from '@topoforge/chem';
import { ProgramError } from '@topoforge/engines';
import { describe, expect, it } from 'vitest';
import { toErrorAnswer } from '../http/errors.js';
import { rebuildError, serializeError } from './job-errors.js';

/** What the other side gets: the serialized error through the structured clone, rebuilt. */
const across = (error: unknown): Error => rebuildError(structuredClone(serializeError(error)));

class HessianLikeError extends ParseError {}

describe('serializeError and rebuildError', () => {
  it('keep a ParseError with its file, line and data, answering as the original does', () => {
    const original = new ParseError('expected 9 columns', { format: 'mol2', line: 7, fileName: 'data.mol2' });
    const rebuilt = across(original);
    expect(rebuilt).toBeInstanceOf(ParseError);
    expect(rebuilt).toMatchObject({
      message: 'data.mol2, line 7: expected 9 columns',
      code: 'parse',
      line: 7,
      fileName: 'data.mol2',
      data: { format: 'mol2', line: 7, file: 'data.mol2', detail: 'expected 9 columns' },
    });
    expect(toErrorAnswer(rebuilt)).toEqual(toErrorAnswer(original));
    expect(rebuilt.stack).toBe(original.stack);
  });

  it('rebuild a subclass they do not know as its nearest known parent', () => {
    const rebuilt = across(new HessianLikeError('no Hessian', { format: 'fchk', line: undefined }));
    expect(rebuilt).toBeInstanceOf(ParseError);
    expect(rebuilt).toBeInstanceOf(TopoForgeError);
    expect(rebuilt.message).toBe('fchk input: no Hessian');
  });

  it('keep a ProgramError message as it was (the constructor would prefix the program again)', () => {
    const rebuilt = across(new ProgramError('timeout', 'xtb', 'no result after 10 ms', 'last line'));
    expect(rebuilt).toBeInstanceOf(ProgramError);
    expect(rebuilt).toMatchObject({
      kind: 'timeout',
      program: 'xtb',
      message: 'xtb: no result after 10 ms',
      outputTail: 'last line',
    });
  });

  it('turn anything else thrown into a plain Error the error map answers with 500', () => {
    const thrown = across('a string');
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown.message).toBe('a string');
    const withFunction = Object.assign(new Error('odd'), { retry: () => 1, count: 2 });
    expect(across(withFunction)).toMatchObject({ message: 'odd', count: 2 });
    expect(toErrorAnswer(across(withFunction)).statusCode).toBe(500);
  });
});
