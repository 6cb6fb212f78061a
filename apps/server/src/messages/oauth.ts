import { fixed } from './entry.js';
import type { MessageCatalogue } from './types.js';

/** TopoForge as an OAuth 2 / OpenID Connect provider (services/oauth; spec 002 §2.4, §4, §8). */
export const OAUTH_MESSAGES: MessageCatalogue = {
  /** The interaction (return_to) is unknown or expired: the app must start the login again (§8). */
  'oauth-request-gone': fixed(
    'the authorization request has expired or the original page was closed; start the login again from the original page',
    '原网页已被关闭,请从原网页重新发起登录请求',
  ),
  /** The answer of a confirmed authorization (§8), shown while the browser goes back to the app. */
  'oauth-authorized': fixed('authorized, redirecting…', '授权登陆成功，正在跳转...'),
  'oauth-denied': fixed(
    'authorization refused, returning to the application…',
    '已拒绝授权，正在返回应用...',
  ),
};
