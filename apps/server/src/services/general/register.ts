import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerVerificationRoutes } from './routes/verification.js';

/** The general service's calls that need the app's context (health and docs are registered by the app). */
export function registerGeneralRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerVerificationRoutes(app, ctx);
}
