import { cellToMol2Route } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { cellToMol2 } from '../../convert/conversions.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

export function registerCellToMol2Route(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, cellToMol2Route, ({ body }) =>
    cellToMol2({ data: body.data, inp: body.inp ?? 'cif', flow: body.flow }),
  );
}
