import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isProgramError, runProgram } from '@topoforge/engines';
import type { SlurmJobState, SlurmPartition } from './slurm-parse.js';
import {
  parseJobCompLog,
  parseConfig,
  parseScontrolJobs,
  parseSinfo,
  parseSqueueJson,
  SINFO_FORMAT,
} from './slurm-parse.js';

/** Why a Slurm command gave no usable answer; the job centre maps `kind` to its messages. */
export type SlurmErrorKind = 'not-configured' | 'not-installed' | 'no-answer' | 'refused';

export class SlurmError extends Error {
  constructor(
    readonly kind: SlurmErrorKind,
    message: string,
    readonly detail = '',
  ) {
    super(message);
    this.name = 'SlurmError';
  }
}

export interface SlurmClientOptions {
  /** The cluster's slurm.conf, exported as SLURM_CONF to every command. */
  readonly slurmConf: string | undefined;
  /** Directory of the Slurm commands; undefined: PATH. */
  readonly binDir?: string | undefined;
  readonly timeoutMs: number;
}

export interface SubmitRequest {
  readonly script: string;
  readonly workDir: string;
  readonly jobName: string;
  readonly partition: string;
  readonly cores: number;
  readonly timeLimitMinutes: number;
  /** The Unix account the job runs as (sbatch --uid/--gid; needs root). */
  readonly uid: number;
  readonly gid: number;
}

const OUTPUT_CAP = 32 * 1024 * 1024;

/**
 * The Slurm commands the job centre uses, each run with an argument array (no shell), SLURM_CONF set,
 * a time-out (a dead slurmctld makes the commands block) and an output cap. Failures are SlurmErrors:
 * no configuration, commands missing, no answer in time, or Slurm refusing with its own words.
 */
export class SlurmClient {
  constructor(private readonly options: SlurmClientOptions) {}

  get configured(): boolean {
    return this.options.slurmConf !== undefined;
  }

  private async run(command: string, args: readonly string[]): Promise<string> {
    const conf = this.options.slurmConf;
    if (conf === undefined) throw new SlurmError('not-configured', 'SLURM_CONF is not set');
    const program = this.options.binDir === undefined ? command : join(this.options.binDir, command);
    try {
      const { stdout } = await runProgram(program, args, {
        cwd: '/',
        timeoutMs: this.options.timeoutMs,
        maxOutputBytes: OUTPUT_CAP,
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LANG: 'C', LC_ALL: 'C', SLURM_CONF: conf },
      });
      return stdout;
    } catch (e) {
      if (!isProgramError(e)) throw e;
      if (e.kind === 'not-found' || e.kind === 'not-executable')
        throw new SlurmError('not-installed', `${command} is not installed (Debian package slurm-wlm)`);
      if (e.kind === 'timeout' || /Unable to contact slurm controller|Socket timed out/i.test(e.outputTail))
        throw new SlurmError('no-answer', 'the cluster does not answer', e.outputTail);
      throw new SlurmError('refused', e.message, e.outputTail.trim());
    }
  }

  async partitions(): Promise<SlurmPartition[]> {
    return parseSinfo(await this.run('sinfo', ['-h', '-o', SINFO_FORMAT]));
  }

  /** Submits a batch script; answers the Slurm job id. */
  async submit(request: SubmitRequest): Promise<number> {
    const out = await this.run('sbatch', [
      '--parsable',
      `--uid=${request.uid}`,
      `--gid=${request.gid}`,
      `--chdir=${request.workDir}`,
      `--job-name=${request.jobName}`,
      `--partition=${request.partition}`,
      '--nodes=1',
      `--ntasks=${request.cores}`,
      `--time=${request.timeLimitMinutes}`,
      `--output=${join(request.workDir, 'slurm-%j.out')}`,
      '--export=NONE',
      request.script,
    ]);
    // --parsable prints "<id>" or "<id>;<cluster>".
    const id = Number(out.trim().split(';')[0]);
    if (!Number.isSafeInteger(id) || id <= 0)
      throw new SlurmError('refused', 'sbatch printed no job id', out.slice(0, 500));
    return id;
  }

  /** Every job slurmctld still remembers (MinJobAge after its end), all states. */
  async jobs(): Promise<SlurmJobState[]> {
    return parseSqueueJson(await this.run('squeue', ['--json', '-t', 'all']));
  }

  /** One job as scontrol sees it; null when slurmctld has forgotten it. */
  async job(jobId: number): Promise<SlurmJobState | null> {
    try {
      return parseScontrolJobs(await this.run('scontrol', ['show', 'job', '-o', String(jobId)]))[0] ?? null;
    } catch (e) {
      if (e instanceof SlurmError && e.kind === 'refused' && /Invalid job id/i.test(e.detail)) return null;
      throw e;
    }
  }

  async cancel(jobId: number): Promise<void> {
    await this.run('scancel', [String(jobId)]);
  }

  /**
   * Jobs slurmctld has forgotten, from the filetxt completion log the cluster's slurm.conf names
   * (JobCompType=jobcomp/filetxt, JobCompLoc); empty when the cluster keeps no such log.
   */
  async completedFromLog(): Promise<Map<number, SlurmJobState>> {
    const config = parseConfig(await this.run('scontrol', ['show', 'config']));
    if (!/filetxt/.test(config.get('JobCompType') ?? '')) return new Map();
    const log = config.get('JobCompLoc');
    if (log === undefined || !log.startsWith('/')) return new Map();
    try {
      return parseJobCompLog(await readFile(log, 'utf8'));
    } catch {
      return new Map();
    }
  }
}
