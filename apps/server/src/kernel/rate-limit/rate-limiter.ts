import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** At most `limit` attempts in any `windowMs` (estimated over a sliding window). */
export interface RateRule {
  readonly limit: number;
  readonly windowMs: number;
}

/** One attempt as counted, to decide on it and to take it back. */
export interface RateHit {
  readonly bucket: string;
  readonly rule: RateRule;
  /** The fixed window this attempt was counted in (epoch ms). */
  readonly windowStart: number;
  /** Attempts in this fixed window, this one included. */
  readonly count: number;
  /** Attempts in the window before. */
  readonly previousCount: number;
  /** When the attempt was counted (epoch ms). */
  readonly at: number;
  /** The sliding-window estimate: count + the previous window's count × its share still inside the window. */
  readonly estimate: number;
  /** The attempt is within the rule. */
  readonly allowed: boolean;
  /** Seconds until one more attempt would be allowed again, if none came meanwhile (0 when allowed). */
  readonly retryAfter: number;
}

/**
 * Counts attempts per bucket on the database, so the count holds across requests running at once and across
 * server replicas on one PostgreSQL. Each attempt is one atomic `INSERT … ON CONFLICT DO UPDATE SET count =
 * count + 1 RETURNING count` (SQLite ≥ 3.35 and PostgreSQL): of N attempts at once, exactly one sees each
 * count 1 … N, so no more than the limit are ever allowed. Counting happens before the work it guards.
 *
 * Windows are fixed (windowMs long, from the epoch) and the decision uses the sliding estimate of the
 * previous and current window, so a burst at a window's edge gets no second allowance.
 */
export interface RateLimiter {
  /** Counts one attempt in `bucket` and says whether it is within `rule`. */
  hit(bucket: string, rule: RateRule, now?: number): Promise<RateHit>;
  /** Takes a counted attempt back (e.g. a login that succeeded is not a failure). */
  refund(hit: RateHit): Promise<void>;
  /** Forgets a bucket's attempts. */
  reset(bucket: string): Promise<void>;
  /** Deletes the rows no decision reads any more (older than two windows); answers how many. */
  expire(now?: number): Promise<number>;
}

export function createRateLimiter(db: Kysely<Database>): RateLimiter {
  return {
    async hit(bucket, rule, now = Date.now()) {
      const windowStart = Math.floor(now / rule.windowMs) * rule.windowMs;
      const row = await db
        .insertInto('rate_limits')
        .values({ bucket, window_start: windowStart, count: 1, expires_at: windowStart + 2 * rule.windowMs })
        .onConflict((oc) =>
          oc
            .columns(['bucket', 'window_start'])
            .doUpdateSet({ count: sql<number>`${sql.ref('rate_limits.count')} + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      const previous = await db
        .selectFrom('rate_limits')
        .select('count')
        .where('bucket', '=', bucket)
        .where('window_start', '=', windowStart - rule.windowMs)
        .executeTakeFirst();
      return decide(bucket, rule, windowStart, Number(row.count), Number(previous?.count ?? 0), now);
    },
    async refund(hit) {
      await db
        .updateTable('rate_limits')
        .set({ count: sql<number>`${sql.ref('count')} - 1` })
        .where('bucket', '=', hit.bucket)
        .where('window_start', '=', hit.windowStart)
        .where('count', '>', 0)
        .execute();
    },
    async reset(bucket) {
      await db.deleteFrom('rate_limits').where('bucket', '=', bucket).execute();
    },
    async expire(now = Date.now()) {
      const result = await db.deleteFrom('rate_limits').where('expires_at', '<=', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

/** The decision on an attempt counted as `count` in the window starting at `windowStart`. */
export function decide(
  bucket: string,
  rule: RateRule,
  windowStart: number,
  count: number,
  previousCount: number,
  now: number,
): RateHit {
  const { limit, windowMs } = rule;
  const elapsed = now - windowStart;
  const estimate = count + previousCount * (1 - elapsed / windowMs);
  const allowed = estimate <= limit;
  return {
    bucket,
    rule,
    windowStart,
    count,
    previousCount,
    at: now,
    estimate,
    allowed,
    retryAfter: allowed ? 0 : Math.max(1, Math.ceil(waitMs(rule, elapsed, count, previousCount) / 1000)),
  };
}

/** The same attempt judged against a different limit (a stricter one while something is under attack). */
export function judge(hit: RateHit, limit: number): RateHit {
  const rule = { limit, windowMs: hit.rule.windowMs };
  return decide(hit.bucket, rule, hit.windowStart, hit.count, hit.previousCount, hit.at);
}

/**
 * How long until one more attempt fits the limit if none comes meanwhile: still in this window (once enough
 * of the previous one has slid out), in the next (the current count sliding out), or after it at the latest.
 */
function waitMs(rule: RateRule, elapsed: number, count: number, previousCount: number): number {
  const { limit, windowMs } = rule;
  const room = limit - 1;
  if (count <= room && previousCount > 0) {
    // count + 1 + previous × (1 − (elapsed + t)/W) ≤ limit
    const t = windowMs * (1 - (room - count) / previousCount) - elapsed;
    return Math.max(0, t);
  }
  // In the next window: 1 + count × (1 − s/W) ≤ limit, s = elapsed + t − W.
  const s = count <= room ? 0 : windowMs * (1 - room / count);
  return windowMs - elapsed + s;
}
