import { reduceRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { routeJobCall, runReduce } from '../../jobs/run-jobs.js';

/** POST obabel/reduce, as a worker job. */
export function registerReduceRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, reduceRoute, ({ body, signal, user }) =>
    runReduce(routeJobCall(ctx, user, signal), { data: body.data, rule: body.rule, flow: body.flow }),
  );
}
