import { parameterRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { readServerVersion } from '../../../../kernel/server-info.js';
import { runParameterSet } from '../../jobs/run-jobs.js';

/** POST param: buildParameterSet runs as a job (a worker thread), reading the parameter files there. */
export function registerParameterRoute(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'auth' | 'config' | 'jobs'>,
): void {
  const deps = {
    gaffDat: ctx.config.gaffDat,
    gromacsTop: ctx.config.gromacsTop,
    version: readServerVersion(),
  };
  registerApiRoute(app, { auth: ctx.auth }, parameterRoute, ({ query, body, user, signal }) =>
    runParameterSet(
      {
        jobs: ctx.jobs,
        userId: user?.id ?? null,
        timeoutMs: ctx.config.jobTimeoutMs,
        signal,
        ticket: query.job,
      },
      { request: body, deps: { ...deps, premium: user?.premium ?? false } },
    ),
  );
}
