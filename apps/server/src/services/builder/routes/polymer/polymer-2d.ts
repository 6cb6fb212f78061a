import { ok, POLYMER_2D_ROUTE, POLYMER_2D_VIP_ROUTE } from '@topoforge/contract';
import type { Polymer2dBody } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import type { RouteContext } from '../../../../kernel/http/api-route.js';
import { HttpError } from '../../../../kernel/http/errors.js';
import { PreparedJson } from '../../../../kernel/http/prepared-json.js';
import { routeJobCall } from '../../jobs/run-jobs.js';
import type { PolymerServices } from '../../polymer/build-chain.js';
import { buildDrawnChain } from '../../polymer/build-drawn.js';

/**
 * The 2D polymer call and its `_vip` variant (001 §7 "POST 2D polymer"; premium users only, with the
 * premium time-out): answers `{status, msg, code: 0, data: mol2, number}`, the spec's code 0 beside the
 * envelope; a refused drawing is a 400 (the spec's code 5) with the catalogue's polymer-mrv text.
 */
export function registerPolymer2dRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  services: PolymerServices,
  premiumTimeoutMs: number,
): void {
  const build2d = async (
    { user, signal, query, body }: RouteContext<{ job?: string | undefined }, Polymer2dBody>,
    vip: boolean,
  ): Promise<PreparedJson> => {
    if (vip && !user?.premium) throw new HttpError(403, 'forbidden/polymer-vip');
    const timeout = vip ? { timeoutMs: premiumTimeoutMs } : {};
    const call = { ...routeJobCall(ctx, user, signal), ...timeout, ticket: query.job };
    const built = await buildDrawnChain(services, body, call);
    return new PreparedJson(JSON.stringify({ ...ok(built.mol2), code: 0, number: built.number }));
  };
  registerApiRoute(app, ctx, POLYMER_2D_ROUTE, (c) => build2d(c, false));
  registerApiRoute(app, ctx, POLYMER_2D_VIP_ROUTE, (c) => build2d(c, true));
}
