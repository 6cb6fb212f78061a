import { serializeError } from './job-errors.js';
import type { WorkerAnswer, WorkerJob, WorkerJobTable } from './worker-protocol.js';

/**
 * The job modules' tables merged into one (each module exports its WorkerJobTable as `jobKinds`): what a
 * worker thread (worker-main) and a cluster job (cluster-job-main) load before they run a job.
 */
export async function loadJobKinds(modules: readonly string[]): Promise<WorkerJobTable> {
  const tables = await Promise.all(
    modules.map(async (url) => ((await import(url)) as { jobKinds: WorkerJobTable }).jobKinds),
  );
  return Object.assign({}, ...tables) as WorkerJobTable;
}

/** Runs one job of the table; its result or its error as data, never a rejection. */
export function runJobKind(kinds: WorkerJobTable, job: WorkerJob): Promise<WorkerAnswer> {
  const run = kinds[job.kind] as ((input: unknown) => unknown) | undefined;
  return Promise.resolve()
    .then(() => {
      if (!run) throw new Error(`no job kind '${job.kind}' in this worker`);
      return run(job.input);
    })
    .then(
      (value): WorkerAnswer => ({ ok: true, value }),
      (error: unknown): WorkerAnswer => ({ ok: false, error: serializeError(error) }),
    );
}
