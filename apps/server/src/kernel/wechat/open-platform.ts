import type { WeChatIdentity, WeChatProvider } from './provider.js';
import { WeChatError } from './provider.js';

/**
 * WeChat open-platform website login ("网站应用微信登录", developers.weixin.qq.com): the QR page at
 * open.weixin.qq.com/connect/qrconnect (scope snsapi_login), then the code exchanged at sns/oauth2/access_token
 * for an access token and openid (and unionid), then sns/userinfo for nickname and avatar.
 */
export const QR_CONNECT_URL = 'https://open.weixin.qq.com/connect/qrconnect';
export const ACCESS_TOKEN_URL = 'https://api.weixin.qq.com/sns/oauth2/access_token';
export const USER_INFO_URL = 'https://api.weixin.qq.com/sns/userinfo';

export interface OpenPlatformOptions {
  readonly appId: string;
  readonly appSecret: string;
  /** Each call to WeChat gives up after this long (default 8 s) rather than hold the login page. */
  readonly timeoutMs?: number;
  /** The HTTP client; the global fetch unless a caller brings its own (e.g. behind a proxy). */
  readonly fetch?: typeof fetch;
}

export function openPlatformProvider(options: OpenPlatformOptions): WeChatProvider {
  const timeoutMs = options.timeoutMs ?? 8000;
  const get = options.fetch ?? fetch;
  const call = async (base: string, query: Record<string, string>): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await get(`${base}?${new URLSearchParams(query).toString()}`, {
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (e) {
      throw new WeChatError('unreachable', `WeChat did not answer: ${(e as Error).message}`);
    }
    if (!response.ok) throw new WeChatError('unreachable', `WeChat answered HTTP ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (typeof body !== 'object' || body === null)
      throw new WeChatError('malformed', 'WeChat answered no JSON');
    const record = body as Record<string, unknown>;
    // WeChat answers its errors with HTTP 200 and an errcode (0 or absent means success).
    if (typeof record.errcode === 'number' && record.errcode !== 0) {
      throw new WeChatError('refused', `WeChat refused: ${String(record.errmsg)}`, record.errcode);
    }
    return record;
  };
  return {
    authorizeUrl(redirectUri, state) {
      const query = new URLSearchParams({
        appid: options.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${QR_CONNECT_URL}?${query.toString()}#wechat_redirect`;
    },
    async identify(code) {
      const token = await call(ACCESS_TOKEN_URL, {
        appid: options.appId,
        secret: options.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const accessToken = text(token.access_token);
      const openid = text(token.openid);
      if (accessToken === null || openid === null) {
        throw new WeChatError('malformed', 'WeChat answered no access_token/openid');
      }
      const info = await call(USER_INFO_URL, { access_token: accessToken, openid });
      return identityOf(openid, text(token.unionid), info);
    },
  };
}

function identityOf(openid: string, unionid: string | null, info: Record<string, unknown>): WeChatIdentity {
  return {
    openid,
    unionid: text(info.unionid) ?? unionid,
    nickname: text(info.nickname),
    avatarUrl: text(info.headimgurl),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
