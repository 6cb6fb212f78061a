import { wechatQrcodeRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { weChatLogin } from '../wechat.js';

/** GET /cgi/auth-service/oauth/qrcode/wechat: 503 with the catalogue's message unless WeChat is configured. */
export function registerWeChatRoutes(app: FastifyInstance, ctx: AppContext): void {
  const wechat = weChatLogin(ctx.config.oauth);
  registerApiRoute(app, { auth: ctx.auth }, wechatQrcodeRoute, () => {
    if (!wechat) throw new HttpError(503, 'wechat-not-configured');
    return { url: wechat.qrcodeUrl().url };
  });
}
