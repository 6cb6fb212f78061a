import { loginLogsRoute, miniProgramLinkRoute, userExistenceRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { findUserByLogin, listLoginRecords } from '../../../kernel/db/user-profile-rows.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import type { RateRule } from '../../../kernel/rate-limit/rate-limiter.js';

/** Existence questions per client address: enough for a person registering, too few to list accounts. */
export const EXISTENCE_LIMIT: RateRule = { limit: 30, windowMs: 5 * 60_000 };

/** GET user/{name}/existence, GET user/login-logs and the mini-program link (spec 002 §7). */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createRateLimiter(ctx.db);
  registerApiRoute(app, { auth: ctx.auth }, userExistenceRoute, async ({ params, request }) => {
    const hit = await limiter.hit(`existence:ip:${request.ip}`, EXISTENCE_LIMIT);
    if (!hit.allowed) throw new HttpError(429, 'too-many-existence-checks', { seconds: hit.retryAfter });
    return (await findUserByLogin(ctx.db, params.name ?? '')) !== null;
  });
  registerApiRoute(app, { auth: ctx.auth }, miniProgramLinkRoute, () => ctx.config.miniProgramUrl ?? null);
  registerApiRoute(app, { auth: ctx.auth }, loginLogsRoute, async ({ query, user }) => {
    if (!user) throw new HttpError(401, 'unauthorized');
    const page = await listLoginRecords(ctx.db, user.id, query);
    return {
      total: page.total,
      records: page.records.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  });
}
