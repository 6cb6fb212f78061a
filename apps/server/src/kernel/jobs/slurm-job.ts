import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serialize, deserialize } from 'node:v8';
import type { SlurmClient } from '../hpc/slurm-client.js';
import { isActiveStatus, statusOfSlurmState } from '../hpc/slurm-states.js';
import type { ClusterJob } from './cluster-job-files.js';
import { ANSWER_FILE, JOB_FILE } from './cluster-job-files.js';
import { rebuildError } from './job-errors.js';
import type { JobTrace } from './job-store.js';
import type { WorkerAnswer } from './worker-protocol.js';
import { siblingModule, tsxBootCode } from './worker-start.js';

/** The cluster job's entry beside this file: .js from dist, .ts (started through tsx) from source. */
export const CLUSTER_JOB_MAIN = siblingModule(import.meta.url, 'cluster-job-main');

export interface SlurmJobOptions {
  readonly client: SlurmClient;
  /** The administrator's partition (JOB_RUNNER_PARTITION). */
  readonly partition: string;
  /** Where job directories are made: under DATA_DIR, a disk the compute nodes read and write. */
  readonly jobsDir: string;
  /** How often Slurm is asked whether the job still runs. */
  readonly pollMs: number;
  /** The job's entry; CLUSTER_JOB_MAIN unless a test starts something else. */
  readonly entry?: URL;
}

const quote = (text: string): string => `'${text.replaceAll("'", `'\\''`)}'`;

/** Slurm's --time in whole minutes, one more than the runner's own limit: the runner's timer acts first. */
export const slurmMinutes = (timeoutMs: number): number => Math.ceil(timeoutMs / 60_000) + 1;

/** The batch script: this server's own Node runs the entry on the job directory (sbatch --export=NONE). */
async function writeScript(dir: string, entry: URL): Promise<string> {
  let target = entry.pathname;
  if (target.endsWith('.ts')) {
    // From source (the tests): a small module registers tsx first, as for a worker thread.
    target = join(dir, 'boot.mjs');
    await writeFile(target, tsxBootCode(entry));
  }
  const script = join(dir, 'run.sh');
  await writeFile(script, `#!/bin/sh\nexec ${quote(process.execPath)} ${quote(target)} ${quote(dir)}\n`);
  await chmod(script, 0o700);
  return script;
}

/** Waits `ms`, or less when `signal` aborts. */
const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((done) => {
    const early = (): void => {
      clearTimeout(timer);
      done();
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', early);
      done();
    }, ms);
    signal.addEventListener('abort', early, { once: true });
  });

/** Polls until Slurm no longer runs the job; answers its last state (null once forgotten). */
async function untilEnded(options: SlurmJobOptions, id: number, signal: AbortSignal): Promise<string | null> {
  const quiet = new AbortController().signal;
  for (;;) {
    // Once aborted, scancel again at every look: one lost to a busy slurmctld must not leave the job running.
    if (signal.aborted) await options.client.cancel(id).catch(() => undefined);
    const state = (await options.client.job(id))?.state ?? null;
    if (state === null || !isActiveStatus(statusOfSlurmState(state))) return state;
    await pause(options.pollMs, signal.aborted ? quiet : signal);
  }
}

async function answerOf(dir: string, id: number, state: string | null): Promise<unknown> {
  let bytes: Buffer;
  try {
    bytes = await readFile(join(dir, ANSWER_FILE));
  } catch {
    const output = await readFile(join(dir, `slurm-${id}.out`), 'utf8').catch(() => '');
    throw new Error(`cluster job ${id} ended (${state ?? 'gone'}) without an answer: ${output.slice(-2000)}`);
  }
  const answer = deserialize(bytes) as WorkerAnswer;
  if (answer.ok) return answer.value;
  throw rebuildError(answer.error);
}

/**
 * Runs one job of a worker table as a Slurm job, as this server's own account: its description in a
 * fresh directory under `jobsDir`, sbatch of a script running cluster-job-main on it, then polling until
 * it ends and reading its answer. When `signal` aborts (the runner's time-out, the caller gone, the
 * runner closing) the job is scancelled and this resolves only once Slurm no longer runs it, rejecting
 * with the signal's reason. The directory is removed in the end.
 */
export async function runOnSlurm(
  options: SlurmJobOptions,
  job: ClusterJob & { readonly timeoutMs: number },
  signal: AbortSignal,
  trace: (where: JobTrace) => void,
): Promise<unknown> {
  const dir = join(options.jobsDir, randomUUID());
  await mkdir(dir, { recursive: true, mode: 0o700 });
  trace({ tempDir: dir });
  try {
    const description: ClusterJob = { modules: job.modules, kind: job.kind, input: job.input };
    await writeFile(join(dir, JOB_FILE), serialize(description));
    const script = await writeScript(dir, options.entry ?? CLUSTER_JOB_MAIN);
    if (signal.aborted) throw signal.reason;
    const id = await options.client.submit({
      script,
      workDir: dir,
      jobName: `topoforge-${job.kind}`,
      partition: options.partition,
      cores: 1,
      timeLimitMinutes: slurmMinutes(job.timeoutMs),
      uid: process.getuid?.() ?? 0,
      gid: process.getgid?.() ?? 0,
    });
    const state = await untilEnded(options, id, signal);
    if (signal.aborted) throw signal.reason;
    return await answerOf(dir, id, state);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
