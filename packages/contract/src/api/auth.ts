import { z } from 'zod';
import { defineRoute } from './route-spec.js';

export const AUTH_BASE = '/cgi/auth-service';

/** The logged-in user as the client keeps it (spec 000 §3 "local user info": access_token and user). */
export const authUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** The account's level (e.g. 'free', 'vip', or the platform's numeric levels). */
  userLevel: z.string(),
  /** userLevel is one of the server's PREMIUM_LEVELS: no force-field limit, 600 s charge time-out. */
  premium: z.boolean(),
  admin: z.boolean(),
  /** Spec 002 §3 login result and user details; null where the account has none. */
  phone: z.string().nullable().optional(),
  email: z.string().nullable().optional(),
  realName: z.string().nullable().optional(),
  avatarImg: z.string().nullable().optional(),
  /** When the password last changed (ISO 8601); null when never since registration. */
  pwdUpdateTime: z.string().nullable().optional(),
});
export type AuthUserInfo = z.infer<typeof authUserSchema>;

/** Spec 002 §3 login payload: type 0 password, 1 code (the 6-digit code in `password`). Other fields are ignored. */
export const loginBodySchema = z.object({
  username: z
    .string({ error: 'enter your phone or e-mail (请输入手机号或邮箱)' })
    .trim()
    .min(1, 'enter your phone or e-mail (请输入手机号或邮箱)')
    .max(256),
  password: z
    .string({ error: 'enter your password (请输入密码)' })
    .min(1, 'enter your password (请输入密码)')
    .max(1024),
  type: z.coerce.number().int().optional(),
});

export const loginResultSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  /** Seconds until the token expires (TOKEN_TTL_HOURS). */
  expires_in: z.number().int().positive(),
  user: authUserSchema,
});
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loginRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/login`,
  group: 'auth-service',
  summary: 'Log in with phone, e-mail or username and password; answers an access token and the user',
  description:
    'Send the token as `Authorization: Bearer <access_token>` (or `?access_token=`). A wrong password and an ' +
    'unknown user get the same 400 ("当前用户不存在或密码错误") so that accounts cannot be listed by trying ' +
    'names. Every try is counted before the password is checked, on the database (so tries sent at once ' +
    'or to several replicas count alike): more than 10 failed tries for one username from one address, ' +
    'or 20 from one address over all usernames, within 5 minutes → 429 with Retry-After (refused tries ' +
    'count too). An account that failed more than 50 times in 15 minutes from all addresses is not ' +
    'locked: each address then gets 3 tries per 5 minutes, so its owner can still log in from another ' +
    'address. A successful login is not counted. Every checked try leaves a login record (user/login-logs). Type 1 is the code login: ' +
    '`password` holds the code of general-service/verification/sms or /email (type 1) sent to the ' +
    'account’s phone or e-mail; an unknown phone or e-mail → 400 "用户尚未注册,请先注册!", a wrong code → 400 ' +
    '"验证码错误" (5 wrong tries kill a code; 20 code logins per 5 minutes per address). Accounts come from ' +
    'registration (auth-service/register) or `topoforge user add`.',
  access: 'anonymous',
  body: loginBodySchema,
  answer: { kind: 'json', data: loginResultSchema },
});

export const logoutRoute = defineRoute({
  method: 'POST',
  path: `${AUTH_BASE}/logout`,
  group: 'auth-service',
  summary: 'Clear the session cookies of this browser',
  description:
    'The login sets an httpOnly session cookie (tf_session) beside the bearer token it answers, and a ' +
    'readable CSRF cookie (tf_csrf): a write authenticated by the cookie alone must repeat tf_csrf in ' +
    'X-CSRF-Token (else 403). This call clears both; the bearer token stays valid until it expires or ' +
    'the password changes. Answers true.',
  access: 'anonymous',
  answer: { kind: 'json', data: z.literal(true) },
});

export const AUTH_ROUTES = [loginRoute, logoutRoute] as const;
