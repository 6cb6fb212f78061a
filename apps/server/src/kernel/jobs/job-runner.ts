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

/** A job's live progress, as its pool sees it (read its fields when needed: they change). */
export interface JobProgress {
  readonly state: 'queued' | 'running' | 'finished';
  /** 1-based place among the jobs waiting for a slot of its pool; null unless queued. */
  readonly position: number | null;
  /** When it started running (ms since the epoch); null while it waits. */
  readonly startedAt: number | null;
}

/**
 * What a caller's job id (the client's ticket, issue 16) shows: the spec's job states (002 §4: running,
 * pending, completed, failed, cancelled), the place in the queue while pending, and the times.
 */
export type JobState = 'running' | 'pending' | 'completed' | 'failed' | 'cancelled';

export interface JobStatus {
  readonly id: string;
  readonly kind: string;
  readonly state: JobState;
  /** 1-based place in the queue while pending; null otherwise. */
  readonly position: number | null;
  /** ISO times; startedAt null until it runs, finishedAt until it ends. */
  readonly queuedAt: string;
  readonly startedAt: string | null;
  readonly finishedAt: string | null;
  /** Running time so far (or in all, once it ended); 0 while pending. */
  readonly elapsedMs: number;
}

/**
 * Runs jobs and answers with their result; a caller may name its job with a ticket to follow and cancel
 * it. Failures are typed so the HTTP error map answers them as it always has: ProgramError 'timeout' past `limits.timeoutMs` (504 'request timed out'), ProgramError
 * 'cancelled' when `signal` aborts because the client went away (499), HttpError 503 'server-busy' when
 * too many jobs wait and 'server-closing' once the runner is closing; otherwise the job's own error
 * (TopoForgeError with its code and data, HttpError, ProgramError …). A time-out or an abort stops the
 * work itself, not only the answer. The local runner implements it today; a cluster runner (Slurm) will
 * implement the same interface.
 */
export interface JobRunner {
  run<O>(job: JobDescription, signal?: AbortSignal, ticket?: string): Promise<O>;
  /**
   * The status of the job a caller started under `ticket` (its own id for the job), while it waits or
   * runs and for a while after it ended; undefined when unknown or started by another user.
   */
  status(ticket: string, userId: number | null): JobStatus | undefined;
  /**
   * Cancels that caller's job (as if the caller had gone away: a shared computation stops only when no
   * other caller waits for it); answers its status, undefined when unknown. HttpError 409
   * 'job-not-cancellable' once it has ended (002 §4: only a running or pending job can be cancelled).
   */
  cancel(ticket: string, userId: number | null): JobStatus | undefined;
  /** Refuses new jobs, stops waiting and running ones, and resolves once every job has ended and is recorded. */
  close(): Promise<void>;
}
