import type { Selectable } from 'kysely';
import { JOB_STATUS } from '@topoforge/contract';
import { addCredit, settleCredit, toCoreHours, toCoreSeconds } from '../credit/credit.js';
import { readRefundRule } from './catalogue.js';
import type { HpcJobsTable } from './hpc-rows.js';
import type { JobCentre } from './job-centre.js';
import type { SlurmJobState } from './slurm-parse.js';
import { isActiveStatus, statusOfSlurmState } from './slurm-states.js';

type JobRow = Selectable<HpcJobsTable>;

/** A submission that never reached sbatch (the server stopped in between) is failed after this long. */
const SUBMIT_GRACE_MS = 5 * 60_000;

/**
 * One pass of the poller: asks Slurm about every job whose credit is not settled yet (squeue for all at
 * once; scontrol, then the completion log, for one slurmctld has forgotten), stores what it says, and
 * settles the finished ones. Everything it needs is on the database, so a restarted server picks up
 * where the last one stopped.
 */
export async function pollJobs(centre: JobCentre): Promise<number> {
  await failStaleSubmissions(centre);
  const rows = await centre.db
    .selectFrom('hpc_jobs')
    .selectAll()
    .where('settled', '=', 0)
    .where('slurm_job_id', 'is not', null)
    .orderBy('id')
    .execute();
  if (rows.length === 0) return 0;
  await refreshJobs(centre, rows);
  return rows.length;
}

/** Stores Slurm's word on these jobs and settles those that ended. */
export async function refreshJobs(centre: JobCentre, rows: readonly JobRow[]): Promise<void> {
  const known = new Map((await centre.slurm.jobs()).map((j) => [j.jobId, j]));
  let log: Map<number, SlurmJobState> | undefined;
  for (const row of rows) {
    const id = row.slurm_job_id;
    if (id === null) continue;
    let state = known.get(id) ?? (await centre.slurm.job(id));
    if (state === null) {
      log ??= await centre.slurm.completedFromLog();
      state = log.get(id) ?? null;
    }
    await applyState(centre, row, state ?? forgotten(row, id));
  }
}

/** Slurm keeps no trace of the job (no completion log either): it ends as Failed with that reason. */
const forgotten = (row: JobRow, jobId: number): SlurmJobState => ({
  jobId,
  state: 'UNKNOWN',
  reason: 'Slurm has no record of this job any more',
  exitCode: row.exit_code,
  startTime: row.start_time === null ? null : Number(row.start_time),
  endTime: Date.now(),
});

async function applyState(centre: JobCentre, row: JobRow, state: SlurmJobState): Promise<void> {
  const status = statusOfSlurmState(state.state);
  // A source that lost the start (the completion log, a forgotten job) keeps the one stored while it ran.
  const start = state.startTime ?? (row.start_time === null ? null : Number(row.start_time));
  const fields = {
    status,
    raw_state: state.state,
    reason: state.reason,
    exit_code: state.exitCode,
    start_time: start,
  };
  if (isActiveStatus(status)) {
    await centre.db
      .updateTable('hpc_jobs')
      .set({ ...fields, end_time: null })
      .where('id', '=', row.id)
      .where('settled', '=', 0)
      .execute();
    return;
  }
  const end = state.endTime ?? Date.now();
  await settleJob(centre, row, { ...fields, end_time: end });
}

/**
 * Ends a job and charges it once: one UPDATE stores the end, claims the row (so two pollers never charge
 * twice) and its charge and refund, so nobody ever reads an ended job without its charge; then the ledger
 * moves: actual core-hours × the partition's coefficient, and the administrators' refund rule for its raw
 * state.
 */
async function settleJob(
  centre: JobCentre,
  row: JobRow,
  fields: { status: number; raw_state: string; start_time: number | null; end_time: number } & Record<
    'reason' | 'exit_code',
    string | null
  >,
) {
  const held = Number(row.held_core_seconds);
  const seconds = fields.start_time === null ? 0 : Math.max(0, (fields.end_time - fields.start_time) / 1000);
  const used = (row.cores * seconds * Number(row.price_coefficient)) / 3600;
  const charge = Math.min(held, toCoreSeconds(used, Math.ceil));
  const rule = await readRefundRule(centre.db);
  const refund = rule.rawStates.includes(fields.raw_state) ? Math.round((charge * rule.percent) / 100) : 0;
  const claimed = await centre.db
    .updateTable('hpc_jobs')
    .set({
      ...fields,
      settled: 1,
      charged_core_seconds: charge,
      rebate_tag: refund > 0 ? 1 : 0,
      rebate_core_seconds: refund,
    })
    .where('id', '=', row.id)
    .where('settled', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const owner = { kind: 'user' as const, id: row.user_id };
  const change = { jobId: row.id, note: row.job_name };
  await settleCredit(centre.credit, owner, held, used, change);
  if (refund > 0) await addCredit(centre.credit, owner, toCoreHours(refund), 'refund', change);
}

async function failStaleSubmissions(centre: JobCentre): Promise<void> {
  const stale = await centre.db
    .selectFrom('hpc_jobs')
    .selectAll()
    .where('settled', '=', 0)
    .where('slurm_job_id', 'is', null)
    .where('submit_time', '<', Date.now() - SUBMIT_GRACE_MS)
    .execute();
  for (const row of stale)
    await settleJob(centre, row, {
      status: JOB_STATUS.failed,
      raw_state: 'SUBMIT_FAILED',
      reason: 'the server stopped during submission',
      exit_code: row.exit_code,
      start_time: null,
      end_time: Date.now(),
    });
}

/** Polls every `intervalMs` (never two passes at once) until stopped; errors are reported, not thrown. */
export function startPoller(centre: JobCentre, onError: (e: unknown) => void): () => Promise<void> {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const tick = (): void => {
    running = pollJobs(centre)
      .then(() => undefined)
      .catch(onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, centre.settings.pollMs);
      });
  };
  timer = setTimeout(tick, 0);
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
