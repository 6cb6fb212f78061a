import { copyFile, stat, writeFile, chown } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import type { HpcJob, JobStatusCode } from '@topoforge/contract';
import { JOB_STATUS, jobSubmitBodySchema } from '@topoforge/contract';
import type { z } from 'zod';
import { CreditInsufficientError, holdCredit, settleCredit } from '../credit/credit.js';
import { HttpError } from '../http/errors.js';
import { spaceDirectory } from '../storage/space-paths.js';
import { findApplication, partitionsWithSettings } from './catalogue.js';
import type { JobCentre } from './job-centre.js';
import { askSlurm } from './job-centre.js';
import { jobWire } from './job-queries.js';
import { renderJobScript } from './job-scripts.js';
import {
  canRunAsOthers,
  ensureUnixAccount,
  firstClosedAncestor,
  prepareJobDirectory,
} from './unix-accounts.js';

type SubmitBody = z.infer<typeof jobSubmitBodySchema>;

/** The job directory inside the submitter's personal space (shared convention of issue 23). */
export const jobDirectory = (dataDir: string, userId: number, jobId: number): string =>
  join(spaceDirectory(dataDir, { kind: 'user', id: userId }), 'jobs', String(jobId));

/** A path of the personal space as a file inside it; null when it leaves the space or is no file. */
async function inputFile(space: string, path: string): Promise<string | null> {
  const full = resolve(space, `.${sep}${path.replace(/^\/+/, '')}`);
  if (!full.startsWith(space + sep)) return null;
  try {
    return (await stat(full)).isFile() ? full : null;
  } catch {
    return null;
  }
}

/** Why this server cannot run jobs now, as the error to answer; null when it can. */
export async function jobCentreProblem(centre: JobCentre, userId: number): Promise<HttpError | null> {
  if (!centre.slurm.configured) return new HttpError(503, 'hpc-not-configured');
  if (!canRunAsOthers()) return new HttpError(503, 'hpc-not-root');
  const closed = await firstClosedAncestor(spaceDirectory(centre.dataDir, { kind: 'user', id: userId }));
  return closed === null ? null : new HttpError(503, 'hpc-data-dir-closed', { dir: closed });
}

async function checkedRequest(centre: JobCentre, userId: number, body: SubmitBody) {
  const problem = await jobCentreProblem(centre, userId);
  if (problem) throw problem;
  const app = await findApplication(centre.db, body.applicationId);
  if (!app?.enabled) throw new HttpError(404, 'hpc-application-not-found', { id: body.applicationId });
  const live = await askSlurm(() => centre.slurm.partitions());
  const partition = (await partitionsWithSettings(centre.db, live, false)).find(
    (p) => p.name === body.partition,
  );
  if (!partition) throw new HttpError(404, 'hpc-partition-not-found', { name: body.partition });
  if (!partition.available) throw new HttpError(409, 'hpc-partition-down', { name: partition.name });
  if (body.cores > partition.cpus)
    throw new HttpError(400, 'hpc-too-many-cores', { name: partition.name, cpus: partition.cpus });
  if (partition.maxTimeMinutes !== null && body.timeLimitMinutes > partition.maxTimeMinutes)
    throw new HttpError(400, 'hpc-time-limit-too-long', {
      name: partition.name,
      minutes: partition.maxTimeMinutes,
    });
  const space = spaceDirectory(centre.dataDir, { kind: 'user', id: userId });
  const input = await inputFile(space, body.inputPath);
  if (input === null) throw new HttpError(404, 'hpc-input-not-found', { path: body.inputPath });
  return { app, partition, space, input };
}

/**
 * Submits a job: checks the request against the cluster, holds the most it may cost (cores × time limit ×
 * the partition's coefficient; 402 with the spec's recharge message when the credit is short), records
 * it, prepares its directory as the user's account, and hands it to sbatch. A failed sbatch marks the
 * job Failed and gives the hold back.
 */
export async function submitJob(centre: JobCentre, userId: number, input: unknown): Promise<HpcJob> {
  const body = jobSubmitBodySchema.parse(input);
  const { app, partition, space, input: inputPath } = await checkedRequest(centre, userId, body);
  const maxCoreHours = (body.cores * body.timeLimitMinutes * partition.priceCoefficient) / 60;
  const now = Date.now();
  const row = await centre.db
    .insertInto('hpc_jobs')
    .values({
      user_id: userId,
      job_name: body.jobName,
      project_name: body.projectName,
      application_id: app.id,
      app_name: app.name,
      engine: app.engine,
      partition_name: partition.name,
      partition_display_name: partition.displayName,
      price_coefficient: partition.priceCoefficient,
      cores: body.cores,
      time_limit_minutes: body.timeLimitMinutes,
      input_path: body.inputPath,
      status: JOB_STATUS.pending,
      raw_state: 'SUBMITTING',
      submit_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const owner = { kind: 'user' as const, id: userId };
  let held: number;
  try {
    held = await holdCredit(centre.credit, owner, maxCoreHours, { jobId: row.id, note: body.jobName });
  } catch (e) {
    await centre.db.deleteFrom('hpc_jobs').where('id', '=', row.id).execute();
    if (e instanceof CreditInsufficientError) throw new HttpError(402, 'hpc-credit-insufficient');
    throw e;
  }
  await centre.db.updateTable('hpc_jobs').set({ held_core_seconds: held }).where('id', '=', row.id).execute();
  try {
    const dir = jobDirectory(centre.dataDir, userId, row.id);
    const account = await ensureUnixAccount(userId);
    await prepareJobDirectory(space, dir, account);
    const inputName = basename(inputPath).toLowerCase().endsWith('.zip') ? 'input.zip' : basename(inputPath);
    const script = join(dir, 'job.sh');
    await copyFile(inputPath, join(dir, inputName));
    await writeFile(script, renderJobScript({ engine: app.engine, program: app.program, inputName }), {
      mode: 0o700,
    });
    for (const file of [script, join(dir, inputName)]) await chown(file, account.uid, account.gid);
    const slurmJobId = await askSlurm(() =>
      centre.slurm.submit({
        script,
        workDir: dir,
        jobName: body.jobName,
        partition: partition.name,
        cores: body.cores,
        timeLimitMinutes: body.timeLimitMinutes,
        uid: account.uid,
        gid: account.gid,
      }),
    );
    await centre.db
      .updateTable('hpc_jobs')
      .set({ slurm_job_id: slurmJobId, raw_state: 'PENDING' })
      .where('id', '=', row.id)
      .execute();
  } catch (e) {
    await failSubmission(centre, row.id, userId, held, e);
    throw e;
  }
  const job = await centre.db
    .selectFrom('hpc_jobs')
    .selectAll()
    .where('id', '=', row.id)
    .executeTakeFirstOrThrow();
  return jobWire(job, Date.now());
}

async function failSubmission(centre: JobCentre, jobId: number, userId: number, held: number, e: unknown) {
  const reason = (e instanceof Error ? e.message : String(e)).slice(0, 500);
  const failed: JobStatusCode = JOB_STATUS.failed;
  const claimed = await centre.db
    .updateTable('hpc_jobs')
    .set({ status: failed, raw_state: 'SUBMIT_FAILED', reason, end_time: Date.now(), settled: 1 })
    .where('id', '=', jobId)
    .where('settled', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 1)
    await settleCredit(centre.credit, { kind: 'user', id: userId }, held, 0, {
      jobId,
      note: 'not submitted',
    });
}
