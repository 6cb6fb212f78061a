import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { installClickTracking } from './click-tracking.js';
import { registerAccountRoutes } from './routes/accounts.js';
import { registerBindRoute } from './routes/bind.js';
import { registerConsultationRoutes } from './routes/consultation.js';
import { registerChangePasswordRoute } from './routes/change-password.js';
import { registerEventTrackRoute } from './routes/event-track.js';
import { registerUserDetailsRoute } from './routes/user-details.js';
import { registerUniversityRoutes } from './routes/universities.js';

export function registerUserCenterRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUserDetailsRoute(app, ctx);
  registerAccountRoutes(app, ctx);
  registerChangePasswordRoute(app, ctx);
  registerBindRoute(app, ctx);
  registerConsultationRoutes(app, ctx);
  registerUniversityRoutes(app, ctx);
  const clicks = installClickTracking(app, ctx.db, ctx.config.trackingRetentionDays);
  registerEventTrackRoute(app, ctx, clicks);
}
