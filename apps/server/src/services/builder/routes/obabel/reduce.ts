import { reduceRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { reduceMol2 } from '../../convert/conversions.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

export function registerReduceRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, reduceRoute, ({ body }) =>
    reduceMol2(body.data, body.rule, body.flow),
  );
}
