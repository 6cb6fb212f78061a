import type { JobStatusAnswer } from '@topoforge/contract';
import { JOB_CANCEL_ROUTE, JOB_STATUS_ROUTE, jobStatusSchema } from '@topoforge/contract';
import { getJson, postJson } from './client';

/**
 * A fresh id for a long call (`?job=`), to follow and cancel it: 128 random bits as hex (getRandomValues
 * works on plain http too, where crypto.randomUUID does not exist).
 */
export function newJobId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const jobPath = (path: string, id: string): string => path.replace(':id', encodeURIComponent(id));

/** The job's state and place in the queue; quiet: a poll that fails (the call not yet arrived) says nothing. */
export const jobStatus = (id: string, signal?: AbortSignal): Promise<JobStatusAnswer> =>
  getJson(jobPath(JOB_STATUS_ROUTE.path, id), jobStatusSchema, signal, undefined, { quiet: true });

/** Stops the job on the server (its call then answers 'cancelled'); quiet: the caller tells the user. */
export const cancelJob = (id: string): Promise<JobStatusAnswer> =>
  postJson(jobPath(JOB_CANCEL_ROUTE.path, id), {}, jobStatusSchema, { quiet: true });
