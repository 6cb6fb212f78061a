import { checkForceFields } from '@topoforge/chem';
import { checkForceFieldRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { message } from '../../../../messages/index.js';

/** POST checkff: the step 1 → 2 check; premium users have no force-field limit (spec 000 §6). */
export function registerCheckForceFieldRoute(app: FastifyInstance, ctx: Pick<AppContext, 'auth'>): void {
  registerApiRoute(app, { auth: ctx.auth }, checkForceFieldRoute, ({ body, user, lang }) => {
    const check = checkForceFields(body.forcefield, { premium: user?.premium ?? false });
    const text = message(check.code, check.data);
    return { continue: check.continue, warning: check.warning, msg: text?.[lang] ?? check.code };
  });
}
