import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerForgotPasswordRoute } from './routes/forgot-password.js';
import { registerLoginRoute } from './routes/login.js';
import { registerLogoutRoute } from './routes/logout.js';
import { registerRegistrationRoute } from './routes/registration.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerLoginRoute(app, ctx);
  registerLogoutRoute(app, ctx);
  registerRegistrationRoute(app, ctx);
  registerForgotPasswordRoute(app, ctx);
}
