import { ProgramError } from './program-error.js';

/** Why xtb gave no usable result, beyond the run's own failures (time-out, missing program …). */
export type XtbFailure =
  | 'scf-not-converged' // "Self consistent charge iterator did not converge"
  | 'fatal-error' // xtb printed its "[ERROR] Program stopped" block (e.g. atoms far too close)
  | 'no-output'; // it ended (or crashed) without the table or file we asked for

export class XtbError extends ProgramError {
  constructor(
    readonly failure: XtbFailure,
    message: string,
    outputTail = '',
  ) {
    super('bad-output', 'xtb', message, outputTail);
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
