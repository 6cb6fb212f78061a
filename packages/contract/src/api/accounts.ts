import { z } from 'zod';
import { defineRoute } from './route-spec.js';
import { newPasswordSchema } from './account-fields.js';
import { USER_CENTER_BASE } from './user-center.js';

/**
 * Account calls of the user centre (spec 002 §7, issue 22): whether a phone or e-mail is registered, and
 * the caller's login records.
 */

export const userExistenceRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/user/:name/existence`,
  group: 'user-center-service',
  summary:
    'Whether an account has this phone, e-mail or username (002 §7; registration and SMS login check it)',
  description:
    'Answers true or false. The spec’s pages ask it before sending a code ("用户尚未注册,请先注册!", ' +
    '"当前用户已经注册过了！"), so it tells anyone whether a phone or e-mail has an account: it is limited ' +
    'to 30 questions per 5 minutes per client address (429 with Retry-After).',
  access: 'anonymous',
  params: z.object({ name: z.string().trim().min(1).max(256) }),
  answer: { kind: 'json', data: z.boolean() },
});

export const loginRecordSchema = z.object({
  id: z.number().int(),
  loginName: z.string().describe('the phone, e-mail or username typed'),
  method: z.enum(['password', 'sms', 'email', 'oauth', 'wechat']),
  success: z.boolean(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
});
export type LoginRecordWire = z.infer<typeof loginRecordSchema>;

export const loginLogsRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/user/login-logs`,
  group: 'user-center-service',
  summary: 'The caller’s login records, newest first (002 §7 login-logs)',
  description:
    'Every password or code login try on the account, successful or not, with the client address and ' +
    'browser. Pages: current from 1, size 1–100 (default 1 and 20, 002 §9).',
  access: 'user',
  query: z.object({
    current: z.coerce.number().int().min(1).default(1),
    size: z.coerce.number().int().min(1).max(100).default(20),
  }),
  answer: {
    kind: 'json',
    data: z.object({ total: z.number().int(), records: z.array(loginRecordSchema) }),
  },
});

export const changePasswordRoute = defineRoute({
  method: 'POST',
  path: `${USER_CENTER_BASE}/user/changePassword`,
  group: 'user-center-service',
  summary: 'Change the caller’s password (002 §7 changePassword)',
  description:
    'The current password and a new one under the spec’s rule (8–20 characters; a digit, a lower-case and ' +
    'an upper-case letter and one of _ , . ! @ #; nothing else). Every session opened before the change is ' +
    'logged out (its token answers 401); the answer carries a new token for this one. A wrong current ' +
    'password is a 400; more than 10 wrong tries in 15 minutes → 429.',
  access: 'user',
  body: z.object({
    oldPassword: z.string().min(1, 'enter your current password (请输入原密码)').max(1024),
    newPassword: newPasswordSchema,
  }),
  answer: {
    kind: 'json',
    data: z.object({
      access_token: z.string(),
      token_type: z.literal('Bearer'),
      expires_in: z.number().int(),
    }),
  },
});

/** 1 phone, 2 e-mail (002 §4: phone binding sends type 1). */
export const BIND_TYPES = { phone: 1, email: 2 } as const;

export const bindPhoneOrEmailRoute = defineRoute({
  method: 'POST',
  path: `${USER_CENTER_BASE}/user/changeBindPhoneOrEmail`,
  group: 'user-center-service',
  summary:
    'Bind or change the caller’s phone (type 1) or e-mail (type 2) with a code sent to it (002 §4, §7)',
  description:
    'The code comes from general-service/verification/sms or /email with type 3 (bind). The new phone or ' +
    'e-mail must not belong to another account (400 "该手机号或邮箱已被其他账号使用"). Answers ' +
    '{message: "换绑成功"} in every language (the spec’s pages test for that text; they then ask the user to log in again). ' +
    '`session` (the spec’s payload field) is accepted and ignored: the bearer token names the account.',
  access: 'user',
  body: z.object({
    phoneOrEmail: z.string().trim().min(1, 'enter a phone or e-mail (请输入手机号或邮箱)').max(254),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'enter the code (请输入验证码)'),
    type: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
    session: z.string().max(4096).optional(),
  }),
  answer: { kind: 'json', data: z.object({ message: z.string() }) },
});

export const forgotPasswordRoute = defineRoute({
  method: 'POST',
  path: '/cgi/auth-service/forget-password',
  group: 'auth-service',
  summary: 'Set a new password with a code sent to the account’s phone or e-mail (/forget-password page)',
  description:
    'username: the phone or e-mail; code: from general-service/verification/sms or /email with type 2 ' +
    '(forgot password); password: under the spec’s rule. An unknown phone or e-mail → 400 "用户尚未注册,' +
    '请先注册!"; a wrong code → 400 "验证码错误". Every session opened before is logged out. 10 per hour ' +
    'per client address.',
  access: 'anonymous',
  body: z.object({
    username: z.string().trim().min(1, 'enter your phone or e-mail (请输入手机号或邮箱)').max(254),
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'enter the code (请输入验证码)'),
    password: newPasswordSchema,
  }),
  answer: { kind: 'json', data: z.literal(true) },
});

export const miniProgramLinkRoute = defineRoute({
  method: 'GET',
  path: `${USER_CENTER_BASE}/shortChain/general/urlscheme`,
  group: 'user-center-service',
  summary: 'The mini-program link mobile browsers are offered (002 §1, §7 urlscheme)',
  description:
    'Answers the link an administrator set in MINI_PROGRAM_URL, or null when none is set (then the web ' +
    'shows no mobile prompt). `path` (the page the visitor was on) is accepted; the configured link is ' +
    'the same for every page.',
  access: 'anonymous',
  query: z.object({ path: z.string().max(2048).optional() }),
  answer: { kind: 'json', data: z.string().nullable() },
});

export const ACCOUNT_ROUTES = [
  miniProgramLinkRoute,
  userExistenceRoute,
  loginLogsRoute,
  changePasswordRoute,
  bindPhoneOrEmailRoute,
  forgotPasswordRoute,
] as const;
