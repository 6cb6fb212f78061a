import { atomTypeRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { runAtomTypes } from '../../jobs/run-jobs.js';

/** POST atomtype: reading and typing a large structure is heavy, so it runs as a job (a worker thread). */
export function registerAtomTypeRoute(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'auth' | 'config' | 'jobs'>,
): void {
  registerApiRoute(app, { auth: ctx.auth }, atomTypeRoute, ({ body, user, signal }) =>
    runAtomTypes(
      { jobs: ctx.jobs, userId: user?.id ?? null, timeoutMs: ctx.config.jobTimeoutMs, signal },
      { data: body.data, forcefield: body.forcefield, premium: user?.premium ?? false },
    ),
  );
}
