import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerEventTrackRoute } from './event-track.js';
import { registerUserDetailsRoute } from './user-details.js';

export function registerUserCenterRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUserDetailsRoute(app, ctx);
  registerEventTrackRoute(app, ctx);
}
