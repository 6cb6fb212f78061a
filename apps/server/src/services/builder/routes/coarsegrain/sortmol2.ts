import { sortMol2Route } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { routeJobCall, runSortMol2 } from '../../jobs/run-jobs.js';

/** POST coarsegrain/sortmol2, as a worker job. */
export function registerSortMol2Route(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, sortMol2Route, ({ body, signal, user }) =>
    runSortMol2(routeJobCall(ctx, user, signal), { data: body.data, flow: body.flow }),
  );
}
