import { HttpError } from '../http/errors.js';
import type { JobStore } from './job-store.js';
import type { JobLog, JobRequest, JobWork } from './pool-job.js';
import { PoolJob } from './pool-job.js';

export type { JobLog, JobRequest, JobWork } from './pool-job.js';

/** Jobs that may wait for a free slot; one more is refused with 503 rather than queued for minutes. */
export const DEFAULT_MAX_WAITING = 200;

export interface JobPoolOptions {
  /** Jobs running at once (config.jobPoolSize, config.workerThreads). */
  readonly size: number;
  readonly store: JobStore;
  readonly log: JobLog;
  /** Jobs allowed to wait for a slot; DEFAULT_MAX_WAITING when absent. */
  readonly maxWaiting?: number;
}

export interface JobPool {
  /**
   * Runs `work` when a slot is free (first come, first served). Rejects with HttpError 503 when too many
   * jobs wait or the pool is closing, ProgramError 'timeout' when the job runs past `timeoutMs`,
   * ProgramError 'cancelled' when the caller's signal aborts, or with the work's own error.
   */
  run<T>(kind: string, request: JobRequest, work: JobWork<T>): Promise<T>;
  /** Refuses new jobs, cancels waiting and running ones, and resolves once every job has ended and is recorded. */
  close(): Promise<void>;
  readonly running: number;
  readonly waiting: number;
}

/**
 * A bounded pool for heavy calls: at most `size` jobs run at once, the rest wait in a FIFO queue of
 * bounded length. A job's time-out and its caller's abort both abort the signal handed to the work, which
 * kills its child process or terminates its worker thread; the caller is answered at once, while the slot
 * stays taken until the work has really stopped (PoolJob). Every job is recorded through the JobStore:
 * queued → started → finished with its outcome.
 */
export function createJobPool(options: JobPoolOptions): JobPool {
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  const queue: PoolJob<unknown>[] = [];
  const active = new Set<PoolJob<unknown>>();
  /** Jobs accepted whose finished row is not written yet (close waits for them). */
  let unfinished = 0;
  let closed = false;

  const startNext = (): void => {
    while (active.size < options.size && queue.length > 0) {
      const job = queue.shift() as PoolJob<unknown>;
      active.add(job);
      job.start();
    }
  };

  const accept = <T>(kind: string, request: JobRequest, work: JobWork<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      unfinished++;
      const job: PoolJob<T> = new PoolJob<T>({
        kind,
        request,
        work,
        store: options.store,
        log: options.log,
        settle: (error, value) => {
          unfinished--;
          if (error === null) resolve(value as T);
          else reject(error);
        },
        release: () => {
          active.delete(job as PoolJob<unknown>);
          startNext();
        },
        dequeue: () => {
          const at = queue.indexOf(job as PoolJob<unknown>);
          if (at >= 0) queue.splice(at, 1);
        },
        position: () => {
          const at = queue.indexOf(job as PoolJob<unknown>);
          return at >= 0 ? at + 1 : null;
        },
      });
      if (job.finished) return;
      queue.push(job as PoolJob<unknown>);
      startNext();
    });

  return {
    get running() {
      return active.size;
    },
    get waiting() {
      return queue.length;
    },

    run<T>(kind: string, request: JobRequest, work: JobWork<T>): Promise<T> {
      if (closed) return Promise.reject(new HttpError(503, 'server-closing'));
      if (queue.length >= maxWaiting && active.size >= options.size) {
        options.log.warn({ kind, waiting: queue.length }, 'job pool full');
        return Promise.reject(new HttpError(503, 'server-busy'));
      }
      return accept(kind, request, work);
    },

    async close(): Promise<void> {
      closed = true;
      const error = new HttpError(503, 'server-closing');
      for (const job of [...queue]) job.drop(error);
      for (const job of active) job.abort(error);
      // Work that ignores its signal still holds its slot until it returns.
      while (active.size > 0 || unfinished > 0) await delay(10);
    },
  };
}

const delay = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
