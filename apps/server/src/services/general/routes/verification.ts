import { codeValidityRoute, emailCodeRoute, smsCodeRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { HttpError } from '../../../kernel/http/errors.js';
import { createRateLimiter } from '../../../kernel/rate-limit/rate-limiter.js';
import { appCodeStore } from '../../../kernel/verification/app-code-store.js';
import { createSmsSender, smtpMailSender } from '../../../kernel/verification/senders.js';
import { message } from '../../../messages/index.js';
import type { CodeLimits } from '../code-sending.js';
import { DEFAULT_CODE_LIMITS, sendCode, tooMany } from '../code-sending.js';

/** GET verification/sms, verification/email and verification/validity (spec 002 §7 general service). */
export function registerVerificationRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  limits: CodeLimits = DEFAULT_CODE_LIMITS,
): void {
  const settings = ctx.config.verification;
  const ttlMinutes = settings.codeTtlMinutes;
  const store = appCodeStore(ctx);
  const limiter = createRateLimiter(ctx.db);
  const deps = { store, limiter, limits, ttlMinutes, log: app.log };
  const sms = createSmsSender(settings.smsProvider, ctx.config.dataDir, app.log);
  const mail =
    settings.smtpUrl !== undefined && settings.mailFrom !== undefined
      ? smtpMailSender(settings.smtpUrl, settings.mailFrom)
      : undefined;
  if (mail) app.addHook('onClose', () => mail.close());
  const text = (key: string, code: string, lang: 'en' | 'zh'): string =>
    message(key, { code, minutes: ttlMinutes })?.[lang] ?? '';

  registerApiRoute(app, ctx, smsCodeRoute, ({ query, request, lang }) =>
    sendCode(deps, {
      target: query.phone,
      channel: 'sms',
      purpose: query.type,
      ip: request.ip,
      lang,
      deliver: (code) => sms.send({ phone: query.phone, text: text('code-sms-text', code, lang) }),
    }),
  );

  registerApiRoute(app, ctx, emailCodeRoute, ({ query, request, lang }) => {
    // Never pretend to send: without a mail server the call says which setting is missing.
    if (!mail) throw new HttpError(503, 'mail-not-configured');
    return sendCode(deps, {
      target: query.email,
      channel: 'email',
      purpose: query.type,
      ip: request.ip,
      lang,
      deliver: (code) =>
        mail.send({
          to: query.email,
          subject: message('code-mail-subject')?.[lang] ?? '',
          text: text('code-mail-text', code, lang),
        }),
    });
  });

  registerApiRoute(app, ctx, codeValidityRoute, async ({ query, request }) => {
    const hit = await limiter.hit(`code-check:ip:${request.ip}`, limits.checks);
    if (!hit.allowed) throw tooMany('too-many-code-checks', hit.retryAfter);
    const outcome = await store.check({ target: query.key, purpose: query.type, code: query.verification });
    return outcome === 'ok';
  });
}
