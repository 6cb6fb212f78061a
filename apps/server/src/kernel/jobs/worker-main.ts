import { constants, setPriority } from 'node:os';
import { parentPort, workerData } from 'node:worker_threads';
import { serializeError } from './job-errors.js';
import { loadJobKinds, runJobKind } from './job-dispatch.js';
import type { WorkerAnswer, WorkerJob, WorkerSetup } from './worker-protocol.js';

/**
 * The entry of a job worker thread: loads the job modules named in workerData, then runs one job per
 * message and answers with its result or its error as data. The main side stops a job by terminating
 * the thread, so nothing here needs to watch for cancellation.
 */
async function serve(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('worker-main runs only in a worker thread');
  // Linux keeps the nice value per thread (setpriority(2)): this thread, not the process, then yields the
  // CPU to the event loop, which answers every other request. Elsewhere it would lower the whole server.
  if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);
  const setup = workerData as WorkerSetup;
  const kinds = await loadJobKinds(setup.modules);
  const answer = (message: WorkerAnswer): void => {
    try {
      port.postMessage(message);
    } catch (e) {
      // A result the structured clone cannot carry (a function, a class with private state) is a bug.
      port.postMessage({ ok: false, error: serializeError(e) } satisfies WorkerAnswer);
    }
  };
  port.on('message', (job: WorkerJob) => {
    void runJobKind(kinds, job).then(answer);
  });
}

await serve();
