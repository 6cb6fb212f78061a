/**
 * Why an external program did not give us a usable result. Adapters branch on `kind`; the HTTP layer
 * maps it to an answer. `outputTail` keeps the end of what the program printed, for the log.
 */
export type ProgramErrorKind =
  | 'not-found' // no such executable on PATH (ENOENT)
  | 'not-executable' // the file exists but may not be run (EACCES)
  | 'spawn-failed' // any other failure to start
  | 'timeout' // killed after the time-out
  | 'cancelled' // killed because the caller aborted (its AbortSignal), e.g. the client went away
  | 'output-limit' // killed for printing more than the cap
  | 'exit-code' // ran to the end but exited non-zero or on a signal
  | 'bad-output'; // ran fine but printed something the adapter cannot read

/** How a program that stopped before its normal end exited: a non-zero code, or the signal that killed it. */
export interface ProgramExit {
  readonly code: number | null;
  readonly signal: string | null;
}

/** The exit in words: 'signal SIGSEGV', 'exit code 1'. */
export const describeExit = (exit: ProgramExit): string =>
  exit.code === null ? `signal ${exit.signal ?? 'unknown'}` : `exit code ${exit.code}`;

export class ProgramError extends Error {
  constructor(
    readonly kind: ProgramErrorKind,
    readonly program: string,
    message: string,
    readonly outputTail = '',
    /** Set when the program stopped on its own before a normal end (crash, non-zero exit). */
    readonly exit?: ProgramExit,
  ) {
    super(`${program}: ${message}`);
    this.name = 'ProgramError';
  }
}

export const isProgramError = (e: unknown): e is ProgramError => e instanceof ProgramError;
