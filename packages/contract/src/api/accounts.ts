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
  method: z.enum(['password', 'sms', 'email', 'oauth']),
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

export const ACCOUNT_ROUTES = [userExistenceRoute, loginLogsRoute, changePasswordRoute] as const;
