import type { ProgramExit } from './program-error.js';
import { describeExit, ProgramError } from './program-error.js';

/** Why xtb gave no usable result, beyond the run's own failures (time-out, missing program …). */
export type XtbFailure =
  | 'scf-not-converged' // "Self consistent charge iterator did not converge"
  | 'fatal-error' // xtb printed its "[ERROR] Program stopped" block (e.g. atoms far too close)
  | 'stopped' // it crashed or exited non-zero before writing what we asked for
  | 'no-output'; // it ended without the table or file we asked for

export class XtbError extends ProgramError {
  constructor(
    readonly failure: XtbFailure,
    message: string,
    outputTail = '',
    exit?: ProgramExit,
  ) {
    super('bad-output', 'xtb', message, outputTail, exit);
    this.name = 'XtbError';
  }
}

/**
 * Reads a failed run's output: xtb ends fatal errors with a block of numbered lines
 * ("[ERROR] Program stopped due to fatal error", then "-3- …", "-2- …", "-1- …"). Returns the
 * typed error for it, or undefined when the output shows no such block.
 */
export function xtbFailureFrom(output: string): XtbError | undefined {
  const tail = output.slice(-2000);
  if (/Self consistent charge iterator did not converge/.test(output)) {
    return new XtbError('scf-not-converged', 'the GFN1-xTB SCC did not converge', tail);
  }
  const start = output.lastIndexOf('[ERROR]');
  if (start < 0) return undefined;
  const reasons = output
    .slice(start)
    .split('\n')
    .map((l) => /^\s*-\d+-\s*(.*\S)/.exec(l)?.[1])
    .filter((l): l is string => l !== undefined);
  return new XtbError('fatal-error', `xtb stopped: ${reasons.reverse().join('; ') || 'fatal error'}`, tail);
}

/** Lines of output kept for the log when xtb stops early. */
const TAIL_LINES = 20;

/**
 * xtb stopped before its normal end (killed by a signal such as SIGSEGV, or a non-zero exit code)
 * without writing `missing` (a file, or the table we read from its output): the message says so, with
 * the exit and xtb's last word, and the last lines of its output stay in outputTail for the log.
 */
export function xtbStoppedError(exit: ProgramExit, missing: string, output: string): XtbError {
  const lines = output.split('\n').filter((l) => l.trim() !== '');
  const last = lines[lines.length - 1]?.trim();
  const said =
    last === undefined ? '' : `; its last output: ${last.length > 200 ? `${last.slice(0, 200)}…` : last}`;
  return new XtbError(
    'stopped',
    `xtb stopped (${describeExit(exit)}) before writing ${missing}${said}`,
    lines.slice(-TAIL_LINES).join('\n'),
    exit,
  );
}
