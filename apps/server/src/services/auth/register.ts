import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerLoginRoute } from './routes/login.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerLoginRoute(app, ctx);
}
