import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerLoginRoute } from './login.js';

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerLoginRoute(app, ctx);
}
