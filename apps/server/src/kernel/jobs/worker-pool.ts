import type { Worker } from 'node:worker_threads';
import { rebuildError } from './job-errors.js';
import type { WorkerAnswer, WorkerJob } from './worker-protocol.js';
import { startWorker, WORKER_MAIN } from './worker-start.js';

export interface WorkerPoolOptions {
  /** The job modules (file URLs) every worker loads; each exports its table as `jobKinds`. */
  readonly modules: readonly URL[];
  /** The worker's entry; WORKER_MAIN unless a test starts something else. */
  readonly entry?: URL;
}

/**
 * Worker threads for in-process jobs. `exec` runs one job on an idle worker (starting one when none is
 * idle: the caller bounds how many run at once); an abort terminates that worker, which stops even a
 * computation that never yields and frees its CPU, and the next job gets a fresh worker.
 */
export interface WorkerPool {
  exec(kind: string, input: unknown, signal: AbortSignal): Promise<unknown>;
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
  const idle: Worker[] = [];
  const live = new Set<Worker>();
  let starts = 0;

  const spawn = (): Worker => {
    const worker = startWorker(entry, setup);
    // Idle workers must not keep the process alive; the server's listener does while it runs.
    worker.unref();
    live.add(worker);
    starts++;
    worker.once('exit', () => {
      live.delete(worker);
      const at = idle.indexOf(worker);
      if (at >= 0) idle.splice(at, 1);
    });
    return worker;
  };

  const exec = (kind: string, input: unknown, signal: AbortSignal): Promise<unknown> => {
    if (signal.aborted) return Promise.reject(asError(signal.reason));
    const worker = idle.pop() ?? spawn();
    return new Promise((resolve, reject) => {
      const cleanup = (): void => {
        signal.removeEventListener('abort', onAbort);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: WorkerAnswer): void => {
        cleanup();
        idle.push(worker);
        if (answer.ok) resolve(answer.value);
        else reject(rebuildError(answer.error));
      };
      // The caller hears once the thread is gone, so its slot is free only when the CPU is.
      const onAbort = (): void => {
        cleanup();
        void worker.terminate().then(() => reject(asError(signal.reason)));
      };
      const onError = (error: Error): void => {
        cleanup();
        void worker.terminate().then(() => reject(error));
      };
      const onExit = (code: number): void => {
        cleanup();
        reject(new Error(`job worker stopped (exit code ${code}) while running ${kind}`));
      };
      signal.addEventListener('abort', onAbort, { once: true });
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      try {
        worker.postMessage({ kind, input } satisfies WorkerJob);
      } catch (e) {
        // An input the structured clone cannot carry never reached the worker, which stays usable.
        cleanup();
        idle.push(worker);
        reject(asError(e));
      }
    });
  };

  return {
    exec,
    get threads() {
      return live.size;
    },
    get starts() {
      return starts;
    },
    async close() {
      await Promise.all([...live].map((w) => w.terminate()));
    },
  };
}

const asError = (e: unknown): Error => (e instanceof Error ? e : new Error(String(e)));
