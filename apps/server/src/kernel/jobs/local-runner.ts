import { withSpawnHooks } from '@topoforge/engines';
import type { JobLog } from './job-pool.js';
import { createJobPool } from './job-pool.js';
import type { JobDescription, JobProgress, JobRunner } from './job-runner.js';
import { createJobTickets } from './job-tickets.js';
import type { JobStore, JobTrace } from './job-store.js';
import { sharedRuns } from './shared-runs.js';
import { createWorkerPool } from './worker-pool.js';

/** A job that drives an external program from this thread; it must kill the program when `signal` aborts. */
export type ProcessJob = (input: never, signal: AbortSignal) => Promise<unknown>;

/** One service's job kinds, as the local runner runs them. */
export interface LocalJobKinds {
  /** The module (file URL) worker threads load; it exports its WorkerJobTable as `jobKinds`. */
  readonly workerModule: URL;
  /** The kinds of that table, so an unknown kind is refused before it queues. */
  readonly inWorker: readonly string[];
  /** Kinds that run on the main thread: the external programs, child processes killed on abort. */
  readonly inProcess: Readonly<Record<string, ProcessJob>>;
}

export interface LocalRunnerOptions {
  /** Worker threads for in-process computation (config.workerThreads, CPU count by default). */
  readonly workerThreads: number;
  /** External programs running at once (config.jobPoolSize). */
  readonly processSlots: number;
  readonly kinds: readonly LocalJobKinds[];
  readonly store: JobStore;
  readonly log: JobLog;
  /** Jobs allowed to wait, per pool; the job pool's default when absent. */
  readonly maxWaiting?: number;
  /** The workers' entry (tests); worker-main by default. */
  readonly workerEntry?: URL;
  /** Heap limit of a worker thread in MB (config.workerMemoryMb); V8's default when absent. */
  readonly workerMemoryMb?: number;
  /** Keep one worker thread started (the server: the first heavy call does not wait for one to load). */
  readonly warmWorker?: boolean;
  /**
   * Where worker-table kinds run instead of this process's worker threads (the Slurm runner); `workerThreads`
   * then bounds how many run there at once. Absent: worker threads.
   */
  readonly computeOn?: RemoteCompute;
}

/** Runs a worker-table job elsewhere; it must stop the job when `signal` aborts and resolve once it has. */
export type RemoteCompute = (
  job: JobDescription,
  signal: AbortSignal,
  trace: (where: JobTrace) => void,
) => Promise<unknown>;

export interface LocalJobRunner extends JobRunner {
  /** Live worker threads. */
  readonly threads: number;
  /** Worker threads started so far; grows when a stopped worker is replaced. */
  readonly starts: number;
}

/**
 * The runner of a single server: computation in a pool of worker threads, external programs as child
 * processes, each under its own bound of jobs at once with a bounded FIFO queue (createJobPool), every
 * job recorded in the `jobs` table. A time-out or an abort terminates the worker thread or kills the
 * program, so the CPU is free again when the slot is.
 */
export function createLocalJobRunner(options: LocalRunnerOptions): LocalJobRunner {
  const common = {
    store: options.store,
    log: options.log,
    ...(options.maxWaiting === undefined ? {} : { maxWaiting: options.maxWaiting }),
  };
  const threadSlots = createJobPool({ ...common, size: options.workerThreads });
  const processSlots = createJobPool({ ...common, size: options.processSlots });
  const workers = createWorkerPool({
    modules: options.kinds.map((k) => k.workerModule),
    ...(options.workerEntry === undefined ? {} : { entry: options.workerEntry }),
    ...(options.workerMemoryMb === undefined ? {} : { memoryMb: options.workerMemoryMb }),
    keepWarm: options.warmWorker ?? false,
  });
  const inWorker = new Set(options.kinds.flatMap((k) => k.inWorker));
  const inProcess = new Map(options.kinds.flatMap((k) => Object.entries(k.inProcess)));

  const runOne = (
    job: JobDescription,
    signal?: AbortSignal,
    watch?: (progress: JobProgress) => void,
  ): Promise<unknown> => {
    const request = {
      userId: job.owner.userId,
      atoms: job.atoms,
      timeoutMs: job.limits.timeoutMs,
      ...(signal === undefined ? {} : { signal }),
      ...(watch === undefined ? {} : { watch }),
    };
    const program = inProcess.get(job.kind);
    if (program) {
      // Every program and temp dir the adapters start is recorded in the job's row (recoverJobs).
      const work = (s: AbortSignal, trace: (where: JobTrace) => void) =>
        withSpawnHooks(
          { onSpawn: (p) => trace({ program: p }), onTempDir: (d) => trace({ tempDir: d }) },
          () => program(job.input as never, s),
        );
      return processSlots.run(job.kind, request, work);
    }
    if (!inWorker.has(job.kind)) return Promise.reject(new Error(`unknown job kind '${job.kind}'`));
    const remote = options.computeOn;
    if (remote) return threadSlots.run(job.kind, request, (s, trace) => remote(job, s, trace));
    return threadSlots.run(job.kind, request, (s) => workers.exec(job.kind, job.input, s));
  };
  // Identical jobs in flight share one computation (and one row in the jobs table).
  const shared = sharedRuns(runOne);
  const tickets = createJobTickets();

  return {
    run<O>(job: JobDescription, signal?: AbortSignal, ticket?: string): Promise<O> {
      if (ticket === undefined) return shared(job, signal) as Promise<O>;
      let call;
      try {
        call = tickets.track(ticket, job.kind, job.owner.userId, signal);
      } catch (e) {
        return Promise.reject(e instanceof Error ? e : new Error(String(e)));
      }
      const result = shared(job, call.signal, call.watch) as Promise<O>;
      result.then(
        () => call.settle(null),
        (e: unknown) => call.settle(e),
      );
      return result;
    },
    status: (ticket, userId) => tickets.status(ticket, userId),
    cancel: (ticket, userId) => tickets.cancel(ticket, userId),
    async close() {
      workers.stopWarming();
      await Promise.all([threadSlots.close(), processSlots.close()]);
      await workers.close();
    },
    get threads() {
      return workers.threads;
    },
    get starts() {
      return workers.starts;
    },
  };
}
