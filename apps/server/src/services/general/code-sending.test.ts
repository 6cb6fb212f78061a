import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import type { AppDatabase } from '../../kernel/db/open-database.js';
import { HttpError } from '../../kernel/http/errors.js';
import { createRateLimiter } from '../../kernel/rate-limit/rate-limiter.js';
import { createCodeStore } from '../../kernel/verification/code-store.js';
import type { CodeSendingDeps } from './code-sending.js';
import { DEFAULT_CODE_LIMITS, sendCode } from './code-sending.js';

const SECRET = new TextEncoder().encode('a test secret of thirty-two bytes!!');
const quiet = { error: () => undefined } as unknown as FastifyBaseLogger;

/** The HttpError a promise rejects with (the test fails if it resolves or throws something else). */
async function refusal(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

for (const kind of DATABASE_KINDS) {
  describe(`sending codes [${kind}]`, () => {
    let database: AppDatabase;
    let clock = 1_700_000_000_000;
    let deps: CodeSendingDeps;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const store = createCodeStore({ db: database.db, secret: SECRET, ttlMs: 600_000, now: () => clock });
      const limiter = createRateLimiter(database.db);
      deps = { store, limiter, limits: DEFAULT_CODE_LIMITS, ttlMinutes: 10, log: quiet };
    });
    afterAll(() => database.close());

    it('serves 10 codes an hour to one phone (60 s apart), the 11th is 429 with the seconds to wait', async () => {
      const delivered: string[] = [];
      const request = (ip: string) => ({
        target: '13600136000',
        channel: 'sms' as const,
        purpose: 1 as const,
        ip,
        lang: 'en' as const,
        deliver: (code: string) => Promise.resolve(void delivered.push(code)),
      });
      for (let i = 0; i < 10; i++) {
        const answer = await sendCode(deps, request(`10.9.0.${i}`));
        expect(answer.message).toBe(
          'The verification code was sent to 13600136000; it is valid for 10 minutes.',
        );
        clock += 61_000;
      }
      expect(delivered).toHaveLength(10);
      const error = await refusal(sendCode(deps, request('10.9.1.1')));
      expect([error.statusCode, error.code]).toEqual([429, 'too-many-codes']);
      // The seconds the error handler puts in Retry-After (kernel/http/error-handler.ts).
      expect(Number(error.data.seconds)).toBeGreaterThan(0);
      expect(delivered).toHaveLength(10);
    });

    it('withdraws a code that could not be delivered and answers 502 in the asked language', async () => {
      const failing = {
        target: 'lin@pku.edu.cn',
        channel: 'email' as const,
        purpose: 1 as const,
        ip: '10.9.2.1',
        lang: 'zh' as const,
        deliver: () => Promise.reject(new Error('connection refused')),
      };
      const error = await refusal(sendCode(deps, failing));
      expect([error.statusCode, error.code, error.text('zh')]).toEqual([
        502,
        'mail-send-failed',
        '邮件发送失败，验证码未发出，请稍后再试',
      ]);
      const rows = await database.db
        .selectFrom('verification_codes')
        .selectAll()
        .where('target', '=', 'lin@pku.edu.cn')
        .execute();
      expect(rows).toEqual([]);
      const answer = await sendCode(deps, { ...failing, deliver: () => Promise.resolve() });
      expect(answer.message).toBe('验证码已发送至 lin@pku.edu.cn，10 分钟内有效');
    });
  });
}
