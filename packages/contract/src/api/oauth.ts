import { z } from 'zod';
import { AUTH_BASE, loginBodySchema, loginResultSchema } from './auth.js';
import { defineRoute } from './route-spec.js';

/**
 * TopoForge as an OAuth 2 / OpenID Connect provider (spec 002 §2.4, §4, §7; issue 22 item 4). The
 * protocol endpoints are the oidc-provider library's, under the issuer PUBLIC_URL/oidc (discovery at
 * /oidc/.well-known/openid-configuration); these calls serve the authorization panel of /login.
 */
const returnTo = z.string({ error: 'return_to is required' }).trim().min(1, 'return_to is required').max(200);

export const oauthAuthorizeQuerySchema = z.object({ return_to: returnTo });

/** What the consent panel shows and where the browser goes next. */
export const oauthAuthorizationSchema = z.object({
  /** The interaction's id (the return_to of /login). */
  uid: z.string(),
  clientId: z.string(),
  /** The application's name as registered (`topoforge oauth client add --name`). */
  appName: z.string(),
  /** Where the application will receive the answer (its registered redirect URI). */
  redirectUri: z.string(),
  /** The scopes it asks for, of openid, profile and offline_access. */
  scopes: z.array(z.string()),
  /** The claims it will receive: sub always; name, preferred_username, picture (avatar), title with profile. */
  claims: z.array(z.string()),
  /** 'login': nobody is logged in to this request yet; 'consent': a user is, the panel asks to authorize. */
  prompt: z.enum(['login', 'consent']),
  /** The caller's bearer token names a user, who can authorize directly (the account shown on the panel). */
  user: z.object({ id: z.number().int(), username: z.string() }).nullable(),
});
export type OAuthAuthorization = z.infer<typeof oauthAuthorizationSchema>;

export const oauthAuthorizeRoute = defineRoute({
  method: 'GET',
  path: `${AUTH_BASE}/oauth2/authorize`,
  group: 'auth-service',
  summary: 'What a third-party app asks for (the authorization panel of /login?return_to=…)',
  description:
    'The provider sends the browser to `/login?return_to=<uid>` when an app asks for authorization; the ' +
    'page calls this with that return_to to show the panel: the app, what it receives (the avatar and ' +
    'title, spec 002 §2.4) and whether a login is needed first. An unknown or expired return_to → 400 ' +
    '("原网页已被关闭,请从原网页重新发起登录请求").',
  access: 'anonymous',
  query: oauthAuthorizeQuerySchema,
  answer: { kind: 'json', data: oauthAuthorizationSchema },
});

export const oauthConsentBodySchema = z.object({
  return_to: returnTo,
  /** true: authorize; false: refuse (the app gets error=access_denied). */
  approve: z.boolean(),
});

export const oauthRedirectSchema = z.object({
  /** Where the browser goes now (the provider's resume URL, which answers the app's redirect URI). */
  redirectTo: z.string(),
  /** "授权登陆成功，正在跳转..." (or the refusal's text) in the caller's language. */
  message: z.string(),
});

export const oauthConsentRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/oauth2/authorize`,
  group: 'auth-service',
  summary: 'Authorize (or refuse) the app of return_to as the logged-in user; answers where to go',
  description:
    'The logged-in user (bearer token or session cookie + X-CSRF-Token) authorizes the scopes the app ' +
    'asked for; the browser then opens `redirectTo`, which returns to the app with a code (or with ' +
    'error=access_denied when approve is false). The authorization is remembered: the app is not shown ' +
    'the panel again for the same scopes. Unknown or expired return_to → 400.',
  access: 'user',
  body: oauthConsentBodySchema,
  answer: { kind: 'json', data: oauthRedirectSchema },
});

export const oauthLoginBodySchema = loginBodySchema.extend({
  return_to: returnTo,
  /** Spec 002 §3 login payload: A normal, E OAuth (this call is always E). */
  platform: z.enum(['A', 'E']).optional(),
});

export const oauthLoginRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/oauth/login`,
  group: 'auth-service',
  summary: 'Log in for a third-party app (return_to): answers the token and user, like the password login',
  description:
    'The password login of the authorization panel (platform E): the same checks, limits, messages and ' +
    'login records as POST auth-service/login (the tries count against the same limits), and the ' +
    'request of return_to is logged in as this user. The page then shows the panel (GET ' +
    'oauth2/authorize) and the user confirms (POST oauth2/authorize). Unknown or expired return_to → 400 ' +
    'before the password is checked.',
  access: 'anonymous',
  body: oauthLoginBodySchema,
  answer: { kind: 'json', data: loginResultSchema },
});

export const wechatQrcodeRoute = defineRoute({
  method: 'GET',
  path: `${AUTH_BASE}/oauth/qrcode/wechat`,
  group: 'auth-service',
  summary: "WeChat QR login: the URL of WeChat's QR page (appid, redirect_uri, state)",
  description:
    'WeChat login needs a WeChat open-platform app (WECHAT_APP_ID and WECHAT_APP_SECRET). Without them ' +
    '— the default — this answers 503 "WeChat login is not configured on this server" ' +
    '("本服务器未配置微信登录"), and the page shows that message instead of the QR code.',
  access: 'anonymous',
  answer: { kind: 'json', data: z.object({ url: z.string() }) },
});

export const OAUTH_ROUTES = [
  oauthAuthorizeRoute,
  oauthConsentRoute,
  oauthLoginRoute,
  wechatQrcodeRoute,
] as const;
