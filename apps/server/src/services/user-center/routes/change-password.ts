import { changePasswordRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { hashPassword, verifyPassword } from '../../../kernel/auth/password.js';
import { setSessionCookies } from '../../../kernel/auth/session-cookie.js';
import { issueToken } from '../../../kernel/auth/tokens.js';
import { findUserById } from '../../../kernel/db/user-rows.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import type { RateRule } from '../../../kernel/rate-limit/rate-limiter.js';

/** Wrong current passwords per account: a stolen token must not become a way to guess the password. */
export const CHANGE_PASSWORD_LIMIT: RateRule = { limit: 10, windowMs: 15 * 60_000 };

/**
 * POST user/changePassword: the current password checked, the new one stored with the change time, which
 * revokes every older token (token-authenticator.ts); the caller gets a token issued after the change.
 */
export function registerChangePasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  const limiter = createRateLimiter(ctx.db);
  registerApiRoute(app, { auth: ctx.auth }, changePasswordRoute, async ({ body, user, request, reply }) => {
    if (!user) throw new HttpError(401, 'unauthorized');
    const hit = await limiter.hit(`change-password:user:${user.id}`, CHANGE_PASSWORD_LIMIT);
    if (!hit.allowed) throw new HttpError(429, 'too-many-password-tries', { seconds: hit.retryAfter });
    const row = await findUserById(ctx.db, user.id);
    if (!row || !(await verifyPassword(row.passwordHash, body.oldPassword))) {
      throw new HttpError(400, 'wrong-current-password');
    }
    // Whole seconds, as token times are: a token issued in this second or later stays valid.
    const changedAt = new Date(Math.floor(Date.now() / 1000) * 1000);
    await ctx.db
      .updateTable('users')
      .set({ password_hash: await hashPassword(body.newPassword), pwd_update_time: changedAt.toISOString() })
      .where('id', '=', user.id)
      .execute();
    // Only wrong current passwords count against the limit.
    await limiter.refund(hit);
    const { token, expiresIn } = await issueToken(ctx.tokenKey, user.id, ctx.config.tokenTtlHours, changedAt);
    setSessionCookies(request, reply, token, expiresIn);
    return { access_token: token, token_type: 'Bearer' as const, expires_in: expiresIn };
  });
}
