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

export class ProgramError extends Error {
  constructor(
    readonly kind: ProgramErrorKind,
    readonly program: string,
    message: string,
    readonly outputTail = '',
  ) {
    super(`${program}: ${message}`);
    this.name = 'ProgramError';
  }
}

export const isProgramError = (e: unknown): e is ProgramError => e instanceof ProgramError;
