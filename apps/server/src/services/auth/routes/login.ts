import { loginRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import { DEFAULT_LOGIN_LIMITS } from '../../../kernel/auth/login-limits.js';
import { codeLogin } from '../code-login.js';
import { login } from '../login.js';
import { appCodeStore } from '../../../kernel/verification/app-code-store.js';
import { setSessionCookies } from '../../../kernel/auth/session-cookie.js';
import { userInfoOf } from '../../../kernel/auth/user-info.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';

/**
 * POST /cgi/auth-service/login (spec 002 §7): password login (type 0) or code login (type 1, the code in
 * the password field) → access token + user, and the session cookie. The client address is
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
  const codeDeps = { ...deps, codes: appCodeStore(ctx) };
  registerApiRoute(app, { auth: ctx.auth }, loginRoute, async ({ body, request, reply }) => {
    if (body.type !== undefined && body.type !== 0 && body.type !== 1) {
      throw new HttpError(400, 'login-type-unknown', { type: body.type });
    }
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const attempt =
      body.type === 1
        ? codeLogin(codeDeps, body.username, body.password, client)
        : login(deps, body.username, body.password, client);
    const result = await attempt;
    setSessionCookies(request, reply, result.accessToken, result.expiresIn);
    return {
      access_token: result.accessToken,
      token_type: 'Bearer' as const,
      expires_in: result.expiresIn,
      user: await userInfoOf(ctx.db, result.user),
    };
  });
}
