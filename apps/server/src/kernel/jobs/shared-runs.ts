import { createHash } from 'node:crypto';
import { serialize } from 'node:v8';
import { ProgramError } from '@topoforge/engines';
import type { JobDescription, JobProgress } from './job-runner.js';

/** One computation that callers with the same job share. */
interface Flight {
  readonly result: Promise<unknown>;
  readonly controller: AbortController;
  /** Callers still waiting for it; the computation is stopped when the last one goes away. */
  waiting: number;
  /** Its progress in the pool, handed to every caller that watches (null for a job refused at once). */
  progress: JobProgress | null;
}

type Watch = (progress: JobProgress) => void;
type Run = (job: JobDescription, signal: AbortSignal, watch?: Watch) => Promise<unknown>;

/**
 * Identical jobs in flight share one computation: a job whose kind, time-out and input (compared by
 * their structured-clone bytes) equal those of a job still running or waiting joins it and gets its
 * answer, instead of queueing a copy. Jobs are functions of their input (ADR 0008), so the answer is the
 * same; 200 clients asking for the same parameters cost one slot rather than 200 places in the queue.
 * Each caller keeps its own abort: one who leaves stops waiting at once, and the computation is stopped
 * (and recorded cancelled) only when no caller is left. Nothing is kept once the computation ends.
 */
export function sharedRuns(
  run: Run,
): (job: JobDescription, signal?: AbortSignal, watch?: Watch) => Promise<unknown> {
  const flights = new Map<string, Flight>();
  return (job, signal, watch) => {
    const key = signal?.aborted ? undefined : keyOf(job);
    // Nothing to share: an input the clone cannot carry fails in the runner as before.
    if (key === undefined) return run(job, signal ?? new AbortController().signal, watch);
    let flight = flights.get(key);
    if (!flight) {
      const controller = new AbortController();
      let progress: JobProgress | null = null;
      const result = run(job, controller.signal, (p) => {
        progress = p;
      });
      const started: Flight = { result, controller, waiting: 0, progress };
      flights.set(key, started);
      const forget = (): void => {
        if (flights.get(key) === started) flights.delete(key);
      };
      started.result.then(forget, forget);
      flight = started;
    }
    if (watch && flight.progress) watch(flight.progress);
    return join(flight, job.kind, signal, () => {
      // The last caller left: stop the work; a caller arriving now starts afresh.
      if (flights.get(key) === flight) flights.delete(key);
      flight.controller.abort(cancelled(job.kind));
    });
  };
}

/** Waits for `flight` on behalf of one caller; `abandon` runs when the last caller has gone. */
function join(flight: Flight, kind: string, signal: AbortSignal | undefined, abandon: () => void) {
  flight.waiting++;
  return new Promise<unknown>((resolve, reject) => {
    let left = false;
    const onAbort = (): void => {
      left = true;
      flight.waiting--;
      if (flight.waiting > 0) {
        reject(cancelled(kind));
        return;
      }
      abandon();
      // The last caller hears once the job is stopped and recorded, as it would have without sharing.
      flight.result.then(
        () => reject(cancelled(kind)),
        (e: unknown) => reject(e instanceof Error ? e : cancelled(kind)),
      );
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    flight.result.then(
      (value) => {
        signal?.removeEventListener('abort', onAbort);
        if (left) return;
        flight.waiting--;
        resolve(value);
      },
      (error: unknown) => {
        signal?.removeEventListener('abort', onAbort);
        if (left) return;
        flight.waiting--;
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

const cancelled = (kind: string): ProgramError =>
  new ProgramError('cancelled', kind, 'cancelled: the client went away');

/** The job's identity: kind, time-out and the input's structured-clone bytes; undefined when it has none. */
function keyOf(job: JobDescription): string | undefined {
  try {
    const hash = createHash('sha256');
    hash.update(`${job.kind}\0${job.limits.timeoutMs}\0`);
    hash.update(serialize(job.input));
    return hash.digest('base64');
  } catch {
    return undefined;
  }
}
