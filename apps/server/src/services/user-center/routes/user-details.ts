import { userDetailsRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { userInfoOf } from '../../../kernel/auth/user-info.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';

/** GET /cgi/user-center-service/user/getUserDetails: the caller with the profile the pages show (002 §3). */
export function registerUserDetailsRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, userDetailsRoute, async ({ user }) => {
    // access 'user' already refused anonymous callers; this keeps the type honest.
    if (!user) throw new HttpError(401, 'unauthorized');
    return userInfoOf(ctx.db, user);
  });
}
