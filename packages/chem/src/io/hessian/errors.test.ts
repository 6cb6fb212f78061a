import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ParseError, TopoForgeError } from '../../core/errors.js';
import { HessianParseError } from './hessian-error.js';
import type { HessianErrorKind } from './hessian-error.js';
import { checkHessianMatches } from './matrix-check.js';
import type { HessianFormatId } from './hessian-data.js';
import { readHessian } from './read-hessian.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

function failure(text: string, format?: HessianFormatId): HessianParseError {
  try {
    readHessian(text, format ? { format, fileName: 'h' } : { fileName: 'h' });
  } catch (e) {
    if (e instanceof HessianParseError) return e;
    throw e;
  }
  throw new Error('no error');
}

const expectKind = (e: HessianParseError, kind: HessianErrorKind, line: number | undefined): void => {
  expect(e.kind).toBe(kind);
  expect(e.line).toBe(line);
};

describe('Hessian reader errors (spec 000 §5)', () => {
  it('says "not an orca hessian" for a file without ORCA blocks', () => {
    const e = failure('hello\nworld\n', 'orca');
    expectKind(e, 'not-orca', undefined);
    expect(e.message).toBe(
      'h: not an orca hessian: an ORCA .hess file has $orca_hessian_file and $hessian blocks.',
    );
  });

  it('says "No hessian matrix found in the file" for ORCA, fchk and xtb files without one', () => {
    expectKind(failure('$orca_hessian_file\n\n$act_atom\n  0\n$end\n'), 'no-hessian', undefined);
    const fchk = fixture('water.fchk').split('\n').slice(0, 8).join('\n');
    expectKind(failure(fchk, 'fchk'), 'no-hessian', undefined);
    expectKind(failure('$end\n', 'xtb'), 'no-hessian', undefined);
    expect(failure('$end\n', 'xtb').message).toContain('No hessian matrix found in the file');
  });

  it('says "no matrix found" for an empty $hessian block', () => {
    expectKind(failure('$orca_hessian_file\n$hessian\n9\n\n$end\n'), 'no-matrix', 4);
    expectKind(failure('$hessian\n$end\n', 'xtb'), 'no-matrix', 1);
  });

  it('says "invalid matrix" for a non-numeric element, naming its line', () => {
    const lines = fixture('water.hess').split('\n');
    lines[16] = lines[16]?.replace('6.0990044960E-01', 'abc') ?? '';
    expectKind(failure(lines.join('\n')), 'invalid-matrix', 17);
    const xtb = fixture('water.xtb-hessian').replace('0.6099004496', '0.60x9');
    expectKind(failure(xtb, 'xtb'), 'invalid-matrix', 4);
  });

  it('refuses an announced dimension the file cannot hold before allocating it', () => {
    const text = `$orca_hessian_file\n$hessian\n60000\n${'    0 1\n'.repeat(70_000)}`;
    expectKind(failure(text), 'invalid-matrix', 3);
  });

  it('says "invalid matrix" for a non-symmetric matrix', () => {
    // Element (2,2) = 0.6099 Hartree/Bohr² → tolerance 0.006; change (1,2) only.
    const xtb = fixture('water.xtb-hessian').replace(
      '0.0000031934   0.6099004496',
      '0.2000031934   0.6099004496',
    );
    const e = failure(xtb, 'xtb');
    expectKind(e, 'invalid-matrix', 4);
    expect(e.message).toContain('not symmetric');
  });

  it('says "matrix size mismatch" for a matrix that is not 3N × 3N or does not fit the structure', () => {
    const xtb = fixture('water.xtb-hessian').split('\n').slice(0, 4).join('\n');
    // 14 values: not a square matrix.
    expectKind(failure(xtb, 'xtb'), 'size-mismatch', 1);
    const water = readHessian(fixture('water.hess'));
    const e = (() => {
      try {
        checkHessianMatches(water, Uint8Array.from([8, 1, 1, 1]), 'water.hess');
      } catch (err) {
        return err;
      }
      return undefined;
    })();
    expect(e).toBeInstanceOf(HessianParseError);
    expect((e as HessianParseError).message).toContain('matrix size mismatch');
    expect(() => checkHessianMatches(water, Uint8Array.from([1, 8, 1]), 'water.hess')).toThrow(/atom 1 is O/);
    expect(() => checkHessianMatches(water, Uint8Array.from([8, 1, 1]), 'water.hess')).not.toThrow();
  });

  it('throws only typed errors naming a line inside the file, for random and mutated input', () => {
    const seeds = ['water.hess', 'water.fchk', 'water.xtb-hessian'].map(fixture);
    const check = (text: string): void => {
      try {
        readHessian(text, { fileName: 'fuzz' });
      } catch (e) {
        if (!(e instanceof TopoForgeError)) throw e;
        if (e instanceof ParseError && e.line !== undefined) {
          expect(e.line).toBeGreaterThanOrEqual(1);
          expect(e.line).toBeLessThanOrEqual(text.split(/\r\n|\n|\r/).length + 1);
        }
      }
    };
    fc.assert(fc.property(fc.string({ maxLength: 300 }), check), { numRuns: 200 });
    const mutated = fc
      .tuple(fc.constantFrom(...seeds), fc.nat(), fc.string({ maxLength: 8 }))
      .map(([text, i, junk]) => {
        const at = i % text.length;
        return text.slice(0, at) + junk + text.slice(at + junk.length);
      });
    fc.assert(fc.property(mutated, check), { numRuns: 300 });
  });
});
