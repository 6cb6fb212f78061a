import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../db/migrations.js';

/**
 * The rate limiter's counters (rate-limiter.ts): one row per bucket and fixed window, counted by an atomic
 * upsert. Times are epoch milliseconds (bigint: they pass 2^31 in seconds in 2038, in ms long ago).
 */
export function rateLimitsMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limits')
        .addColumn('bucket', 'text', (c) => c.notNull())
        .addColumn('window_start', 'bigint', (c) => c.notNull())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('rate_limits_pkey', ['bucket', 'window_start'])
        .execute();
      await db.schema.createIndex('rate_limits_expires_at').on('rate_limits').column('expires_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('rate_limits').execute();
    },
  };
}
