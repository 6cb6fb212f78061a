import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import type { AppDatabase } from '../db/open-database.js';
import type { CodeStore, IssueResult } from './code-store.js';
import { MAX_WRONG_ATTEMPTS, createCodeStore } from './code-store.js';

const MINUTE = 60_000;
const SECRET = new TextEncoder().encode('a test secret of thirty-two bytes!!');

/** The code of an issue that succeeded (the test fails if it did not). */
function codeOf(result: IssueResult): string {
  if (result.kind !== 'issued') throw new Error(`not issued: ${JSON.stringify(result)}`);
  return result.code;
}

/** A code that is not `code` (the next one, wrapping 999999 → 000000). */
const other = (code: string): string => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

for (const kind of DATABASE_KINDS) {
  describe(`verification codes [${kind}]`, () => {
    let database: AppDatabase;
    let clock = 1_700_000_000_000;
    let store: CodeStore;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      store = createCodeStore({ db: database.db, secret: SECRET, ttlMs: 10 * MINUTE, now: () => clock });
    });
    afterAll(() => database.close());

    it('issues six digits, stores only a hash, and takes each code once', async () => {
      const code = codeOf(
        await store.issue({ target: '13800000001', channel: 'sms', purpose: 1, ip: '10.0.0.1' }),
      );
      expect(code).toMatch(/^\d{6}$/);
      const rows = await database.db
        .selectFrom('verification_codes')
        .selectAll()
        .where('target', '=', '13800000001')
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(`"${code}"`);
      expect(await store.check({ target: '13800000001', code })).toBe('ok');
      expect(await store.consume({ target: '13800000001', purpose: 1, code })).toBe('ok');
      expect(await store.consume({ target: '13800000001', purpose: 1, code })).toBe('used');
      expect(await store.check({ target: '13800000001', purpose: 1, code })).toBe('used');
    });

    it('gives one of two consumes at the same moment the code', async () => {
      const code = codeOf(await store.issue({ target: 'a@b.edu.cn', channel: 'email', purpose: 1 }));
      const outcomes = await Promise.all(
        [1, 2, 3].map(() => store.consume({ target: 'a@b.edu.cn', purpose: 1, code })),
      );
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    });

    it('issues one code to requests for the same place at the same moment', async () => {
      const results = await Promise.all(
        [1, 2, 3, 4, 5].map(() => store.issue({ target: '13800000008', channel: 'sms', purpose: 1 })),
      );
      expect(results.filter((r) => r.kind === 'issued')).toHaveLength(1);
      expect(results.filter((r) => r.kind === 'too-soon')).toHaveLength(4);
    });

    it('serves only the purpose the code was sent for', async () => {
      const code = codeOf(await store.issue({ target: '13800000002', channel: 'sms', purpose: 3 }));
      expect(await store.consume({ target: '13800000002', purpose: 1, code })).toBe('wrong');
      expect(await store.consume({ target: '13800000002', purpose: 3, code })).toBe('ok');
    });

    it('refuses a new code within 60 s, answering the seconds left, and replaces the old one after', async () => {
      const first = codeOf(await store.issue({ target: '13800000003', channel: 'sms', purpose: 1 }));
      clock += 15_000;
      expect(await store.issue({ target: '13800000003', channel: 'sms', purpose: 1 })).toEqual({
        kind: 'too-soon',
        waitSeconds: 45,
      });
      // Another purpose is another code.
      expect((await store.issue({ target: '13800000003', channel: 'sms', purpose: 2 })).kind).toBe('issued');
      clock += 45_000;
      const second = codeOf(await store.issue({ target: '13800000003', channel: 'sms', purpose: 1 }));
      expect(await store.consume({ target: '13800000003', purpose: 1, code: second })).toBe('ok');
      if (first !== second) {
        expect(await store.consume({ target: '13800000003', purpose: 1, code: first })).toBe('used');
      }
    });

    it(`kills a code after ${MAX_WRONG_ATTEMPTS} wrong guesses, the right one included after that`, async () => {
      const code = codeOf(await store.issue({ target: '13800000004', channel: 'sms', purpose: 1 }));
      for (let i = 0; i < MAX_WRONG_ATTEMPTS; i++) {
        expect(await store.check({ target: '13800000004', code: other(code) })).toBe('wrong');
      }
      expect(await store.consume({ target: '13800000004', purpose: 1, code })).toBe('exhausted');
    });

    it('expires a code after its time, right or not', async () => {
      const code = codeOf(await store.issue({ target: '13800000005', channel: 'sms', purpose: 1 }));
      clock += 10 * MINUTE - 1;
      expect(await store.check({ target: '13800000005', code })).toBe('ok');
      clock += 1;
      expect(await store.consume({ target: '13800000005', purpose: 1, code })).toBe('expired');
    });

    it('answers wrong when no code was sent, and forgets a withdrawn code', async () => {
      expect(await store.check({ target: '13800000006', code: '123456' })).toBe('wrong');
      const issued = await store.issue({ target: '13800000006', channel: 'sms', purpose: 1 });
      if (issued.kind !== 'issued') throw new Error('not issued');
      await store.withdraw(issued.id);
      expect(await store.check({ target: '13800000006', code: issued.code })).toBe('wrong');
      expect((await store.issue({ target: '13800000006', channel: 'sms', purpose: 1 })).kind).toBe('issued');
    });

    it('hashes under the secret: another server secret does not accept the code', async () => {
      const code = codeOf(await store.issue({ target: '13800000007', channel: 'sms', purpose: 1 }));
      const stranger = createCodeStore({
        db: database.db,
        secret: new TextEncoder().encode('another secret of thirty-two bytes!'),
        ttlMs: 10 * MINUTE,
        now: () => clock,
      });
      expect(await stranger.check({ target: '13800000007', code })).toBe('wrong');
      expect(await store.check({ target: '13800000007', code })).toBe('ok');
    });
  });
}
