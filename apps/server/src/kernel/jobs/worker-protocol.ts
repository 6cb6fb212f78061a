import type { SerializedError } from './job-errors.js';

/**
 * The jobs a worker thread can run, by kind: each a function of its (structured-clone) input whose
 * result is sent back the same way. A module a worker loads exports its table as `jobKinds`.
 */
export type WorkerJobTable = Readonly<Record<string, (input: never) => unknown>>;

/** The worker's workerData: the job modules (file URLs) whose `jobKinds` it merges. */
export interface WorkerSetup {
  readonly modules: readonly string[];
}

/** Main → worker: one job at a time. */
export interface WorkerJob {
  readonly kind: string;
  readonly input: unknown;
}

/** Worker → main: the job's result or its error as data. */
export type WorkerAnswer =
  { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly error: SerializedError };
