/** What a job may use; the runner stops it past any of them. */
export interface JobLimits {
  /** Running time allowed, from the moment the job starts (waiting for a free slot does not count). */
  readonly timeoutMs: number;
}

/** Who asked for the job: a user id, or null for an anonymous caller. */
export interface JobOwner {
  readonly userId: number | null;
}

/**
 * One job as data: everything a runner needs to run it anywhere (this process, a worker thread, a
 * cluster node later), so `input` must survive the structured clone (plain objects, arrays, typed arrays,
 * strings, numbers; no functions or class instances).
 */
export interface JobDescription<I = unknown> {
  /** What runs, e.g. 'forcefield:param' or 'charge:QEq'; also the kind recorded in the `jobs` table. */
  readonly kind: string;
  readonly input: I;
  readonly limits: JobLimits;
  readonly owner: JobOwner;
  /** Size of the input in atoms, recorded with the job; null when not known before it runs. */
  readonly atoms: number | null;
}

/**
 * Runs jobs and answers with their result. Failures are typed so the HTTP error map answers them as it
 * always has: ProgramError 'timeout' past `limits.timeoutMs` (504 'request timed out'), ProgramError
 * 'cancelled' when `signal` aborts because the client went away (499), HttpError 503 'server-busy' when
 * too many jobs wait and 'server-closing' once the runner is closing; otherwise the job's own error
 * (TopoForgeError with its code and data, HttpError, ProgramError …). A time-out or an abort stops the
 * work itself, not only the answer. The local runner implements it today; a cluster runner (Slurm) will
 * implement the same interface.
 */
export interface JobRunner {
  run<O>(job: JobDescription, signal?: AbortSignal): Promise<O>;
  /** Refuses new jobs, stops waiting and running ones, and resolves once every job has ended and is recorded. */
  close(): Promise<void>;
}
