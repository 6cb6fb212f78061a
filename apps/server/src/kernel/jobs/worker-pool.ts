import type { ResourceLimits, Worker } from 'node:worker_threads';
import { HttpError } from '../http/errors.js';
import { rebuildError } from './job-errors.js';
import type { WorkerAnswer, WorkerJob } from './worker-protocol.js';
import { startWorker, WORKER_MAIN } from './worker-start.js';

export interface WorkerPoolOptions {
  /** The job modules (file URLs) every worker loads; each exports its table as `jobKinds`. */
  readonly modules: readonly URL[];
  /** The worker's entry; WORKER_MAIN unless a test starts something else. */
  readonly entry?: URL;
  /**
   * Heap a worker may use, in MB (config.workerMemoryMb): a job past it stops its worker with an
   * 'job-out-of-memory' HttpError, not the server. V8's own limit when absent.
   */
  readonly memoryMb?: number;
  /**
   * Keeps one worker started while none is (from the start, and again after one was stopped), so a
   * heavy call does not wait for a worker to load (~0.5 s from dist).
   */
  readonly keepWarm?: boolean;
}

/**
 * Worker threads for in-process jobs. `exec` runs one job on an idle worker (starting one when none is
 * idle: the caller bounds how many run at once); an abort terminates that worker, which stops even a
 * computation that never yields and frees its CPU, and the next job gets a fresh worker.
 */
export interface WorkerPool {
  exec(kind: string, input: unknown, signal: AbortSignal): Promise<unknown>;
  /** Starts no more workers to keep warm (the runner is closing: stopped jobs' workers are not replaced). */
  stopWarming(): void;
  /** Terminates every worker, idle or busy. */
  close(): Promise<void>;
  /** Live workers, idle and busy. */
  readonly threads: number;
  /** Workers started so far (a replaced worker counts again). */
  readonly starts: number;
}

export function createWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const entry = options.entry ?? WORKER_MAIN;
  const setup = { modules: options.modules.map((m) => m.href) };
  const limits: ResourceLimits | undefined =
    options.memoryMb === undefined ? undefined : { maxOldGenerationSizeMb: options.memoryMb };
  const idle: Worker[] = [];
  const live = new Set<Worker>();
  let starts = 0;
  let closed = false;

  const warm = (): void => {
    if (options.keepWarm && !closed && live.size === 0) idle.push(spawn());
  };

  const spawn = (): Worker => {
    const worker = startWorker(entry, setup, limits);
    // Idle workers must not keep the process alive; the server's listener does while it runs.
    worker.unref();
    live.add(worker);
    starts++;
    worker.once('exit', () => {
      live.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
      warm();
    });
    return worker;
  };

  const exec = (kind: string, input: unknown, signal: AbortSignal): Promise<unknown> => {
    if (signal.aborted) return Promise.reject(asError(signal.reason));
    const worker = idle.pop() ?? spawn();
    return runOn(worker, { kind, input }, signal, {
      idle: () => idle.push(worker),
      failure: (error) => workerFailure(error, options.memoryMb),
    });
  };

  const pool: WorkerPool = {
    exec,
    get threads() {
      return live.size;
    },
    get starts() {
      return starts;
    },
    stopWarming() {
      closed = true;
    },
    async close() {
      closed = true;
      await Promise.all([...live].map((w) => w.terminate()));
    },
  };
  warm();
  return pool;
}

/**
 * Runs one job on `worker`: `done.idle` when it answered (the worker may take the next job); an abort or
 * a worker error terminates it, and the caller hears once the thread is gone, so its slot is free only
 * when the CPU is.
 */
function runOn(
  worker: Worker,
  job: WorkerJob,
  signal: AbortSignal,
  done: { idle: () => void; failure: (error: Error) => Error },
): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const cleanup = (): void => {
      signal.removeEventListener('abort', onAbort);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onMessage = (answer: WorkerAnswer): void => {
      cleanup();
      done.idle();
      if (answer.ok) resolve(answer.value);
      else reject(rebuildError(answer.error));
    };
    const onAbort = (): void => {
      cleanup();
      void worker.terminate().then(() => reject(asError(signal.reason)));
    };
    const onError = (error: Error): void => {
      cleanup();
      void worker.terminate().then(() => reject(done.failure(error)));
    };
    const onExit = (code: number): void => {
      cleanup();
      reject(new Error(`job worker stopped (exit code ${code}) while running ${job.kind}`));
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    try {
      worker.postMessage(job);
    } catch (e) {
      // An input the structured clone cannot carry never reached the worker, which stays usable.
      cleanup();
      done.idle();
      reject(asError(e));
    }
  });
}

/** A worker past its memory limit is the job's fault (too large an input), answered as such. */
function workerFailure(error: Error, memoryMb: number | undefined): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'ERR_WORKER_OUT_OF_MEMORY') return error;
  return new HttpError(413, 'job-out-of-memory', { limitMb: memoryMb ?? 0 });
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));
