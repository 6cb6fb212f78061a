import { ConfigError } from '../config.js';

/** The SMS providers built in. Only `log` exists; a real provider is added here by name behind SmsSender. */
export const SMS_PROVIDERS = ['log'] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/**
 * Verification-code settings (config.ts reads them with the rest):
 *
 * | variable        | default | meaning                                                               |
 * |-----------------|---------|-----------------------------------------------------------------------|
 * | SMTP_URL        | (unset) | nodemailer transport URL (smtp://user:pass@host:587, smtps://…:465);   |
 * |                 |         | unset: e-mail codes are refused with 503 naming SMTP_URL               |
 * | MAIL_FROM       | (unset) | the From of code mails; required when SMTP_URL is set                  |
 * | SMS_PROVIDER    | log     | log: each SMS is a JSON line in DATA_DIR/sms-outbox.jsonl and the log  |
 * | CODE_TTL_MINUTES| 10      | how long a code is valid (fractions allowed)                           |
 */
export interface VerificationSettings {
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string | undefined;
  readonly smsProvider: SmsProviderName;
  readonly codeTtlMinutes: number;
}

export function readVerificationSettings(text: (name: string) => string | undefined): VerificationSettings {
  const smtpUrl = text('SMTP_URL');
  if (smtpUrl !== undefined && !/^smtps?:\/\//i.test(smtpUrl)) {
    throw new ConfigError(`SMTP_URL must be an smtp:// or smtps:// URL, got "${smtpUrl}"`);
  }
  const mailFrom = text('MAIL_FROM');
  if (smtpUrl !== undefined && mailFrom === undefined) {
    throw new ConfigError('MAIL_FROM must be set when SMTP_URL is (the sender of verification mails)');
  }
  const provider = (text('SMS_PROVIDER') ?? 'log').toLowerCase();
  const smsProvider = SMS_PROVIDERS.find((p) => p === provider);
  if (smsProvider === undefined) {
    throw new ConfigError(`SMS_PROVIDER must be one of ${SMS_PROVIDERS.join(', ')}, got "${provider}"`);
  }
  const ttl = text('CODE_TTL_MINUTES');
  const codeTtlMinutes = ttl === undefined ? 10 : Number(ttl);
  if (!Number.isFinite(codeTtlMinutes) || codeTtlMinutes <= 0) {
    throw new ConfigError(`CODE_TTL_MINUTES must be a positive number, got "${ttl}"`);
  }
  return { smtpUrl, mailFrom, smsProvider, codeTtlMinutes };
}
