import { userDetailsRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';

/** GET /cgi/user-center-service/user/getUserDetails: the caller, as the authenticator read it. */
export function registerUserDetailsRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, userDetailsRoute, ({ user }) => {
    // access 'user' already refused anonymous callers; this keeps the type honest.
    if (!user) throw new HttpError(401, 'unauthorized');
    return user;
  });
}
