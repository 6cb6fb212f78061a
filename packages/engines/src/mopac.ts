import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Molecule } from '@topoforge/chem';
import type { MopacResult } from './mopac-aux.js';
import { parseMopacAux } from './mopac-aux.js';
import { electronCount, mopacInput } from './mopac-input.js';
import { ProgramError } from './program-error.js';
import { runProgram } from './run-program.js';
import { withTempDir } from './temp-dir.js';

export type { MopacResult } from './mopac-aux.js';

/** Standard and premium time-outs for one MOPAC job (spec: 300 s, 600 s for premium users). */
export const MOPAC_TIMEOUT_MS = 300_000;
export const MOPAC_PREMIUM_TIMEOUT_MS = 600_000;

export interface MopacRunOptions {
  readonly netCharge: number;
  readonly timeoutMs?: number;
  /** AM1 geometry optimisation before the charges (default true). */
  readonly optimize?: boolean;
  /** Executable (default `mopac` on PATH). */
  readonly command?: string;
  /** Aborting it kills the program (ProgramError kind 'cancelled'). */
  readonly signal?: AbortSignal;
  /** Keywords appended to the standard line (mopacKeywords); none by default. */
  readonly extraKeywords?: readonly string[];
  /**
   * Start from another density: a single point on the input geometry first (same extra keywords,
   * DENOUT), then the job reads its density (OLDENS) instead of MOPAC's default guess. Both runs share
   * the time-out.
   */
  readonly densityGuess?: boolean;
}

/** Why MOPAC gave no usable AM1 result, beyond the run's own failures (time-out, missing program…). */
export type MopacFailure = 'odd-electrons' | 'scf-failure' | 'no-output' | 'job-error';

export class MopacError extends ProgramError {
  constructor(
    readonly failure: MopacFailure,
    message: string,
    outputTail = '',
  ) {
    super('bad-output', 'mopac', message, outputTail);
    this.name = 'MopacError';
  }
}

/**
 * Runs an AM1 calculation (optimisation, then charges and bond indices) in a fresh temp dir. Throws
 * MopacError for closed-shell violations, SCF failures and jobs that end without results, and
 * ProgramError (kind 'timeout', 'not-found' …) when the program itself cannot run to the end.
 */
export async function runMopac(mol: Molecule, options: MopacRunOptions): Promise<MopacResult> {
  if (electronCount(mol, options.netCharge) % 2 !== 0) {
    throw new MopacError(
      'odd-electrons',
      `net charge ${options.netCharge} leaves an odd number of electrons; AM1-BCC and CM1A need a closed shell`,
    );
  }
  return withTempDir('mopac', async (dir) => {
    const deadline = Date.now() + (options.timeoutMs ?? MOPAC_TIMEOUT_MS);
    let run = options;
    if (options.densityGuess === true) {
      const extra = [...(options.extraKeywords ?? []), 'DENOUT'];
      await mopacJob(dir, 'guess', mol, { ...options, optimize: false, extraKeywords: extra }, deadline);
      await copyFile(join(dir, 'guess.den'), join(dir, 'job.den'));
      run = { ...options, extraKeywords: [...(options.extraKeywords ?? []), 'OLDENS'] };
    }
    const aux = await mopacJob(dir, 'job', mol, run, deadline);
    return parseMopacAux(aux, mol.atomCount, options.optimize === false ? mol.positions : undefined);
  });
}

/** Writes `<name>.mop`, runs it until `deadline` and returns its checked AUX text. */
async function mopacJob(
  dir: string,
  name: string,
  mol: Molecule,
  options: MopacRunOptions,
  deadline: number,
): Promise<string> {
  await writeFile(join(dir, `${name}.mop`), mopacInput(mol, options));
  await runProgram(options.command ?? 'mopac', [`${name}.mop`], {
    cwd: dir,
    timeoutMs: Math.max(1, deadline - Date.now()),
    maxOutputBytes: 1024 * 1024,
    ...(options.signal === undefined ? {} : { signal: options.signal }),
  });
  const out = await readFile(join(dir, `${name}.out`), 'utf8').catch(() => '');
  const aux = await readFile(join(dir, `${name}.aux`), 'utf8').catch(() => undefined);
  checkOutput(out, aux);
  return aux ?? '';
}

/** Turns what MOPAC wrote into a typed failure before anything is parsed. */
export function checkOutput(out: string, aux: string | undefined): void {
  const tail = out.slice(-2000);
  if (/UNABLE TO ACHIEVE SELF-CONSISTENCE|SCF FAILED/i.test(out)) {
    throw new MopacError('scf-failure', 'the AM1 SCF did not converge', tail);
  }
  if (aux === undefined || !/END OF MOPAC FILE/.test(aux)) {
    const reason = terminationMessages(out);
    throw new MopacError(
      reason ? 'job-error' : 'no-output',
      reason ? `MOPAC stopped: ${reason}` : 'MOPAC wrote no results',
      tail,
    );
  }
}

/** The starred block MOPAC prints at the end ("Error and normal termination messages …"). */
function terminationMessages(out: string): string {
  const start = out.indexOf('Error and normal termination messages');
  if (start < 0) return '';
  return out
    .slice(start)
    .split('\n')
    .slice(1)
    .map((l) => l.replace(/^\s*\*|\*\s*$/g, '').trim())
    .filter((l) => l !== '' && !/^\*+$/.test(l) && !/JOB ENDED NORMALLY/.test(l))
    .slice(0, 3)
    .join(' ');
}
