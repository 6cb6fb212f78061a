import type { ForceFieldFlow } from '@topoforge/chem';
import { FOUR_POINT_WATER_MODELS, forceFieldList, WATER_MODELS } from '@topoforge/chem';
import type { ForceFieldListPath } from '@topoforge/contract';
import {
  FORCE_FIELD_LIST_PATHS,
  forceFieldListRoutes,
  fourPointWaterModelsRoute,
  waterModelsRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

/** GET watermodels, watermodels/fourpoint and the force-field lists (spec 000 §7). */
export function registerForceFieldListRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'auth'>): void {
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, waterModelsRoute, () => WATER_MODELS.map((m) => m.name));
  registerApiRoute(app, deps, fourPointWaterModelsRoute, () => FOUR_POINT_WATER_MODELS.map((m) => m.name));
  for (const route of forceFieldListRoutes) {
    const path = route.path.slice(route.path.lastIndexOf('/') + 1) as ForceFieldListPath;
    const flow: ForceFieldFlow = FORCE_FIELD_LIST_PATHS[path].flow;
    registerApiRoute(app, deps, route, () => forceFieldList(flow));
  }
}
