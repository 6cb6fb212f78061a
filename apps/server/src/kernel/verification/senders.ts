import { appendFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import nodemailer from 'nodemailer';
import type { SmsProviderName } from './settings.js';

/** One text message to a phone. */
export interface SmsMessage {
  readonly phone: string;
  readonly text: string;
}

/**
 * Where SMS go. A real provider (an SMS gateway's HTTP API) implements this and is chosen by SMS_PROVIDER;
 * none is built yet — only `log`, for local use and tests.
 */
export interface SmsSender {
  readonly provider: SmsProviderName;
  send(message: SmsMessage): Promise<void>;
}

/** The file under DATA_DIR the log provider appends to, one JSON object a line. */
export const SMS_OUTBOX_FILE = 'sms-outbox.jsonl';

export interface SmsLog {
  info(object: object, message: string): void;
}

/**
 * SMS_PROVIDER=log: nothing reaches a phone. Each message is appended as {at, phone, text} to
 * DATA_DIR/sms-outbox.jsonl and written to the server log, so a developer (or a test) reads the code there.
 */
export function logSmsSender(dataDir: string, log: SmsLog): SmsSender {
  const file = join(dataDir, SMS_OUTBOX_FILE);
  return {
    provider: 'log',
    async send({ phone, text }) {
      await mkdir(dirname(file), { recursive: true });
      // One appendFile per line: O_APPEND writes of a short line do not interleave between requests.
      await appendFile(file, `${JSON.stringify({ at: new Date().toISOString(), phone, text })}\n`);
      log.info({ sms: { phone, text } }, 'SMS written to the outbox (SMS_PROVIDER=log)');
    },
  };
}

export function createSmsSender(provider: SmsProviderName, dataDir: string, log: SmsLog): SmsSender {
  switch (provider) {
    case 'log':
      return logSmsSender(dataDir, log);
  }
}

export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Mail through the SMTP server of SMTP_URL (nodemailer), from MAIL_FROM. */
export function smtpMailSender(smtpUrl: string, from: string): MailSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
