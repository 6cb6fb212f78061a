import { randomBytes } from 'node:crypto';
import type { OAuthSettings } from '../../kernel/oauth-settings.js';

/**
 * WeChat login (spec 002 §2.4 QR tab) needs WeChat's servers and an open-platform app: a provider behind
 * this interface, present only when WECHAT_APP_ID and WECHAT_APP_SECRET are set.
 */
export interface WeChatLogin {
  /** The URL of WeChat's QR page for a website login (appid, redirect_uri, state). */
  qrcodeUrl(): { url: string; state: string };
}

/** WeChat's website QR login page (open.weixin.qq.com, "网站应用微信登录"), scope snsapi_login. */
const QR_CONNECT = 'https://open.weixin.qq.com/connect/qrconnect';

export function weChatLogin(settings: OAuthSettings): WeChatLogin | null {
  const wechat = settings.wechat;
  if (wechat === null) return null;
  const redirectUri = new URL('/login?loginType=wechat', new URL(settings.issuer).origin).href;
  return {
    qrcodeUrl() {
      const state = randomBytes(16).toString('base64url');
      const query = new URLSearchParams({
        appid: wechat.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return { url: `${QR_CONNECT}?${query.toString()}#wechat_redirect`, state };
    },
  };
}
