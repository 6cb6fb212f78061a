import { mol2ToCifRoute, mol2ToVaspRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { mol2ToCell } from '../../convert/conversions.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

export function registerMol2ToCellRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, mol2ToCifRoute, ({ body }) =>
    mol2ToCell(body.data, 'cif', body.flow, body.inp),
  );
  registerApiRoute(app, { auth: ctx.auth }, mol2ToVaspRoute, ({ body }) =>
    mol2ToCell(body.data, 'vasp', body.flow, body.inp),
  );
}
