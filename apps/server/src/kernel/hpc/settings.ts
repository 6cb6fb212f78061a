import { ConfigError } from '../config.js';

/**
 * Job-centre settings (config.ts reads them with the rest).
 *
 * | variable          | default            | meaning                                                     |
 * |-------------------|--------------------|-------------------------------------------------------------|
 * | SLURM_CONF        | (unset: no cluster)| the cluster's slurm.conf; every Slurm command gets it       |
 * | SLURM_BIN_DIR     | (unset: PATH)      | where sinfo, sbatch, squeue, scontrol and scancel are       |
 * | SLURM_TIMEOUT_MS  | 10000              | a Slurm command that takes longer: "the cluster does not answer" |
 * | HPC_POLL_MS       | 2000               | how often the poller asks Slurm about active jobs           |
 * | HPC_CLUSTER_NAME  | slurm              | the cluster's name shown to users (002 §3 Hashrate)          |
 */
export interface HpcSettings {
  readonly slurmConf: string | undefined;
  readonly slurmBinDir: string | undefined;
  readonly slurmTimeoutMs: number;
  readonly pollMs: number;
  readonly clusterName: string;
}

export function readHpcSettings(text: (name: string) => string | undefined): HpcSettings {
  return {
    slurmConf: text('SLURM_CONF'),
    slurmBinDir: text('SLURM_BIN_DIR'),
    slurmTimeoutMs: positiveInt(text, 'SLURM_TIMEOUT_MS', 10_000),
    pollMs: positiveInt(text, 'HPC_POLL_MS', 2_000),
    clusterName: text('HPC_CLUSTER_NAME') ?? 'slurm',
  };
}

function positiveInt(text: (name: string) => string | undefined, name: string, fallback: number): number {
  const raw = text(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive whole number, got "${raw}"`);
  return value;
}
