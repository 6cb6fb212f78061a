/** How a job ended. */
export type JobOutcome = 'succeeded' | 'failed' | 'timeout' | 'cancelled';

export interface JobStart {
  /** What ran, e.g. 'charge:AM1-BCC' or 'convert:gen3d'. */
  readonly kind: string;
  readonly userId: number | null;
  /** Size of the input in atoms, when known. */
  readonly atoms: number | null;
}

/**
 * Where the job pool records what ran (the `jobs` table): one row per job, written when it is queued,
 * started and finished; durations are computed from the timestamps.
 */
export interface JobStore {
  queued(job: JobStart): Promise<number>;
  started(id: number): Promise<void>;
  finished(id: number, outcome: JobOutcome, error: string | null): Promise<void>;
}
