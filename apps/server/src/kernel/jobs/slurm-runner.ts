import type { SlurmClient } from '../hpc/slurm-client.js';
import type { JobRunner } from './job-runner.js';
import type { LocalRunnerOptions } from './local-runner.js';
import { createLocalJobRunner } from './local-runner.js';
import { runOnSlurm } from './slurm-job.js';

export interface SlurmRunnerOptions extends Omit<LocalRunnerOptions, 'computeOn' | 'warmWorker'> {
  readonly client: SlurmClient;
  /** The administrator's partition (JOB_RUNNER_PARTITION). */
  readonly partition: string;
  /** Job directories: under DATA_DIR, on a disk the compute nodes share. */
  readonly jobsDir: string;
  /** How often Slurm is asked about a running job. */
  readonly pollMs: number;
  /** The cluster job's entry (tests); cluster-job-main beside slurm-job.ts by default. */
  readonly clusterEntry?: URL;
}

/**
 * The builder's heavy work on the Slurm cluster (issue 23 item 2, JOB_RUNNER=slurm): the computation a
 * worker thread would run is a Slurm job instead (runOnSlurm), on `partition`, as the server's own
 * account; `workerThreads` of them run at once, the rest queue here as with the local runner. Everything
 * else is the local runner's: tickets and their per-user rule, shared identical jobs, the `jobs` table,
 * its time-out (the job is scancelled: ProgramError 'timeout') and cancellation ('cancelled'), and the
 * kinds that drive an external program (obabel, xtb, MOPAC), which stay on this machine.
 */
export function createSlurmJobRunner(options: SlurmRunnerOptions): JobRunner {
  const modules = options.kinds.map((k) => k.workerModule.href);
  const slurm = {
    client: options.client,
    partition: options.partition,
    jobsDir: options.jobsDir,
    pollMs: options.pollMs,
    ...(options.clusterEntry === undefined ? {} : { entry: options.clusterEntry }),
  };
  return createLocalJobRunner({
    ...options,
    warmWorker: false,
    computeOn: (job, signal, trace) =>
      runOnSlurm(
        slurm,
        { modules, kind: job.kind, input: job.input, timeoutMs: job.limits.timeoutMs },
        signal,
        trace,
      ),
  });
}
