import type { JobStatusAnswer } from '@topoforge/contract';
import { JOB_CANCEL_ROUTE, JOB_STATUS_ROUTE, jobStatusCode } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { HttpError } from '../../../../kernel/http/errors.js';
import type { JobStatus } from '../../../../kernel/jobs/job-runner.js';

/** The answer of both calls: the runner's status with the spec's status number (002 §4). */
function answerOf(id: string, status: JobStatus | undefined): JobStatusAnswer {
  if (status === undefined) throw new HttpError(404, 'job-not-found', { id });
  return { ...status, status: jobStatusCode(status.state) };
}

/**
 * A long call's job by the caller's id (`?job=` of the charge and parameter calls): its state and place in
 * the queue, and its cancellation, which stops the server's work (issue 16).
 */
export function registerJobRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'auth' | 'jobs'>): void {
  registerApiRoute(app, ctx, JOB_STATUS_ROUTE, ({ params, user }) => {
    const id = params.id ?? '';
    return answerOf(id, ctx.jobs.status(id, user?.id ?? null));
  });
  registerApiRoute(app, ctx, JOB_CANCEL_ROUTE, ({ params, user }) => {
    const id = params.id ?? '';
    return answerOf(id, ctx.jobs.cancel(id, user?.id ?? null));
  });
}
