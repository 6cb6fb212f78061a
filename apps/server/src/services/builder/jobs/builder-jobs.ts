import type { LocalJobKinds } from '../../../kernel/jobs/local-runner.js';
import { siblingModule } from '../../../kernel/jobs/worker-start.js';
import { processJobs } from './process-jobs.js';
import { jobKinds } from './worker-jobs.js';

/** The builder's job kinds for the local runner: computation in worker threads, programs on the main thread. */
export const BUILDER_JOBS: LocalJobKinds = {
  workerModule: siblingModule(import.meta.url, 'worker-jobs'),
  inWorker: Object.keys(jobKinds),
  inProcess: processJobs,
};
