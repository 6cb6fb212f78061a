import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerTip4pRoute } from '../model/tip4p.js';
import { registerAtomTypeRoute } from './atomtype.js';
import { registerCheckForceFieldRoute } from './checkff.js';
import { registerForceFieldListRoutes } from './lists.js';
import { registerParameterRoute } from './param.js';
import { registerTableRoutes } from './tables.js';

/** The forcefield group of spec 000 §7 and the four-point water conversion (model/tip4p). */
export function registerForceFieldRoutes(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'auth' | 'config' | 'jobs'>,
): void {
  registerForceFieldListRoutes(app, ctx);
  registerCheckForceFieldRoute(app, ctx);
  registerAtomTypeRoute(app, ctx);
  registerParameterRoute(app, ctx);
  registerTableRoutes(app, ctx);
  registerTip4pRoute(app, ctx);
}
