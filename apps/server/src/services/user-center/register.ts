import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerEventTrackRoute } from './routes/event-track.js';
import { registerUserDetailsRoute } from './routes/user-details.js';

export function registerUserCenterRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUserDetailsRoute(app, ctx);
  registerEventTrackRoute(app, ctx);
}
