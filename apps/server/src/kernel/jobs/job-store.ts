/** How a job ended. */
export type JobOutcome = 'succeeded' | 'failed' | 'timeout' | 'cancelled';

export interface JobStart {
  /** What ran, e.g. 'charge:AM1-BCC' or 'convert:gen3d'. */
  readonly kind: string;
  readonly userId: number | null;
  /** Size of the input in atoms, when known. */
  readonly atoms: number | null;
}

/** Where a job's external program runs, recorded as the adapters start it (a restart cleans up after a crash). */
export interface JobTrace {
  /** Its process group id (the program leads its own group) and the command it was started with. */
  readonly program?: { readonly pgid: number; readonly command: string };
  readonly tempDir?: string;
}

/**
 * Where the job pool records what ran (the `jobs` table): one row per job, written when it is queued,
 * started and finished; durations are computed from the timestamps.
 */
export interface JobStore {
  queued(job: JobStart): Promise<number>;
  started(id: number): Promise<void>;
  finished(id: number, outcome: JobOutcome, error: string | null): Promise<void>;
  /** Records where the job's program runs; a store without it cannot clean up after a crash. */
  traced?(id: number, trace: JobTrace): Promise<void>;
}
