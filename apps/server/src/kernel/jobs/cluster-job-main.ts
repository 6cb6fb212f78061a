import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deserialize, serialize } from 'node:v8';
import type { ClusterJob } from './cluster-job-files.js';
import { ANSWER_FILE, JOB_FILE } from './cluster-job-files.js';
import { loadJobKinds, runJobKind } from './job-dispatch.js';
import { serializeError } from './job-errors.js';
import type { WorkerAnswer } from './worker-protocol.js';

/**
 * The entry of a cluster job (`node cluster-job-main.js <job directory>`, from the Slurm runner's batch
 * script): reads the job, runs it with the worker threads' dispatch code, and writes its result or its
 * error as data beside it. Slurm stops it (scancel, time limit) by killing the process.
 */
async function main(dir: string | undefined): Promise<void> {
  if (dir === undefined) throw new Error('usage: cluster-job-main <job directory>');
  const job = deserialize(await readFile(join(dir, JOB_FILE))) as ClusterJob;
  const answer = await runJobKind(await loadJobKinds(job.modules), job);
  let bytes: Buffer;
  try {
    bytes = serialize(answer);
  } catch (e) {
    // A result the structured clone cannot carry (a function, a class with private state) is a bug.
    bytes = serialize({ ok: false, error: serializeError(e) } satisfies WorkerAnswer);
  }
  const partial = join(dir, `${ANSWER_FILE}.partial`);
  await writeFile(partial, bytes);
  await rename(partial, join(dir, ANSWER_FILE));
}

await main(process.argv[2]);
