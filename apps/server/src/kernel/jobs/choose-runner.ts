import { join } from 'node:path';
import type { ServerConfig } from '../config.js';
import { SlurmClient } from '../hpc/slurm-client.js';
import type { JobLog } from './job-pool.js';
import type { JobRunner } from './job-runner.js';
import type { JobStore } from './job-store.js';
import type { LocalJobKinds } from './local-runner.js';
import { createLocalJobRunner } from './local-runner.js';
import { createSlurmJobRunner } from './slurm-runner.js';

/**
 * How often the Slurm runner asks whether a builder job still runs: a builder call waits for it, so it
 * looks more often than the job centre's poller (HPC_POLL_MS) does.
 */
const BUILDER_POLL_MS = 500;

/** The cluster jobs' directories, under DATA_DIR (a disk the compute nodes share). */
export const clusterJobsDir = (dataDir: string): string => join(dataDir, 'cluster-jobs');

/** The server's job runner as JOB_RUNNER asks (runner-settings.ts): local by default, or Slurm. */
export function chooseJobRunner(
  config: ServerConfig,
  kinds: readonly LocalJobKinds[],
  store: JobStore,
  log: JobLog,
): JobRunner {
  const common = {
    workerThreads: config.workerThreads,
    processSlots: config.jobPoolSize,
    kinds,
    store,
    log,
  };
  const setting = config.jobRunner;
  if (setting.kind === 'local')
    return createLocalJobRunner({ ...common, workerMemoryMb: config.workerMemoryMb, warmWorker: true });
  const client = new SlurmClient({
    slurmConf: config.hpc.slurmConf,
    binDir: config.hpc.slurmBinDir,
    timeoutMs: config.hpc.slurmTimeoutMs,
  });
  return createSlurmJobRunner({
    ...common,
    client,
    partition: setting.partition,
    jobsDir: clusterJobsDir(config.dataDir),
    pollMs: BUILDER_POLL_MS,
  });
}
