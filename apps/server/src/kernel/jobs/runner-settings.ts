import { existsSync } from 'node:fs';
import { ConfigError } from '../config.js';

/**
 * Where the builder's heavy work runs (config.ts reads it with the rest; issue 23 item 2).
 *
 * | variable             | default | meaning                                                           |
 * |----------------------|---------|-------------------------------------------------------------------|
 * | JOB_RUNNER           | local   | local: worker threads here; slurm: each computation a Slurm job   |
 * | JOB_RUNNER_PARTITION | (none)  | the partition those Slurm jobs go to; required with slurm          |
 *
 * With slurm, SLURM_CONF (kernel/hpc/settings.ts) must name the cluster's slurm.conf, or the server does
 * not start; WORKER_THREADS then bounds the builder's Slurm jobs at once.
 */
export type JobRunnerSettings =
  { readonly kind: 'local' } | { readonly kind: 'slurm'; readonly partition: string };

export function readJobRunnerSettings(
  text: (name: string) => string | undefined,
  slurmConf: string | undefined,
): JobRunnerSettings {
  const kind = text('JOB_RUNNER') ?? 'local';
  if (kind === 'local') return { kind };
  if (kind !== 'slurm') throw new ConfigError(`JOB_RUNNER must be local or slurm, got "${kind}"`);
  if (slurmConf === undefined)
    throw new ConfigError("JOB_RUNNER=slurm needs SLURM_CONF, the path of the cluster's slurm.conf");
  if (!existsSync(slurmConf))
    throw new ConfigError(`JOB_RUNNER=slurm: SLURM_CONF names "${slurmConf}", which does not exist`);
  const partition = text('JOB_RUNNER_PARTITION');
  if (partition === undefined)
    throw new ConfigError('JOB_RUNNER=slurm needs JOB_RUNNER_PARTITION, the partition its jobs go to');
  return { kind, partition };
}
