import type { Am1Report } from '@topoforge/engines';

/** What each AM1 attempt of the fallback ladder did, as a user reads it. */
const ATTEMPT_WORDS: Readonly<Record<Am1Report['attempt'], string>> = {
  standard: 'the standard AM1 optimisation',
  'scf-convergers': 'an AM1 optimisation with SCF convergence aids (PULAY, CAMP, SHIFT=10, ITRY=5000)',
  bfgs: 'an AM1 optimisation with the BFGS optimiser and SCF convergence aids',
  'density-guess': 'an AM1 optimisation started from the density of a single point on the input geometry',
  'input-geometry': 'an AM1 single point on the input geometry, not optimised',
};

/**
 * The stderr line of a charge run whose AM1 came from a fallback of the ladder: which attempt produced
 * the charges and why the ones before it failed. Undefined for the standard run (nothing to say).
 */
export function am1SourceLine(method: string, report: Am1Report): string | undefined {
  if (report.attempt === 'standard') return undefined;
  const failed = report.attempts
    .filter((a) => a.failure !== undefined)
    .map((a) => `${a.attempt} (${a.failure})`)
    .join('; ');
  return (
    `${method}: the standard AM1 run gave no result; charges from ${ATTEMPT_WORDS[report.attempt]} ` +
    `(attempt '${report.attempt}'). Failed before it: ${failed}.`
  );
}
