import { lstat, readdir, readFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import type { HpcJob, HpcJobDetail, JobListQuery, JobStatusCode } from '@topoforge/contract';
import { jobListQuerySchema } from '@topoforge/contract';
import type { Selectable } from 'kysely';
import { sql } from 'kysely';
import { toCoreHours } from '../credit/credit.js';
import { HttpError } from '../http/errors.js';
import type { HpcDb, HpcJobsTable } from './hpc-rows.js';
import { jobDirectory } from './job-submit.js';

type JobRow = Selectable<HpcJobsTable>;
const iso = (ms: number | string | null): string | null =>
  ms === null ? null : new Date(Number(ms)).toISOString();

/** A row as the wire's job (002 §3 Job; elapsed counts to `now` while it runs). */
export function jobWire(row: JobRow, now: number): HpcJob {
  const start = row.start_time === null ? null : Number(row.start_time);
  const end = row.end_time === null ? null : Number(row.end_time);
  const elapsed = start === null ? 0 : Math.max(0, Math.round(((end ?? now) - start) / 1000));
  return {
    jobId: row.id,
    jobName: row.job_name,
    projectName: row.project_name,
    appName: row.app_name,
    partitionName: row.partition_name,
    partitionDisplayName: row.partition_display_name,
    submitTime: new Date(Number(row.submit_time)).toISOString(),
    startTime: iso(row.start_time),
    endTime: iso(row.end_time),
    elapsed,
    allocCpus: row.cores,
    timeLimitMinutes: row.time_limit_minutes,
    status: row.status as JobStatusCode,
    rawState: row.raw_state,
    reason: row.reason,
    exitCode: row.exit_code,
    slurmJobId: row.slurm_job_id,
    chargedCoreHours: toCoreHours(row.charged_core_seconds),
    rebateTag: row.rebate_tag === 1 ? 1 : 0,
    rebateCoreTime: toCoreHours(row.rebate_core_seconds),
  };
}

/** One user's jobs, newest first, filtered and paged (002 §2.8: sizes 10/20/30). */
export async function listJobs(db: HpcDb, userId: number, input: JobListQuery) {
  const q = jobListQuerySchema.parse(input);
  let where = db.selectFrom('hpc_jobs').where('user_id', '=', userId);
  if (q.status !== undefined) where = where.where('status', '=', q.status);
  if (q.partition !== undefined && q.partition !== '')
    where = where.where('partition_name', '=', q.partition);
  if (q.applicationId !== undefined) where = where.where('application_id', '=', q.applicationId);
  if (q.keyword !== undefined && q.keyword !== '') {
    const like = `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    // ESCAPE names the backslash on both databases (SQLite has no default escape character).
    where = where.where((eb) =>
      eb.or([
        sql<boolean>`${eb.ref('job_name')} like ${like} escape '\\'`,
        sql<boolean>`${eb.ref('project_name')} like ${like} escape '\\'`,
      ]),
    );
  }
  const [rows, count] = await Promise.all([
    where
      .selectAll()
      .orderBy('id', 'desc')
      .limit(q.size)
      .offset((q.current - 1) * q.size)
      .execute(),
    where.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const now = Date.now();
  return {
    records: rows.map((r) => jobWire(r, now)),
    total: Number(count.n),
    current: q.current,
    size: q.size,
  };
}

/** The user's job row; 404 for a job of someone else (its existence is not revealed). */
export async function ownJob(db: HpcDb, userId: number, jobId: number): Promise<JobRow> {
  const row = await db
    .selectFrom('hpc_jobs')
    .selectAll()
    .where('id', '=', jobId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw new HttpError(404, 'hpc-job-not-found', { id: jobId });
  return row;
}

const MAX_FILES = 2000;

/** Files under `dir` (symbolic links skipped: a job must not point the server at others' files). */
async function filesUnder(dir: string): Promise<{ path: string; size: number }[]> {
  const found: { path: string; size: number }[] = [];
  const walk = async (at: string): Promise<void> => {
    let names: string[];
    try {
      names = (await readdir(at)).sort();
    } catch {
      return;
    }
    for (const name of names) {
      if (found.length >= MAX_FILES) return;
      const full = join(at, name);
      const info = await lstat(full);
      if (info.isDirectory()) await walk(full);
      else if (info.isFile()) found.push({ path: relative(dir, full), size: info.size });
    }
  };
  await walk(dir);
  return found;
}

export async function jobDetail(
  db: HpcDb,
  dataDir: string,
  userId: number,
  jobId: number,
): Promise<HpcJobDetail> {
  const row = await ownJob(db, userId, jobId);
  const dir = jobDirectory(dataDir, userId, jobId);
  return {
    ...jobWire(row, Date.now()),
    directory: `jobs/${jobId}`,
    inputPath: row.input_path,
    files: await filesUnder(dir),
  };
}

/** One regular file of the job's directory (no way out of it, no links followed). */
export async function jobFile(db: HpcDb, dataDir: string, userId: number, jobId: number, path: string) {
  await ownJob(db, userId, jobId);
  const dir = jobDirectory(dataDir, userId, jobId);
  const full = resolve(dir, `.${sep}${path}`);
  const info = full.startsWith(dir + sep) ? await lstat(full).catch(() => null) : null;
  if (!info?.isFile()) throw new HttpError(404, 'hpc-file-not-found', { path });
  return { fileName: full.slice(full.lastIndexOf(sep) + 1), bytes: await readFile(full) };
}
