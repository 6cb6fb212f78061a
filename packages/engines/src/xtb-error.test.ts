import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { xtbFailureFrom } from './xtb-error.js';

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
