import type { HpcJob, JobStatusCode } from '@topoforge/contract';
import { jobCancellable } from '@topoforge/contract';
import { HttpError } from '../http/errors.js';
import type { JobCentre } from './job-centre.js';
import { askSlurm } from './job-centre.js';
import { refreshJobs } from './job-poller.js';
import { jobWire, ownJob } from './job-queries.js';

/**
 * Cancels the user's job while it is running or pending (002 §4: the status alone decides; 409 after),
 * then stores Slurm's new word on it at once so the answer shows it.
 */
export async function cancelJob(centre: JobCentre, userId: number, jobId: number): Promise<HpcJob> {
  const row = await ownJob(centre.db, userId, jobId);
  if (!jobCancellable(row.status as JobStatusCode) || row.slurm_job_id === null)
    throw new HttpError(409, 'hpc-job-not-cancellable', { id: jobId, state: row.raw_state });
  const slurmJobId = row.slurm_job_id;
  await askSlurm(async () => {
    await centre.slurm.cancel(slurmJobId);
    await refreshJobs(centre, [row]);
  });
  return jobWire(await ownJob(centre.db, userId, jobId), Date.now());
}
