import { bindPhoneOrEmailRoute, BIND_TYPES, emailSchema, phoneSchema } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { findUserByLogin } from '../../../kernel/db/user-profile-rows.js';
import { isUniqueViolation } from '../../../kernel/db/user-rows.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { appCodeStore } from '../../../kernel/verification/app-code-store.js';
import { CODE_PURPOSES } from '../../../kernel/verification/code-store.js';
import { codeRefusal } from '../../../kernel/verification/refusal.js';

/** The success answer the spec's client looks for. */
export const BIND_DONE = '换绑成功';

/**
 * POST user/changeBindPhoneOrEmail (spec 002 §4): after a password login on an account without a phone,
 * the page binds one with a code (type 3) sent to it. The unique indexes settle two accounts binding the
 * same phone at once.
 */
export function registerBindRoute(app: FastifyInstance, ctx: AppContext): void {
  const codes = appCodeStore(ctx);
  registerApiRoute(app, { auth: ctx.auth }, bindPhoneOrEmailRoute, async ({ body, user }) => {
    if (!user) throw new HttpError(401, 'unauthorized');
    const phone = body.type === BIND_TYPES.phone;
    const parsed = (phone ? phoneSchema : emailSchema).safeParse(body.phoneOrEmail);
    if (!parsed.success) throw new HttpError(400, phone ? 'bind-bad-phone' : 'bind-bad-email');
    const target = parsed.data;
    const owner = await findUserByLogin(ctx.db, target);
    if (owner !== null && owner.id !== user.id) throw new HttpError(400, 'bind-taken');
    const outcome = await codes.consume({ target, purpose: CODE_PURPOSES.bind, code: body.code });
    if (outcome !== 'ok') throw codeRefusal(outcome);
    try {
      await ctx.db
        .updateTable('users')
        .set(phone ? { phone: target } : { email: target })
        .where('id', '=', user.id)
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw new HttpError(400, 'bind-taken');
      throw e;
    }
    // The spec's pages test the answer for exactly this text (002 §4), whatever the language.
    return { message: BIND_DONE };
  });
}
