import {
  FULLERENE_COUNTS_ROUTE,
  FULLERENE_ROUTE,
  FULLERENE_TREE_ROUTE,
  GDY_ROUTE,
  GRAPHENE_SQUARE_ROUTE,
  MWNT_ARMCHAIR_ROUTE,
  MWNT_ZIGZAG_ROUTE,
  SWNT_ARMCHAIR_ROUTE,
  SWNT_ZIGZAG_ROUTE,
} from '@topoforge/contract';
import type { FullereneTreeAnswer, MultiWallBody, NanotubeBody } from '@topoforge/contract';
import type { TubeType } from '@topoforge/chem';
import { FULLERENE_SPEC_COUNTS, fullereneListKind } from '@topoforge/chem';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import type { RouteContext } from '../../../../kernel/http/api-route.js';
import { badRequest } from '../../../../kernel/http/errors.js';
import { routeJobCall } from '../../jobs/run-jobs.js';
import type { JobCall } from '../../jobs/run-jobs.js';
import type { CarbonBuildInput, CarbonBuildResult } from '../../carbon/carbon-jobs.js';
import { FULLERENE_JOB, FULLERENE_TREE_JOB } from '../../carbon/carbon-jobs.js';
import { estimatedAtoms, graphyneInput, grapheneInput, nanotubeInput } from '../../carbon/carbon-requests.js';
import { carbonAnswer, carbonBuild, runCarbonJob } from '../../carbon/carbon-service.js';
import { registerFunctionalGroupRoute } from './functional-group.js';

type Context = RouteContext<{ job?: string | undefined }, unknown>;

const jobCall = (ctx: AppContext, c: Context): JobCall => ({
  ...routeJobCall(ctx, c.user, c.signal),
  ticket: c.query.job,
});

/**
 * The carbon-material builder (001 §7 "Carbon builders", issue 19): fullerenes by name and the page's
 * tree, graphene, single- and multi-wall tubes, graphyne. The caller's premium flag picks the tube bounds
 * (001 §6). Trees are kept per count for the server's life (a few kB each).
 */
export function registerCarbonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const build = async (c: Context, input: CarbonBuildInput) =>
    carbonAnswer(await carbonBuild(jobCall(ctx, c), input, estimatedAtoms(input)));
  registerApiRoute(app, ctx, GRAPHENE_SQUARE_ROUTE, (c) => build(c, grapheneInput(c.body)));
  registerApiRoute(app, ctx, GDY_ROUTE, (c) => build(c, graphyneInput(c.body)));
  const tube =
    (type: TubeType) => (c: RouteContext<{ job?: string | undefined }, NanotubeBody | MultiWallBody>) =>
      build(c, nanotubeInput(type, c.body, c.user?.premium ?? false));
  registerApiRoute(app, ctx, SWNT_ARMCHAIR_ROUTE, tube('armchair'));
  registerApiRoute(app, ctx, SWNT_ZIGZAG_ROUTE, tube('zigzag'));
  registerApiRoute(app, ctx, MWNT_ARMCHAIR_ROUTE, tube('armchair'));
  registerApiRoute(app, ctx, MWNT_ZIGZAG_ROUTE, tube('zigzag'));
  registerFullereneRoutes(app, ctx);
  registerFunctionalGroupRoute(app, ctx);
}

function registerFullereneRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, ctx, FULLERENE_ROUTE, async (c) => {
    const result = await runCarbonJob<CarbonBuildResult>(
      jobCall(ctx, c),
      FULLERENE_JOB,
      { name: c.params.name },
      null,
    );
    return carbonAnswer(result);
  });
  registerApiRoute(app, ctx, FULLERENE_COUNTS_ROUTE, () =>
    FULLERENE_SPEC_COUNTS.map((atomCount) => ({ atomCount, list: fullereneListKind(atomCount)! })),
  );
  const trees = new Map<number, FullereneTreeAnswer>();
  registerApiRoute(app, ctx, FULLERENE_TREE_ROUTE, async (c) => {
    const count = Number(c.params.count);
    if (!/^\d+$/.test(c.params.count ?? '') || fullereneListKind(count) === undefined)
      throw badRequest('invalid-request/carbon-fullerene-count', {
        message: `C${String(c.params.count)} is not offered; the tree's counts are ${FULLERENE_SPEC_COUNTS.join(', ')}.`,
      });
    const hit = trees.get(count);
    if (hit) return hit;
    const tree = await runCarbonJob<FullereneTreeAnswer>(
      jobCall(ctx, c),
      FULLERENE_TREE_JOB,
      { count },
      count,
    );
    trees.set(count, tree);
    return tree;
  });
}
