import { z } from 'zod';
import { AUTH_BASE, loginResultSchema } from './auth.js';
import { registerRoute, registrationBodySchema } from './registration.js';
import { defineRoute } from './route-spec.js';

/**
 * WeChat login and binding (spec 002 §2.4, §4 "After a successful login" step 3, §7, §8) and the settings
 * the login page follows after a login (§4 steps 4 and 6). WeChat needs an open-platform app
 * (WECHAT_APP_ID, WECHAT_APP_SECRET); without one every WeChat call answers 503 "本服务器未配置微信登录".
 */
const NOT_CONFIGURED = 'Without WECHAT_APP_ID/WECHAT_APP_SECRET → 503 "本服务器未配置微信登录". ';

const bindCodeSchema = z
  .string({ error: 'bindCode is required' })
  .trim()
  .min(1, 'bindCode is required')
  .max(256);

export const wechatCallbackRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/oauth/callback/wechat`,
  group: 'auth-service',
  summary: 'WeChat sent the browser back with a code: log in, or get a bind code for an unbound WeChat user',
  description:
    NOT_CONFIGURED +
    'Body: the `code` and `state` WeChat put on /login?loginType=wechat. The state must be one the QR call ' +
    'issued within 10 minutes (else 400 "微信登录请求已失效，请重新扫码登录"). A WeChat user bound to an ' +
    'account logs in (`kind: login`, the login result and session cookie, a login record "wechat"); an ' +
    'unbound one gets a single-use `bindCode` valid 30 minutes (`kind: bind`), which the page carries to ' +
    '/login?bindCode=… or /register?bindCode=…. WeChat refusing the code → 400, WeChat unreachable → 502.',
  access: 'anonymous',
  body: z.object({ code: z.string().trim().min(1).max(512), state: z.string().trim().min(1).max(512) }),
  answer: {
    kind: 'json',
    data: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('login'), login: loginResultSchema }),
      z.object({ kind: z.literal('bind'), bindCode: z.string(), expiresIn: z.number().int().positive() }),
    ]),
  },
});

/** The spec's WeChat status: 200 bound now, 2000 the account (or this WeChat user) was already bound. */
export const WECHAT_ALREADY_BOUND = 2000 as const;

export const wechatBindRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/oauth/check_user/bind`,
  group: 'auth-service',
  summary: 'Bind the WeChat user of a bind code to the logged-in account (002 §4 step 3)',
  description:
    NOT_CONFIGURED +
    'Answers `status` 200 when bound ("绑定成功"), 2000 when the account already has a WeChat binding or ' +
    'this WeChat user is already bound to it (the "already bound" screen). The code is used up either way. ' +
    'An expired, used or unknown code → 400 "微信绑定已失效，请重新扫码"; a WeChat user bound to another ' +
    'account → 400 "该微信已绑定其他账号".',
  access: 'user',
  body: z.object({ bindCode: bindCodeSchema }),
  answer: {
    kind: 'json',
    data: z.object({ status: z.union([z.literal(200), z.literal(WECHAT_ALREADY_BOUND)]) }),
  },
});

export const wechatRegisterRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/oauth/register`,
  group: 'auth-service',
  summary: 'Register and bind WeChat in one step (002 §4 "Registration" with a bindCode, §7)',
  description:
    NOT_CONFIGURED +
    'The registration of auth-service/register (same body, rules and messages) with a required `bindCode`, ' +
    'checked before the account is made (400 "微信绑定已失效，请重新扫码"); the new account is then bound ' +
    'to that WeChat user.',
  access: 'anonymous',
  query: registerRoute.query,
  body: registrationBodySchema.refine((b) => (b.bindCode ?? '').trim() !== '', {
    message: 'bindCode is required',
    path: ['bindCode'],
  }),
  answer: { kind: 'json', data: z.object({ id: z.number().int(), username: z.string() }) },
});

export const loginSettingsRoute = defineRoute({
  method: 'GET',
  path: `${AUTH_BASE}/login/settings`,
  group: 'auth-service',
  summary:
    'What the login page may do after a login: WeChat on/off, the AI site, the external redirect hosts',
  description:
    '`wechat`: whether WeChat login is configured. `aiSiteUrl` (AI_SITE_URL, default null): an `aiRedictUrl` ' +
    'starting with it receives token, name and e-mail after the login; any other is ignored. ' +
    '`redirectHosts` (LOGIN_REDIRECT_HOSTS, at most 3, default none): hosts (and their sub-domains) an ' +
    'external `redirectTo` may name besides the page’s own host.',
  access: 'anonymous',
  answer: {
    kind: 'json',
    data: z.object({
      wechat: z.boolean(),
      aiSiteUrl: z.string().nullable(),
      redirectHosts: z.array(z.string()),
    }),
  },
});

export const WECHAT_ROUTES = [
  wechatCallbackRoute,
  wechatBindRoute,
  wechatRegisterRoute,
  loginSettingsRoute,
] as const;
