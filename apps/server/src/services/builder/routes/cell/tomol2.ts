import { cellToMol2Route } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { routeJobCall, runCellToMol2 } from '../../jobs/run-jobs.js';

/** POST cell/tomol2, as a worker job: perception across periodic images is the heaviest conversion. */
export function registerCellToMol2Route(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, cellToMol2Route, ({ body, signal, user }) =>
    runCellToMol2(routeJobCall(ctx, user, signal), {
      data: body.data,
      inp: body.inp ?? 'cif',
      flow: body.flow,
    }),
  );
}
