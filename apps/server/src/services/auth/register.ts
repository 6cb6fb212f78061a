import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { every } from '../../kernel/rate-limit/periodic.js';
import { deleteExpiredBindCodes } from '../../kernel/wechat/bindings.js';
import { openPlatformProvider } from '../../kernel/wechat/open-platform.js';
import type { WeChatProvider } from '../../kernel/wechat/provider.js';
import { registerForgotPasswordRoute } from './routes/forgot-password.js';
import { registerLoginRoute } from './routes/login.js';
import { registerLogoutRoute } from './routes/logout.js';
import { registerRegistrationRoute } from './routes/registration.js';
import { registerWeChatRoutes } from './routes/wechat.js';

const BIND_CODE_CLEANUP_MS = 30 * 60_000;

export interface AuthServiceOptions {
  /** WeChat login through this provider instead of the configured one (API tests: WeChat is out of reach). */
  readonly wechat?: WeChatProvider;
}

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  options: AuthServiceOptions = {},
): void {
  // WeChat's open-platform login when an administrator set WECHAT_APP_ID/WECHAT_APP_SECRET, else off.
  const credentials = ctx.config.oauth.wechat;
  const wechat = options.wechat ?? (credentials === null ? null : openPlatformProvider(credentials));
  registerLoginRoute(app, ctx);
  registerLogoutRoute(app, ctx);
  registerRegistrationRoute(app, ctx, wechat);
  registerForgotPasswordRoute(app, ctx);
  registerWeChatRoutes(app, ctx, wechat);
  const cleanup = every(
    BIND_CODE_CLEANUP_MS,
    () => deleteExpiredBindCodes(ctx.db),
    (err) => app.log.warn({ err }, 'deleting expired WeChat bind codes failed'),
  );
  app.addHook('onClose', () => cleanup.stop());
}
