import { loginRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import { DEFAULT_LOGIN_LIMITS } from '../../../kernel/auth/login-limits.js';
import { login } from '../login.js';
import { setSessionCookies } from '../../../kernel/auth/session-cookie.js';
import { userInfoOf } from '../../../kernel/auth/user-info.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';

/**
 * POST /cgi/auth-service/login (spec 002 §7): password login → access token + user. The client address is
 * Fastify's request.ip: behind a reverse proxy, TRUST_PROXY must name it, or every user is one address.
 */
export function registerLoginRoute(app: FastifyInstance, ctx: AppContext): void {
  const deps = {
    db: ctx.db,
    key: ctx.tokenKey,
    tokenTtlHours: ctx.config.tokenTtlHours,
    premiumLevels: ctx.config.premiumLevels,
    limiter: createRateLimiter(ctx.db),
    limits: DEFAULT_LOGIN_LIMITS,
  };
  registerApiRoute(app, { auth: ctx.auth }, loginRoute, async ({ body, request, reply }) => {
    if (body.type !== undefined && body.type !== 0) throw new HttpError(400, 'sms-login-unavailable');
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const result = await login(deps, body.username, body.password, client).catch((e: unknown) => {
      if (e instanceof HttpError && typeof e.data.seconds === 'number')
        void reply.header('retry-after', String(e.data.seconds));
      throw e;
    });
    setSessionCookies(request, reply, result.accessToken, result.expiresIn);
    return {
      access_token: result.accessToken,
      token_type: 'Bearer' as const,
      expires_in: result.expiresIn,
      user: await userInfoOf(ctx.db, result.user),
    };
  });
}
