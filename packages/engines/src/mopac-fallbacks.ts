import type { Molecule } from '@topoforge/chem';
import type { Am1Attempt } from '@topoforge/contract';
import type { MopacResult, MopacRunOptions } from './mopac.js';
import { MOPAC_TIMEOUT_MS, MopacError, runMopac } from './mopac.js';
import { ProgramError } from './program-error.js';

/**
 * SCF convergence aids of MOPAC 22 (keywords as its output lists them): Pulay's DIIS, the Camp-King
 * converger, a level shift of 10 eV and up to 5000 SCF iterations. They are the set MOPAC itself forces
 * on mid-run when an SCF struggles ("ALL CONVERGERS ARE NOW FORCED ON / SHIFT=10, PULAY ON, CAMP-KING
 * ON"); asking for them from the first iteration of every SCF is what its failure message advises
 * ("TRY USING SHIFT OR PULAY").
 */
const CONVERGERS = ['PULAY', 'CAMP', 'SHIFT=10', 'ITRY=5000'] as const;

/** One way of running the AM1 calculation behind AM1-BCC. */
export interface Am1Recipe {
  readonly id: Am1Attempt;
  readonly options: Pick<MopacRunOptions, 'optimize' | 'extraKeywords' | 'densityGuess'>;
}

/**
 * The ladder, in the order a careful user would try it: first exactly today's run (so molecules that
 * converge keep their charges), then the same optimisation with the convergers, then another optimiser
 * (BFGS instead of EF), then a different starting density (a converged single point on the input
 * geometry), and last the charges of a single point on the input geometry without optimisation.
 */
export const AM1_RECIPES: readonly Am1Recipe[] = [
  { id: 'standard', options: {} },
  { id: 'scf-convergers', options: { extraKeywords: CONVERGERS } },
  { id: 'bfgs', options: { extraKeywords: ['BFGS', ...CONVERGERS] } },
  { id: 'density-guess', options: { extraKeywords: CONVERGERS, densityGuess: true } },
  { id: 'input-geometry', options: { extraKeywords: CONVERGERS, optimize: false } },
];

/** One attempt as the log keeps it. */
export interface Am1AttemptRecord {
  readonly attempt: Am1Attempt;
  /** Wall time of the attempt, ms. */
  readonly ms: number;
  /** Why it gave no charges; absent for the attempt that did. */
  readonly failure?: string;
}

export interface Am1LadderResult {
  readonly am1: MopacResult;
  /** The attempt whose AM1 result this is. */
  readonly attempt: Am1Attempt;
  /** Every attempt tried, in order, the successful one last. */
  readonly attempts: readonly Am1AttemptRecord[];
}

/**
 * Runs AM1 by AM1_RECIPES until one gives a result. Only a failure of the calculation moves on (SCF not
 * converged, MOPAC stopped or wrote no results); a closed-shell violation, a missing program, a
 * cancellation or the time-out end the ladder at once. All attempts share `timeoutMs`. When every
 * attempt fails, the MopacError names each attempt and its failure.
 */
export async function runAm1WithFallbacks(
  mol: Molecule,
  options: MopacRunOptions,
  recipes: readonly Am1Recipe[] = AM1_RECIPES,
): Promise<Am1LadderResult> {
  const deadline = Date.now() + (options.timeoutMs ?? MOPAC_TIMEOUT_MS);
  const attempts: Am1AttemptRecord[] = [];
  let last: MopacError | ProgramError | undefined;
  for (const recipe of recipes) {
    const started = Date.now();
    const timeoutMs = deadline - started;
    if (timeoutMs <= 0) {
      throw new ProgramError('timeout', 'mopac', `no time left for AM1 after ${describe(attempts)}`);
    }
    try {
      const am1 = await runMopac(mol, { ...options, ...recipe.options, timeoutMs });
      attempts.push({ attempt: recipe.id, ms: Date.now() - started });
      return { am1, attempt: recipe.id, attempts };
    } catch (e) {
      if (!isRetryable(e)) throw e;
      attempts.push({ attempt: recipe.id, ms: Date.now() - started, failure: e.message });
      last = e;
    }
  }
  throw new MopacError(
    last instanceof MopacError ? last.failure : 'no-output',
    `AM1 gave no result in ${attempts.length} attempts: ${describe(attempts)}`,
    last?.outputTail ?? '',
  );
}

const describe = (attempts: readonly Am1AttemptRecord[]): string =>
  attempts.map((a) => `${a.attempt} (${a.failure ?? 'no result'})`).join('; ');

/** A failure another recipe may overcome: the calculation's, not the program's or the caller's. */
function isRetryable(e: unknown): e is MopacError | ProgramError {
  if (e instanceof MopacError) return e.failure !== 'odd-electrons';
  return e instanceof ProgramError && (e.kind === 'bad-output' || e.kind === 'exit-code');
}
