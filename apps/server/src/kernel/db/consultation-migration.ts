import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from './migrations.js';

/**
 * Pre-sales consultation requests (spec 002 §2.6, §3 sales-track entity; issue 22 item 5): the form's
 * fields as sent, the user when logged in (one record per user, which the form edits), times, address.
 */
export function consultationMigration(dialect: DialectName): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = dialect === 'postgres' ? sql`serial` : sql`integer`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('sales_tracks')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('gender', 'text', (c) => c.notNull())
        .addColumn('phone_no', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('organ', 'text', (c) => c.notNull())
        .addColumn('department', 'text', (c) => c.notNull())
        .addColumn('profession', 'text', (c) => c.notNull())
        .addColumn('job_title', 'text', (c) => c.notNull())
        .addColumn('focus_content', 'text')
        .addColumn('remarks', 'text')
        .addColumn('intention', 'integer', (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .addColumn('updated_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema.createIndex('sales_tracks_user').on('sales_tracks').column('user_id').execute();
      await db.schema.createIndex('sales_tracks_created').on('sales_tracks').column('created_at').execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('sales_tracks').execute();
    },
  };
}
