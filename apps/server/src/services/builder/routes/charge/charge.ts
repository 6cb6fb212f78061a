import { CHARGE_OPTIONS_ROUTE, CHARGE_ROUTE, CHARGE_SOURCE_HEADER } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { chargeOptionsFor } from '../../charges/charge-options.js';
import { chargeSlugs, chargeTypeBySlug } from '../../charges/charge-types.js';
import { chargesFor } from '../../charges/compute-charges.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { HttpError } from '../../../../kernel/http/errors.js';

/**
 * Bodies carry up to 1 MB of mol2 (000 §5); JSON escaping makes them larger than the text, so Fastify's
 * 1 MiB default would answer its own 413 before the spec's 'file size exceeds 1M limit'.
 */
const CHARGE_BODY_LIMIT_BYTES = 4 * 1024 * 1024;

/** The charge calls (000 §7): the options of step 1 and one calculation path per charge type. */
export function registerChargeRoutes(app: FastifyInstance, ctx: AppContext): void {
  const paths = new Set<string>([CHARGE_OPTIONS_ROUTE.path, CHARGE_ROUTE.path]);
  app.addHook('onRoute', (route) => {
    if (paths.has(route.url)) route.bodyLimit = CHARGE_BODY_LIMIT_BYTES;
  });
  const services = { config: ctx.config, programs: ctx.programs, jobs: ctx.jobs, log: app.log };

  registerApiRoute(app, ctx, CHARGE_OPTIONS_ROUTE, ({ body }) =>
    chargeOptionsFor(body.data, body.flow, body.family, ctx.programs),
  );

  registerApiRoute(app, ctx, CHARGE_ROUTE, async ({ params, query, body, user, signal, reply }) => {
    const slug = params.type ?? '';
    const method = chargeTypeBySlug(slug);
    if (!method) {
      throw new HttpError(404, 'unknown-charge-type', { slug, known: chargeSlugs() });
    }
    const answer = await chargesFor(services, method, { ...body, user, signal, ticket: query.job });
    if (answer.am1Attempt !== undefined) void reply.header(CHARGE_SOURCE_HEADER, answer.am1Attempt);
    return answer.charges;
  });
}
