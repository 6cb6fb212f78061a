import { oauthLoginRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import type { AppContext } from '../../../kernel/app-context.js';
import { toAuthUser } from '../../../kernel/auth/auth-user.js';
import { checkCredentials } from '../../../kernel/auth/credentials.js';
import { DEFAULT_LOGIN_LIMITS } from '../../../kernel/auth/login-limits.js';
import { setSessionCookies } from '../../../kernel/auth/session-cookie.js';
import { issueToken } from '../../../kernel/auth/tokens.js';
import { userInfoOf } from '../../../kernel/auth/user-info.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import { findInteraction, recordLogin } from '../interaction.js';

/**
 * POST /cgi/auth-service/oauth/login (spec 002 §7, platform E): the password login of the authorization
 * panel. The credentials are checked by the kernel exactly as the password login checks them (same
 * limits and login records, method 'oauth'); the interaction of return_to is then logged in as the user.
 */
export function registerOAuthLoginRoute(app: FastifyInstance, ctx: AppContext, provider: Provider): void {
  const deps = { db: ctx.db, limiter: createRateLimiter(ctx.db), limits: DEFAULT_LOGIN_LIMITS };
  registerApiRoute(app, { auth: ctx.auth }, oauthLoginRoute, async ({ body, request, reply }) => {
    if (body.type !== undefined && body.type !== 0) throw new HttpError(400, 'sms-login-unavailable');
    // Before the password is checked: a stale panel gets the spec's "start again" message, not a login.
    const interaction = await findInteraction(provider, body.return_to);
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const row = await checkCredentials(deps, body.username, body.password, client, 'oauth');
    await recordLogin(interaction, row.id);
    const { token, expiresIn } = await issueToken(ctx.tokenKey, row.id, ctx.config.tokenTtlHours);
    setSessionCookies(request, reply, token, expiresIn);
    const user = toAuthUser(row, ctx.config.premiumLevels);
    return {
      access_token: token,
      token_type: 'Bearer' as const,
      expires_in: expiresIn,
      user: await userInfoOf(ctx.db, user),
    };
  });
}
