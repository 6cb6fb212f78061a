import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { xtbFailureFrom, xtbStoppedError } from './xtb-error.js';

/** Fixtures: real xtb 6.5.1 output of failed runs (fixtures/xtb/README.md). */
const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/xtb/${name}`, import.meta.url), 'utf8');

describe('xtbFailureFrom', () => {
  it('recognises an SCC that did not converge', () => {
    const e = xtbFailureFrom(fixture('pentanal-scc-fail.out'));
    expect(e?.failure).toBe('scf-not-converged');
    expect(e?.kind).toBe('bad-output');
  });

  it('reports the numbered lines of a fatal-error block, innermost first', () => {
    const e = xtbFailureFrom(fixture('close-atoms-fatal.out'));
    expect(e?.failure).toBe('fatal-error');
    expect(e?.message).toMatch(
      /xtb: xtb stopped: Found \*very\* short distance of {2}0\.000E\+00 for O1-H2; XTB REFUSES/,
    );
  });

  it('finds nothing in a normal run', () => {
    expect(xtbFailureFrom(fixture('water-gfn1.out'))).toBeUndefined();
  });
});

describe('xtbStoppedError', () => {
  // A recorded crash: xtb 6.5.1's odd-point --esp heap corruption ("free(): invalid size") ends in a signal
  // (code null) and leaves no output file; the output lines are the end of such a run.
  const output = [
    ...Array.from({ length: 30 }, (_, i) => `   ${i + 1}  iteration line`),
    '          :  SCC converged in 9 cycles',
    'free(): invalid size',
    '',
  ].join('\n');

  it('says that xtb stopped, how, and what it did not write; the last lines stay for the log', () => {
    const e = xtbStoppedError({ code: null, signal: 'SIGSEGV' }, 'molden.input', output);
    expect(e.message).toBe(
      'xtb: xtb stopped (signal SIGSEGV) before writing molden.input; its last output: free(): invalid size',
    );
    expect(e.failure).toBe('stopped');
    expect(e.exit).toEqual({ code: null, signal: 'SIGSEGV' });
    const tail = e.outputTail.split('\n');
    expect(tail).toHaveLength(20);
    expect(tail[tail.length - 1]).toBe('free(): invalid size');
  });

  it('names a non-zero exit code', () => {
    expect(xtbStoppedError({ code: 1, signal: null }, 'molden.input', '').message).toBe(
      'xtb: xtb stopped (exit code 1) before writing molden.input',
    );
  });
});
