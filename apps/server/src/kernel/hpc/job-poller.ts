import type { Selectable } from 'kysely';
import { JOB_STATUS } from '@topoforge/contract';
import { addCredit, settleCredit, toCoreHours } from '../credit/credit.js';
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
  const ended = !isActiveStatus(status);
  const endTime = ended ? (state.endTime ?? Date.now()) : null;
  await centre.db
    .updateTable('hpc_jobs')
    .set({
      status,
      raw_state: state.state,
      reason: state.reason,
      exit_code: state.exitCode,
      start_time: state.startTime,
      end_time: endTime,
    })
    .where('id', '=', row.id)
    .where('settled', '=', 0)
    .execute();
  if (ended) await settleJob(centre, row, state.state, state.startTime, endTime ?? Date.now());
}

/**
 * Charges an ended job once (the row is claimed first, so two pollers never charge twice): actual
 * core-hours × the partition's coefficient, then the administrators' refund rule for its raw state.
 */
async function settleJob(
  centre: JobCentre,
  row: JobRow,
  rawState: string,
  start: number | null,
  end: number,
) {
  const claimed = await centre.db
    .updateTable('hpc_jobs')
    .set({ settled: 1 })
    .where('id', '=', row.id)
    .where('settled', '=', 0)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  const owner = { kind: 'user' as const, id: row.user_id };
  const seconds = start === null ? 0 : Math.max(0, (end - start) / 1000);
  const used = (row.cores * seconds * row.price_coefficient) / 3600;
  const note = row.job_name;
  const charged = await settleCredit(centre.credit, owner, Number(row.held_core_seconds), used, {
    jobId: row.id,
    note,
  });
  const rule = await readRefundRule(centre.db);
  const refund = rule.rawStates.includes(rawState) ? Math.round((charged * rule.percent) / 100) : 0;
  if (refund > 0)
    await addCredit(centre.credit, owner, toCoreHours(refund), 'refund', { jobId: row.id, note });
  await centre.db
    .updateTable('hpc_jobs')
    .set({ charged_core_seconds: charged, rebate_tag: refund > 0 ? 1 : 0, rebate_core_seconds: refund })
    .where('id', '=', row.id)
    .execute();
}

async function failStaleSubmissions(centre: JobCentre): Promise<void> {
  const stale = await centre.db
    .selectFrom('hpc_jobs')
    .selectAll()
    .where('settled', '=', 0)
    .where('slurm_job_id', 'is', null)
    .where('submit_time', '<', Date.now() - SUBMIT_GRACE_MS)
    .execute();
  for (const row of stale) {
    await centre.db
      .updateTable('hpc_jobs')
      .set({
        status: JOB_STATUS.failed,
        raw_state: 'SUBMIT_FAILED',
        reason: 'the server stopped during submission',
      })
      .where('id', '=', row.id)
      .execute();
    await settleJob(centre, row, 'SUBMIT_FAILED', null, Date.now());
  }
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
