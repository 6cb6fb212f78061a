import { ProgramError } from '@topoforge/engines';
import { HttpError } from '../http/errors.js';
import type { JobOutcome, JobStore } from './job-store.js';

/** Jobs that may wait for a free slot; one more is refused with 503 rather than queued for minutes. */
export const DEFAULT_MAX_WAITING = 200;
/** Longest error text handed to the store (the store may cut further). */
const MAX_ERROR_CHARS = 4000;

export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface JobPoolOptions {
  /** Jobs running at once (config.jobPoolSize). */
  readonly size: number;
  readonly store: JobStore;
  readonly log: JobLog;
  /** Jobs allowed to wait for a slot; DEFAULT_MAX_WAITING when absent. */
  readonly maxWaiting?: number;
}

export interface JobRequest {
  readonly userId: number | null;
  /** Size of the input, for the jobs table. */
  readonly atoms: number | null;
  /** Running time allowed, from the moment the job starts (waiting in the queue does not count). */
  readonly timeoutMs: number;
  /** The caller's signal (the route's, aborted when the client goes away). */
  readonly signal?: AbortSignal;
}

/** The work of a job: it must stop (kill its program) when `signal` aborts. */
export type JobWork<T> = (signal: AbortSignal) => Promise<T>;

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

interface Job {
  readonly kind: string;
  readonly request: JobRequest;
  readonly controller: AbortController;
  start(): void;
  /** Ends a job that never started (cancelled in the queue, or the pool closing). */
  drop(error: Error): void;
}

/**
 * A bounded pool for heavy calls (charges, 3D generation): at most `size` jobs run at once, the rest wait
 * in a FIFO queue of bounded length. A job's time-out and its caller's abort both abort the signal handed
 * to the work, which kills its child process (runProgram); the caller is answered at once, while the slot
 * stays taken until the work has really stopped, so the bound holds even for work that ignores its
 * signal. Every job is recorded through the JobStore: queued → started → finished with its outcome.
 */
export function createJobPool(options: JobPoolOptions): JobPool {
  const maxWaiting = options.maxWaiting ?? DEFAULT_MAX_WAITING;
  const queue: Job[] = [];
  const active = new Set<Job>();
  /** Jobs accepted whose finished row is not written yet (close waits for them). */
  let unfinished = 0;
  let closed = false;

  const record = async (what: string, write: () => Promise<void>): Promise<void> => {
    try {
      await write();
    } catch (e) {
      options.log.error({ err: e }, `job store: could not record ${what}`);
    }
  };

  const startNext = (): void => {
    while (active.size < options.size && queue.length > 0) {
      const job = queue.shift() as Job;
      active.add(job);
      job.start();
    }
  };

  const pool: JobPool = {
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
      unfinished++;
      return new Promise<T>((resolve, reject) => {
        const controller = new AbortController();
        const id = options.store
          .queued({ kind, userId: request.userId, atoms: request.atoms })
          .catch((e: unknown) => {
            options.log.error({ err: e }, 'job store: could not record a queued job');
            return undefined;
          });
        let settled = false;
        const onCallerAbort = (): void => {
          const error = new ProgramError('cancelled', kind, 'cancelled: the client went away');
          if (queue.includes(job)) job.drop(error);
          else controller.abort(error);
        };
        const finish = (outcome: JobOutcome, error: Error | null, value?: T): void => {
          request.signal?.removeEventListener('abort', onCallerAbort);
          const text = error === null ? null : error.message.slice(0, MAX_ERROR_CHARS);
          const written = record('a finished job', async () => {
            const stored = await id;
            if (stored !== undefined) await options.store.finished(stored, outcome, text);
          });
          // The caller hears once the row is written, so what it reads next is consistent.
          void written.then(() => {
            unfinished--;
            if (settled) return;
            settled = true;
            if (error === null) resolve(value as T);
            else reject(error);
          });
        };

        const job: Job = {
          kind,
          request,
          controller,
          drop(error) {
            const at = queue.indexOf(job);
            if (at >= 0) queue.splice(at, 1);
            finish('cancelled', error);
          },
          start() {
            const startedRow = record('a started job', async () => {
              const stored = await id;
              if (stored !== undefined) await options.store.started(stored);
            });
            const timer = setTimeout(
              () =>
                controller.abort(
                  new ProgramError('timeout', kind, `no result after ${request.timeoutMs} ms`),
                ),
              request.timeoutMs,
            );
            let answered = false;
            // Time-out and cancellation answer the caller at once; the slot waits for the work below.
            const onAbort = (): void => {
              answered = true;
              const reason = asError(controller.signal.reason);
              void startedRow.then(() => finish(outcomeOf(reason), reason));
            };
            controller.signal.addEventListener('abort', onAbort, { once: true });
            const ran = Promise.resolve()
              .then(() => work(controller.signal))
              .then(
                (value) => ({ ok: true as const, value }),
                (error: unknown) => ({ ok: false as const, error }),
              );
            void ran.then(async (result) => {
              clearTimeout(timer);
              controller.signal.removeEventListener('abort', onAbort);
              active.delete(job);
              startNext();
              if (answered) return;
              await startedRow;
              if (result.ok) finish('succeeded', null, result.value);
              else finish(outcomeOf(result.error), asError(result.error));
            });
          },
        };

        if (request.signal?.aborted) {
          finish('cancelled', new ProgramError('cancelled', kind, 'cancelled before it started'));
          return;
        }
        request.signal?.addEventListener('abort', onCallerAbort, { once: true });
        queue.push(job);
        startNext();
      });
    },

    async close(): Promise<void> {
      closed = true;
      const error = new HttpError(503, 'server-closing');
      for (const job of [...queue]) job.drop(error);
      for (const job of active) job.controller.abort(error);
      // Work that ignores its signal (in-process computation) still holds its slot until it returns.
      while (active.size > 0 || unfinished > 0) await delay(10);
    },
  };
  return pool;
}

/**
 * An adapter's own time-out counts as the job's; a cancelled program, or a job stopped because the pool
 * closes, is a cancelled job.
 */
function outcomeOf(error: unknown): JobOutcome {
  if (error instanceof ProgramError && error.kind === 'timeout') return 'timeout';
  if (error instanceof ProgramError && error.kind === 'cancelled') return 'cancelled';
  if (error instanceof HttpError && error.code === 'server-closing') return 'cancelled';
  return 'failed';
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));

const delay = (ms: number): Promise<void> => new Promise((done) => setTimeout(done, ms));
