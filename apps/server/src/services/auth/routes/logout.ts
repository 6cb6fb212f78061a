import { logoutRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { clearSessionCookies } from '../../../kernel/auth/session-cookie.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';

/** POST /cgi/auth-service/logout: clears this browser's session and CSRF cookies. */
export function registerLogoutRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, logoutRoute, ({ reply }) => {
    clearSessionCookies(reply);
    return true as const;
  });
}
