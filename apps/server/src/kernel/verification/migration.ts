import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../db/migrations.js';

/**
 * Verification codes sent by SMS or e-mail (kernel/verification): hashed code, target, channel, purpose,
 * times in epoch ms, single use, wrong-try count. The index serves both the "latest code for this target
 * and purpose" look-up and the 60-second resend check.
 */
export function verificationCodesMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? sql`serial` : sql`integer`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('verification_codes')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('target', 'text', (c) => c.notNull())
        .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
        .addColumn('purpose', 'integer', (c) => c.notNull())
        .addColumn('code_hash', 'text', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addColumn('expires_at', 'bigint', (c) => c.notNull())
        .addColumn('used_at', 'bigint')
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('ip', 'text')
        .execute();
      await db.schema
        .createIndex('verification_codes_target')
        .on('verification_codes')
        .columns(['target', 'purpose', 'created_at'])
        .execute();
      await db.schema
        .createIndex('verification_codes_expires_at')
        .on('verification_codes')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('verification_codes').execute();
    },
  };
}
