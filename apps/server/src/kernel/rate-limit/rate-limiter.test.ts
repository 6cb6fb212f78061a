import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/open-database.js';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import { createRateLimiter, decide, judge } from './rate-limiter.js';

const MINUTE = 60_000;
const rule = { limit: 5, windowMs: MINUTE };
/** The start of a window, so tests choose where in it they are. */
const T0 = 1_000 * MINUTE;

describe('the rate decision', () => {
  it('allows up to the limit in a fresh window and says when the next try fits', () => {
    expect(decide('b', rule, T0, 5, 0, T0 + 10_000)).toMatchObject({ allowed: true, retryAfter: 0 });
    // 6 in this window: the next window holds 6 × (1 − s/W) + 1 ≤ 5 once s ≥ W/3: 50 s + 20 s from here.
    expect(decide('b', rule, T0, 6, 0, T0 + 10_000)).toMatchObject({ allowed: false, retryAfter: 70 });
  });

  it('weighs the previous window by the share of it still inside the sliding window', () => {
    // A quarter into the window: 2 + 8 × 0.75 = 8 > 5.
    const hit = decide('b', rule, T0, 2, 8, T0 + 15_000);
    expect(hit).toMatchObject({ estimate: 8, allowed: false });
    // 2 + 1 + 8 × (1 − x) ≤ 5 once x ≥ 3/4: at 45 s, 30 s from here.
    expect(hit.retryAfter).toBe(30);
    expect(decide('b', rule, T0, 2, 8, T0 + 45_000).allowed).toBe(true);
  });

  it('judges one counted try against a stricter limit', () => {
    const hit = decide('b', rule, T0, 4, 0, T0 + 1_000);
    expect(hit.allowed).toBe(true);
    expect(judge(hit, 3)).toMatchObject({ allowed: false, count: 4 });
    expect(judge(hit, 4).allowed).toBe(true);
  });
});

for (const kind of DATABASE_KINDS) {
  describe(`the rate limiter on the database [${kind}]`, () => {
    let database: AppDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('counts 200 tries sent at once exactly: each count once, only the first `limit` allowed', async () => {
      const limiter = createRateLimiter(database.db);
      const hits = await Promise.all(
        Array.from({ length: 200 }, () => limiter.hit('burst', { limit: 10, windowMs: MINUTE }, T0 + 5)),
      );
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(
        Array.from({ length: 200 }, (_, i) => i + 1),
      );
      expect(hits.filter((h) => h.allowed)).toHaveLength(10);
    });

    it('carries the previous window into the next, and forgets a bucket when reset', async () => {
      const limiter = createRateLimiter(database.db);
      for (let i = 0; i < 5; i += 1) await limiter.hit('slide', rule, T0 + 50_000);
      // 10 s into the next window: 1 + 5 × 5/6 > 5.
      expect((await limiter.hit('slide', rule, T0 + MINUTE + 10_000)).allowed).toBe(false);
      expect((await limiter.hit('slide', rule, T0 + 2 * MINUTE + 10_000)).allowed).toBe(true);
      await limiter.reset('slide');
      expect((await limiter.hit('slide', rule, T0 + 2 * MINUTE + 10_000)).count).toBe(1);
    });

    it('takes a refunded try back', async () => {
      const limiter = createRateLimiter(database.db);
      const first = await limiter.hit('refund', rule, T0);
      await limiter.refund(first);
      expect((await limiter.hit('refund', rule, T0)).count).toBe(1);
    });

    it('expires the rows no decision reads any more (two windows after their start)', async () => {
      const limiter = createRateLimiter(database.db);
      await limiter.hit('old', rule, T0);
      await limiter.hit('recent', rule, T0 + MINUTE);
      const buckets = () =>
        database.db
          .selectFrom('rate_limits')
          .select('bucket')
          .where('bucket', 'in', ['old', 'recent'])
          .orderBy('bucket')
          .execute();
      expect(await limiter.expire(T0 + 2 * MINUTE - 1)).toBe(0);
      expect(await buckets()).toHaveLength(2);
      expect(await limiter.expire(T0 + 2 * MINUTE)).toBeGreaterThanOrEqual(1);
      expect(await buckets()).toEqual([{ bucket: 'recent' }]);
    });
  });
}
