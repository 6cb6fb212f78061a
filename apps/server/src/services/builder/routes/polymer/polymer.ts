import {
  BLOCK_COPOLYMER_ROUTE,
  BLOCK_COPOLYMER_VIP_ROUTE,
  END_GROUP_ROUTE,
  HOMOPOLYMER_ROUTE,
  HOMOPOLYMER_VIP_ROUTE,
  MONOMER_LIBRARY_ROUTE,
  ok,
  POLYMER_ATOM_TYPE_ROUTE,
  POLYMER_CHARGE_ROUTE,
  RANDOM_COPOLYMER_ROUTE,
  RANDOM_COPOLYMER_VIP_ROUTE,
} from '@topoforge/contract';
import { endGroupList, monomerLibrary } from '@topoforge/chem';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { PREMIUM_CHARGE_TIMEOUT_MS } from '../../../../kernel/config.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import type { RouteContext } from '../../../../kernel/http/api-route.js';
import { HttpError } from '../../../../kernel/http/errors.js';
import { PreparedJson } from '../../../../kernel/http/prepared-json.js';
import { routeJobCall } from '../../jobs/run-jobs.js';
import type { PolymerBuildBody, PolymerKind, PolymerServices } from '../../polymer/build-chain.js';
import { buildChain } from '../../polymer/build-chain.js';
import { polymerAtomTypes, polymerCharges } from '../../polymer/chain-calls.js';
import { ChainStore } from '../../polymer/chain-store.js';
import { UnitCache } from '../../polymer/unit-cache.js';
import { registerPolymer2dRoutes } from './polymer-2d.js';

/** The VIP build calls' time-out (001 §6, §9: 600000 ms, as the premium charge call). */
export const PREMIUM_POLYMER_TIMEOUT_MS = PREMIUM_CHARGE_TIMEOUT_MS;

/**
 * The polymer calls (001 §7, issue 18.2): the monomer library and end-group list, and the homopolymer,
 * block and random-copolymer builds, each also `_vip` (premium users only, 600 s). The units built and the
 * chains built are kept in memory for the server's life (polymer/unit-cache.ts, polymer/chain-store.ts).
 */
export function registerPolymerRoutes(app: FastifyInstance, ctx: AppContext): PolymerServices {
  const services: PolymerServices = { config: ctx.config, units: new UnitCache(), chains: new ChainStore() };
  registerApiRoute(app, ctx, MONOMER_LIBRARY_ROUTE, () =>
    monomerLibrary().map((g) => ({ ...g, subgroup: [...g.subgroup] })),
  );
  registerApiRoute(app, ctx, END_GROUP_ROUTE, () => endGroupList());
  const build = async (
    context: RouteContext<{ job?: string | undefined }, PolymerBuildBody>,
    kind: PolymerKind,
    vip: boolean,
  ): Promise<PreparedJson> => {
    const { user, signal, query, body } = context;
    if (vip && !user?.premium) throw new HttpError(403, 'forbidden/polymer-vip');
    const call = {
      ...routeJobCall(ctx, user, signal),
      ...(vip ? { timeoutMs: PREMIUM_POLYMER_TIMEOUT_MS } : {}),
      ticket: query.job,
    };
    const built = await buildChain(services, kind, body, call);
    // 001 §7: `number` beside `data` in the answer.
    return new PreparedJson(JSON.stringify({ ...ok(built.mol2), number: built.number }));
  };
  registerApiRoute(app, ctx, HOMOPOLYMER_ROUTE, (c) => build(c, 'homopolymer', false));
  registerApiRoute(app, ctx, HOMOPOLYMER_VIP_ROUTE, (c) => build(c, 'homopolymer', true));
  registerApiRoute(app, ctx, BLOCK_COPOLYMER_ROUTE, (c) => build(c, 'block', false));
  registerApiRoute(app, ctx, BLOCK_COPOLYMER_VIP_ROUTE, (c) => build(c, 'block', true));
  registerApiRoute(app, ctx, RANDOM_COPOLYMER_ROUTE, (c) => build(c, 'random', false));
  registerApiRoute(app, ctx, RANDOM_COPOLYMER_VIP_ROUTE, (c) => build(c, 'random', true));
  registerPolymer2dRoutes(app, ctx, services, PREMIUM_POLYMER_TIMEOUT_MS);
  registerChainCalls(app, ctx, services);
  return services;
}

/** The calls on a built chain (issue 18.4): its atom types, its charges, the amino-acid force fields. */
function registerChainCalls(app: FastifyInstance, ctx: AppContext, services: PolymerServices): void {
  const charges = { config: ctx.config, programs: ctx.programs, jobs: ctx.jobs, log: app.log };
  registerApiRoute(app, ctx, POLYMER_ATOM_TYPE_ROUTE, ({ body, user, signal }) =>
    polymerAtomTypes(services.chains, body, routeJobCall(ctx, user, signal), user?.premium ?? false),
  );
  registerApiRoute(app, ctx, POLYMER_CHARGE_ROUTE, ({ body, query, user, signal }) =>
    polymerCharges(services.chains, charges, body, { user, signal, ticket: query.job }),
  );
}
