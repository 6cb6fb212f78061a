import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { readVerificationSettings } from './settings.js';

const from = (env: Record<string, string>) => (name: string) => env[name];

describe('verification settings', () => {
  it('default to the log SMS provider, no mail and 10-minute codes', () => {
    expect(readVerificationSettings(from({}))).toEqual({
      smtpUrl: undefined,
      mailFrom: undefined,
      smsProvider: 'log',
      codeTtlMinutes: 10,
    });
  });

  it('refuse an SMTP_URL that is not smtp(s), one without MAIL_FROM, an unknown provider, a bad TTL', () => {
    expect(() => readVerificationSettings(from({ SMTP_URL: 'http://x', MAIL_FROM: 'a@b.cn' }))).toThrow(
      /SMTP_URL/,
    );
    expect(() => readVerificationSettings(from({ SMTP_URL: 'smtps://mail.b.cn' }))).toThrow(/MAIL_FROM/);
    expect(() => readVerificationSettings(from({ SMS_PROVIDER: 'aliyun' }))).toThrow(
      /SMS_PROVIDER must be one of log/,
    );
    expect(() => readVerificationSettings(from({ CODE_TTL_MINUTES: '0' }))).toThrow(ConfigError);
  });
});
