import { z } from 'zod';
import { EMAIL_PATTERN, PHONE_PATTERN, emailSchema, phoneSchema } from './account-fields.js';
import { defineRoute } from './route-spec.js';

/** The general service's calls (spec 002 §7 "General service"). */
export const GENERAL_BASE = '/cgi/general-service';

/**
 * What a code is for: 1 login or register and 3 bind phone/e-mail are the spec's (002 §3 "SMS code
 * request"); 2 forgot password is ours. A code serves only the purpose it was sent for.
 */
export const codePurposeSchema = z
  .enum(['1', '2', '3'], { error: 'type is 1 (login or register), 2 (forgot password) or 3 (bind)' })
  .transform((v) => Number(v) as 1 | 2 | 3);

/** After a code was sent: the server's message to show (002 §8), when the send button may count again. */
export const codeSentSchema = z.object({
  message: z.string().describe('"验证码已发送至 …，10 分钟内有效" in the request’s language'),
  resendSeconds: z.number().int().describe('60 (002 §9): a new code to the same place is refused sooner'),
  validMinutes: z.number().describe('how long the code works (CODE_TTL_MINUTES, default 10)'),
});
export type CodeSentWire = z.infer<typeof codeSentSchema>;

const SENDING_RULES =
  'A code is 6 digits, valid CODE_TTL_MINUTES (default 10), works once, and dies after 5 wrong tries; a new ' +
  'one replaces the older for the same place and type. Refused with 429 and Retry-After (seconds): a ' +
  'second code to the same place and type within 60 s; more than 10 codes an hour to one phone or ' +
  'e-mail; more than 30 an hour from one client address.';

export const smsCodeRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL_BASE}/verification/sms`,
  group: 'general-service',
  summary: 'Send a verification code by SMS (002 §3 SMS code request: phone and type)',
  description:
    `${SENDING_RULES} SMS go through the provider SMS_PROVIDER names; the only one built is \`log\` (each ` +
    'message a JSON line in DATA_DIR/sms-outbox.jsonl and the server log, for local use) — real gateways ' +
    'plug in behind the same interface. The spec’s client also sends a validCode (a hash of the phone ' +
    'with a fixed salt that the spec does not reproduce): it and any other field are accepted and ignored; ' +
    'the rate limits above do its job.',
  access: 'anonymous',
  query: z.object({ phone: phoneSchema, type: codePurposeSchema }),
  answer: { kind: 'json', data: codeSentSchema },
});

export const emailCodeRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL_BASE}/verification/email`,
  group: 'general-service',
  summary: 'Send a verification code by e-mail (email and type)',
  description:
    `${SENDING_RULES} The mail goes through the SMTP server of SMTP_URL, in the language of ` +
    'Accept-Language; without SMTP_URL the call answers 503 mail-not-configured, and 502 mail-send-failed ' +
    'when the mail server fails (no code is then kept).',
  access: 'anonymous',
  query: z.object({ email: emailSchema, type: codePurposeSchema }),
  answer: { kind: 'json', data: codeSentSchema },
});

const codeTargetSchema = z
  .string({ error: 'enter a phone number or an e-mail address (请输入手机号或邮箱)' })
  .trim()
  .max(254)
  .refine(
    (k) => PHONE_PATTERN.test(k) || EMAIL_PATTERN.test(k),
    'key is a phone number (11 digits starting with 1) or an e-mail address (请输入正确的手机号或邮箱)',
  )
  .transform((k) => k.toLowerCase());

export const codeValidityRoute = defineRoute({
  method: 'GET',
  path: `${GENERAL_BASE}/verification/validity`,
  group: 'general-service',
  summary: 'Whether a code is right for a phone or e-mail (key, verification → boolean)',
  description:
    'Checks the latest code sent to key (of the given type, or of any type when type is left out) without ' +
    'using it up: registration, login and binding consume it later. A wrong code counts as one of its 5 ' +
    'tries; an expired, used or dead code answers false. At most 60 checks per 5 minutes per client ' +
    'address (429).',
  access: 'anonymous',
  query: z.object({
    key: codeTargetSchema,
    verification: z
      .string({ error: 'enter the verification code (请输入验证码)' })
      .trim()
      .min(1, 'enter the verification code (请输入验证码)')
      .max(16),
    type: codePurposeSchema.optional(),
  }),
  answer: { kind: 'json', data: z.boolean() },
});

export const VERIFICATION_ROUTES = [smsCodeRoute, emailCodeRoute, codeValidityRoute] as const;
