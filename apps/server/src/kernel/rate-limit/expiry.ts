import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { Periodic } from './periodic.js';
import { every } from './periodic.js';
import { createRateLimiter } from './rate-limiter.js';

const EXPIRY_INTERVAL_MS = 10 * 60_000;

/**
 * Deletes the rate limiter's spent counters when the app is ready and every 10 minutes (rows are one per
 * bucket and window, so an attack from many addresses leaves many). Stops when the app closes, before
 * the database does (onClose hooks run last-added first).
 */
export function installRateLimitExpiry(app: FastifyInstance, db: Kysely<Database>): void {
  const limiter = createRateLimiter(db);
  let periodic: Periodic | undefined;
  app.addHook('onReady', async () => {
    periodic = every(
      EXPIRY_INTERVAL_MS,
      () => limiter.expire(),
      (err) => app.log.warn({ err }, 'deleting old rate-limit counters failed'),
    );
    await periodic.run();
  });
  app.addHook('onClose', async () => {
    await periodic?.stop();
  });
}
