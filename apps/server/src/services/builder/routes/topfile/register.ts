import {
  checkSoftwaresRoute,
  computerListRoute,
  downloadTopologyRoute,
  TOPFILE_BODY_LIMIT,
  topfileSoftwaresRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { PRODUCT_NAME, readServerVersion } from '../../../../kernel/server-info.js';
import { topologyZip } from '../../topology/topology-zip.js';
import { topfileSoftwares, topologyWriter } from '../../topology/writers.js';
import { checkSoftwares } from './software-check.js';
import { computerList } from './computer-list.js';

/**
 * GET topfile/softwares, POST topfile/softwares (the list for one parameter set: software-check.ts),
 * GET topfile/computerlist (the framework page's narrower list: computer-list.ts) and
 * POST topfile/:software (spec 000 §7). The download answers for the softwares
 * of chem's ENGINE_WRITERS; any other is a 404 with the reason, decided when the request arrives (before
 * its body is read). The download lives in its own scope so that its larger body limit (a big crystal's
 * parameter set) applies to it alone.
 */
export function registerTopfileRoutes(app: FastifyInstance, ctx: Pick<AppContext, 'auth' | 'config'>): void {
  const deps = { auth: ctx.auth };
  const server = {
    name: PRODUCT_NAME,
    version: readServerVersion(),
    lammpsPotentials: ctx.config.lammpsPotentials,
  };
  registerApiRoute(app, deps, topfileSoftwaresRoute, () => topfileSoftwares());
  registerApiRoute(app, deps, computerListRoute, () => computerList());
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = TOPFILE_BODY_LIMIT;
    });
    registerApiRoute(scope, deps, checkSoftwaresRoute, ({ body, lang }) => checkSoftwares(body, lang));
  });
  void app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.bodyLimit = TOPFILE_BODY_LIMIT;
    });
    scope.addHook('onRequest', async (request) => {
      topologyWriter((request.params as { software?: string }).software ?? '');
    });
    registerApiRoute(scope, deps, downloadTopologyRoute, ({ body, params }) =>
      topologyZip(topologyWriter(params['software'] ?? ''), body, server),
    );
  });
}
