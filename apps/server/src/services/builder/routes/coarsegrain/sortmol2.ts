import { sortMol2Route } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { sortMol2 } from '../../convert/conversions.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

export function registerSortMol2Route(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, sortMol2Route, ({ body }) => sortMol2(body.data, body.flow));
}
