import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { codeSentSchema, errorEnvelopeSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { SMS_OUTBOX_FILE } from '../src/kernel/verification/senders.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';
import type { TestSmtp } from './support/test-smtp.js';
import { startTestSmtp } from './support/test-smtp.js';

/**
 * Verification codes (issue 22 item 2): e-mail through a real SMTP server started here (the code is read
 * from the received mail), SMS through the log provider (read from DATA_DIR/sms-outbox.jsonl), the 60 s
 * resend rule, five wrong tries, expiry, per-address limits, and the refusals' texts. The tests are the
 * loopback proxy: X-Forwarded-For sets the client address, so each test uses addresses of its own.
 */

const BASE = '/cgi/general-service/verification';
const sentAnswer = okEnvelope(codeSentSchema);
const validityAnswer = okEnvelope(z.boolean());

let smtp: TestSmtp;
// Filled in beforeAll, read by the servers' beforeAll (which runs after this file-level one).
const env: Record<string, string> = {
  TRUST_PROXY: '127.0.0.1',
  MAIL_FROM: 'TopoForge <codes@topoforge.test>',
};
beforeAll(async () => {
  smtp = await startTestSmtp();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());

function call(server: TestServer, path: string, ip: string, lang = 'zh-CN') {
  return fetch(server.url(`${BASE}${path}`), { headers: { 'x-forwarded-for': ip, 'accept-language': lang } });
}

const sms = (server: TestServer, phone: string, type: number, ip: string) =>
  call(server, `/sms?phone=${phone}&type=${type}&validCode=0123456789abcdef`, ip);

const validity = (server: TestServer, key: string, code: string, ip: string, type?: number) =>
  call(
    server,
    `/validity?key=${encodeURIComponent(key)}&verification=${code}${type === undefined ? '' : `&type=${type}`}`,
    ip,
  ).then(async (r) => {
    expect(r.status).toBe(200);
    return validityAnswer.parse(await r.json()).data;
  });

/** The six digits of a text (the mail body, the SMS). */
function sixDigits(text: string | undefined): string {
  const code = /(?<!\d)(\d{6})(?!\d)/.exec(text ?? '')?.[1];
  if (code === undefined) throw new Error(`no code in ${text}`);
  return code;
}

/** The code of the last SMS to `phone` in the log provider's outbox. */
async function smsCode(server: TestServer, phone: string): Promise<string> {
  const lines = (await readFile(join(server.env.DATA_DIR ?? '', SMS_OUTBOX_FILE), 'utf8')).trim().split('\n');
  const last = lines
    .map((l) => z.object({ phone: z.string(), text: z.string() }).parse(JSON.parse(l)))
    .findLast((m) => m.phone === phone);
  return sixDigits(last?.text);
}

const wrong = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function refusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  return errorEnvelopeSchema.parse(await response.json());
}

describeOnDatabases(
  'verification codes by e-mail and SMS',
  (server) => {
    it('mails a code through SMTP in the asked language; validity says true without using it up', async () => {
      const response = await call(server(), '/email?email=Lin@PKU.edu.cn&type=1', '10.7.0.1');
      expect(response.status).toBe(200);
      const { data } = sentAnswer.parse(await response.json());
      expect(data).toEqual({
        message: '验证码已发送至 lin@pku.edu.cn，10 分钟内有效',
        resendSeconds: 60,
        validMinutes: 10,
      });
      const mail = await smtp.mailTo('lin@pku.edu.cn');
      expect(mail.subject).toBe('TopoForge 验证码');
      expect(mail.from?.text).toContain('codes@topoforge.test');
      expect(mail.text).toContain('10 分钟内有效');
      const code = sixDigits(mail.text);
      expect(await validity(server(), 'LIN@pku.edu.cn', code, '10.7.0.1', 1)).toBe(true);
      expect(await validity(server(), 'lin@pku.edu.cn', code, '10.7.0.1')).toBe(true);
      expect(await validity(server(), 'lin@pku.edu.cn', code, '10.7.0.1', 3)).toBe(false);

      await call(server(), '/email?email=mei@fudan.edu.cn&type=3', '10.7.0.2', 'en');
      const english = await smtp.mailTo('mei@fudan.edu.cn');
      expect(english.subject).toBe('Your TopoForge verification code');
      expect(english.text).toMatch(/valid for 10 minutes and works once/);
    });

    it('sends SMS through the log provider, ignoring the spec client’s validCode', async () => {
      const response = await sms(server(), '13800138001', 1, '10.7.1.1');
      expect(response.status).toBe(200);
      expect(sentAnswer.parse(await response.json()).data.message).toBe(
        '验证码已发送至 13800138001，10 分钟内有效',
      );
      const code = await smsCode(server(), '13800138001');
      expect(await validity(server(), '13800138001', wrong(code), '10.7.1.1')).toBe(false);
      expect(await validity(server(), '13800138001', code, '10.7.1.1', 1)).toBe(true);
    });

    it('refuses a second code to the same place within 60 s with Retry-After, another type is served', async () => {
      expect((await sms(server(), '13800138002', 1, '10.7.2.1')).status).toBe(200);
      const again = await sms(server(), '13800138002', 1, '10.7.2.2');
      const body = await refusal(again, 429);
      expect(body.code).toBe('code-resend-too-soon');
      const seconds = Number(again.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(55);
      expect(seconds).toBeLessThanOrEqual(60);
      expect(body.msg).toBe(`验证码已发送，请 ${seconds} 秒后再获取`);
      expect((await sms(server(), '13800138002', 3, '10.7.2.1')).status).toBe(200);
    });

    it('kills a code after five wrong tries: the right one is then refused too', async () => {
      await sms(server(), '13800138003', 1, '10.7.3.1');
      const code = await smsCode(server(), '13800138003');
      for (let i = 0; i < 5; i++)
        expect(await validity(server(), '13800138003', wrong(code), '10.7.3.1')).toBe(false);
      expect(await validity(server(), '13800138003', code, '10.7.3.1')).toBe(false);
    });

    it('serves 30 codes an hour to one address, the 31st is 429 with Retry-After', async () => {
      for (let i = 0; i < 30; i++) {
        const phone = `1390000${String(i).padStart(4, '0')}`;
        expect((await sms(server(), phone, 1, '10.7.4.1')).status, phone).toBe(200);
      }
      const refused = await sms(server(), '13900009999', 1, '10.7.4.1');
      expect((await refusal(refused, 429)).code).toBe('too-many-codes');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await sms(server(), '13900009999', 1, '10.7.4.2')).status).toBe(200);
    });

    it('answers 502 when the mail server refuses, keeping no code (a new try is not held back)', async () => {
      const failed = await call(server(), '/email?email=refuse@pku.edu.cn&type=1', '10.7.5.1', 'en');
      expect((await refusal(failed, 502)).code).toBe('mail-send-failed');
      const rows = await server()
        .db.selectFrom('verification_codes')
        .where('target', '=', 'refuse@pku.edu.cn')
        .selectAll()
        .execute();
      expect(rows).toEqual([]);
      expect((await call(server(), '/email?email=refuse@pku.edu.cn&type=1', '10.7.5.1')).status).toBe(502);
    });

    it('checks phone, e-mail and type with the spec’s messages', async () => {
      const phone = await refusal(await sms(server(), '2380013800', 1, '10.7.6.1'), 400);
      expect(phone.msg).toContain('请输入正确的手机号');
      const email = await refusal(await call(server(), '/email?email=lin@pku&type=1', '10.7.6.1'), 400);
      expect(email.msg).toContain('请输入正确的邮箱');
      const type = await refusal(await sms(server(), '13800138000', 4, '10.7.6.1'), 400);
      expect(type.msg).toContain('type is 1');
    });
  },
  { env },
);

describeOnDatabases(
  'verification codes: expiry, and e-mail without SMTP_URL',
  (server) => {
    it('lets a code expire after CODE_TTL_MINUTES', async () => {
      const response = await sms(server(), '13700137000', 1, '10.8.0.1');
      expect(sentAnswer.parse(await response.json()).data.validMinutes).toBe(0.02);
      const code = await smsCode(server(), '13700137000');
      await new Promise((r) => setTimeout(r, 1300));
      expect(await validity(server(), '13700137000', code, '10.8.0.1')).toBe(false);
    });

    it('refuses e-mail codes with 503 naming SMTP_URL, never pretending to send', async () => {
      const response = await call(server(), '/email?email=lin@pku.edu.cn&type=1', '10.8.0.2', 'en');
      const body = await refusal(response, 503);
      expect(body.code).toBe('mail-not-configured');
      expect(body.msg).toContain('SMTP_URL');
      expect(await server().db.selectFrom('verification_codes').selectAll().execute()).toHaveLength(1);
    });
  },
  // 0.02 min = 1.2 s.
  { env: { TRUST_PROXY: '127.0.0.1', CODE_TTL_MINUTES: '0.02' } },
);
