import { forgotPasswordRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { hashPassword } from '../../../kernel/auth/password.js';
import { findUserByLogin } from '../../../kernel/db/user-profile-rows.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import type { RateRule } from '../../../kernel/rate-limit/rate-limiter.js';
import { appCodeStore } from '../../../kernel/verification/app-code-store.js';
import { CODE_PURPOSES } from '../../../kernel/verification/code-store.js';
import { codeRefusal } from '../../../kernel/verification/refusal.js';

export const FORGOT_PASSWORD_LIMIT: RateRule = { limit: 10, windowMs: 60 * 60_000 };

/**
 * POST forget-password: the code (type 2) sent to the account's phone or e-mail proves ownership; the new
 * password's change time logs out every older session (token-authenticator.ts).
 */
export function registerForgotPasswordRoute(app: FastifyInstance, ctx: AppContext): void {
  const codes = appCodeStore(ctx);
  const limiter = createRateLimiter(ctx.db);
  registerApiRoute(app, { auth: ctx.auth }, forgotPasswordRoute, async ({ body, request }) => {
    const hit = await limiter.hit(`forgot-password:ip:${request.ip}`, FORGOT_PASSWORD_LIMIT);
    if (!hit.allowed) throw new HttpError(429, 'too-many-password-resets', { seconds: hit.retryAfter });
    const row = await findUserByLogin(ctx.db, body.username);
    if (!row) throw new HttpError(400, 'user-not-registered');
    // The code was sent to the phone or e-mail as typed; an e-mail is kept lower-cased.
    const target = body.username.includes('@') ? body.username.toLowerCase() : body.username;
    const outcome = await codes.consume({ target, purpose: CODE_PURPOSES.forgotPassword, code: body.code });
    if (outcome !== 'ok') throw codeRefusal(outcome);
    await ctx.db
      .updateTable('users')
      .set({
        password_hash: await hashPassword(body.password),
        pwd_update_time: new Date(Math.floor(Date.now() / 1000) * 1000).toISOString(),
      })
      .where('id', '=', row.id)
      .execute();
    return true as const;
  });
}
