import { atomTableRoute, ljTableRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { atomTable, ljTable } from '../../forcefield/tables.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

/** POST atom and lj: the atom and Lennard-Jones tables (spec 000 §7, defined but unused by the wizard). */
export function registerTableRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'auth' | 'config'>): void {
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, atomTableRoute, ({ body }) => atomTable(body.atomtype, ctx.config));
  registerApiRoute(app, deps, ljTableRoute, ({ body }) => ljTable(body.atomtype, ctx.config));
}
