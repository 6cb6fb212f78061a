import { mol2ToCifRoute, mol2ToVaspRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { routeJobCall, runMol2ToCell } from '../../jobs/run-jobs.js';

/** POST cell/mol2tocif and cell/mol2tovasp, as worker jobs. */
export function registerMol2ToCellRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const [route, out] of [
    [mol2ToCifRoute, 'cif'],
    [mol2ToVaspRoute, 'vasp'],
  ] as const) {
    registerApiRoute(app, { auth: ctx.auth }, route, ({ body, signal, user }) =>
      runMol2ToCell(routeJobCall(ctx, user, signal), {
        data: body.data,
        out,
        flow: body.flow,
        inp: body.inp,
      }),
    );
  }
}
