import {
  loginSettingsRoute,
  wechatBindRoute,
  wechatCallbackRoute,
  wechatQrcodeRoute,
  wechatRegisterRoute,
  WECHAT_ALREADY_BOUND,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { setSessionCookies } from '../../../kernel/auth/session-cookie.js';
import { userInfoOf } from '../../../kernel/auth/user-info.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import { referenceLists } from '../../../kernel/reference/reference-lists.js';
import { appCodeStore } from '../../../kernel/verification/app-code-store.js';
import { bindWithCode } from '../../../kernel/wechat/bindings.js';
import type { WeChatProvider } from '../../../kernel/wechat/provider.js';
import { signState } from '../../../kernel/wechat/state.js';
import { bindRefusal, configured, weChatCallback } from '../wechat-login.js';
import { registerWithWeChat } from '../wechat-register.js';

/** Where WeChat sends the browser back: the login page, which posts code and state to the callback call. */
export function weChatRedirectUri(issuer: string): string {
  return new URL('/login?loginType=wechat', new URL(issuer).origin).href;
}

/**
 * The WeChat calls of 002 §7 (QR, callback, bind at login, register and bind) and the login page's
 * settings. `provider` is null unless an administrator configured WeChat: every WeChat call then answers
 * 503 "本服务器未配置微信登录".
 */
export function registerWeChatRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  provider: WeChatProvider | null,
): void {
  const limiter = createRateLimiter(ctx.db);
  const deps = {
    db: ctx.db,
    limiter,
    key: ctx.tokenKey,
    tokenTtlHours: ctx.config.tokenTtlHours,
    premiumLevels: ctx.config.premiumLevels,
  };
  const redirectUri = weChatRedirectUri(ctx.config.oauth.issuer);
  registerApiRoute(app, { auth: ctx.auth }, wechatQrcodeRoute, () => ({
    url: configured(provider).authorizeUrl(redirectUri, signState(ctx.tokenKey)),
  }));

  registerApiRoute(app, { auth: ctx.auth }, wechatCallbackRoute, async ({ body, request, reply }) => {
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
    const result = await weChatCallback(deps, configured(provider), body, client);
    if (result.kind === 'bind') return result;
    setSessionCookies(request, reply, result.accessToken, result.expiresIn);
    const login = {
      access_token: result.accessToken,
      token_type: 'Bearer' as const,
      expires_in: result.expiresIn,
      user: await userInfoOf(ctx.db, result.user),
    };
    return { kind: 'login' as const, login };
  });

  registerApiRoute(app, { auth: ctx.auth }, wechatBindRoute, async ({ body, user }) => {
    configured(provider);
    if (user === null) throw new HttpError(401, 'unauthorized');
    const outcome = await bindWithCode(ctx.db, user.id, body.bindCode);
    if (outcome === 'bound') return { status: 200 as const };
    if (outcome === 'already-bound') return { status: WECHAT_ALREADY_BOUND };
    throw bindRefusal(outcome);
  });

  const codes = appCodeStore(ctx);
  const lists = referenceLists(ctx.db);
  registerApiRoute(app, { auth: ctx.auth }, wechatRegisterRoute, async ({ body, query, request }) => {
    const registration = { db: ctx.db, codes, limiter, ...(await lists.current()) };
    const { id, username } = await registerWithWeChat(
      registration,
      provider,
      body,
      query.verification,
      request.ip,
    );
    return { id, username };
  });

  registerApiRoute(app, { auth: ctx.auth }, loginSettingsRoute, () => ({
    wechat: provider !== null,
    aiSiteUrl: ctx.config.afterLogin.aiSiteUrl,
    redirectHosts: [...ctx.config.afterLogin.redirectHosts],
  }));
}
