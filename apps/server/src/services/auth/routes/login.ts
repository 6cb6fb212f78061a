import { loginRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { createLoginLimiter } from '../login-limiter.js';
import { login } from '../login.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';

/** POST /cgi/auth-service/login (spec 002 §7): password login → access token + user. */
export function registerLoginRoute(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createLoginLimiter();
  registerApiRoute(app, { auth: ctx.auth }, loginRoute, async ({ body, request }) => {
    if (body.type !== undefined && body.type !== 0) throw new HttpError(400, 'sms-login-unavailable');
    const result = await login(
      {
        db: ctx.db,
        key: ctx.tokenKey,
        tokenTtlHours: ctx.config.tokenTtlHours,
        premiumLevels: ctx.config.premiumLevels,
        limiter,
      },
      body.username,
      body.password,
      request.ip,
    );
    return {
      access_token: result.accessToken,
      token_type: 'Bearer' as const,
      expires_in: result.expiresIn,
      user: result.user,
    };
  });
}
