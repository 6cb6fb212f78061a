import {
  FORCE_FIELD_LIST_ROUTE_IDS,
  FORCE_FIELD_LIST_ROUTES,
  FOUR_POINT_WATER_MODELS,
  forceFieldList,
  WATER_MODELS,
} from '@topoforge/chem';
import { forceFieldListRouteById, fourPointWaterModelsRoute, waterModelsRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

/**
 * GET watermodels, watermodels/fourpoint and the force-field lists (spec 000 §7): each list route answers
 * its force-field flow's list, as chem's list-route table (flows/list-routes.ts) pairs them.
 */
export function registerForceFieldListRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'auth'>): void {
  const deps = { auth: ctx.auth };
  registerApiRoute(app, deps, waterModelsRoute, () => WATER_MODELS.map((m) => m.name));
  registerApiRoute(app, deps, fourPointWaterModelsRoute, () => FOUR_POINT_WATER_MODELS.map((m) => m.name));
  for (const id of FORCE_FIELD_LIST_ROUTE_IDS) {
    const { forceFields } = FORCE_FIELD_LIST_ROUTES[id];
    registerApiRoute(app, deps, forceFieldListRouteById[id], () => forceFieldList(forceFields));
  }
}
