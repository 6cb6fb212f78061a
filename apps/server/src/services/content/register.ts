import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerNewsRoutes } from './news.js';
import { registerNoticeRoutes } from './notices.js';
import { registerSitePageRoutes } from './pages.js';

/** The public site's content (002 §1, §2.1, §7 admin-service): notices, news, pages by key. */
export function registerContentService(app: FastifyInstance, ctx: AppContext): void {
  registerNoticeRoutes(app, ctx);
  registerNewsRoutes(app, ctx);
  registerSitePageRoutes(app, ctx);
}
