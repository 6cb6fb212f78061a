import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from './migrations.js';

/** The profile columns spec 002 §3 gives a user (registration data, user details), all optional text. */
export const PROFILE_COLUMNS = [
  'phone',
  'email',
  'real_name',
  'organ',
  'organ_id',
  'department',
  'job_title',
  'research_direction',
  'teacher_qualification_img',
  'avatar_img',
  'channel_type',
  'channel_id',
] as const;

/**
 * Accounts as the platform has them (issue 22): a user's phone and e-mail (each unique when set — a unique
 * index, since SQLite cannot add a UNIQUE column), the §3 profile, whether the organisation was typed in
 * (is_define_organ 1) or picked (2), when the password last changed; and one login_records row per login
 * try (the login-record page and the audit read them).
 */
export function accountsMigration(dialect: DialectName): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  const id = dialect === 'postgres' ? sql`serial` : sql`integer`;
  const flag = dialect === 'postgres' ? sql`boolean` : sql`integer`;
  return {
    async up(db: Kysely<unknown>) {
      for (const column of PROFILE_COLUMNS) {
        await db.schema.alterTable('users').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('users').addColumn('is_define_organ', 'integer').execute();
      await db.schema.alterTable('users').addColumn('pwd_update_time', timestamp).execute();
      await db.schema.createIndex('users_phone').unique().on('users').column('phone').execute();
      await db.schema.createIndex('users_email').unique().on('users').column('email').execute();
      await db.schema
        .createTable('login_records')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('login_name', 'text', (c) => c.notNull())
        .addColumn('method', 'text', (c) => c.notNull())
        .addColumn('success', flag, (c) => c.notNull())
        .addColumn('ip', 'text')
        .addColumn('user_agent', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('login_records_user_created')
        .on('login_records')
        .columns(['user_id', 'created_at'])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('login_records').execute();
      await db.schema.dropIndex('users_email').execute();
      await db.schema.dropIndex('users_phone').execute();
      for (const column of ['pwd_update_time', 'is_define_organ', ...PROFILE_COLUMNS]) {
        await db.schema.alterTable('users').dropColumn(column).execute();
      }
    },
  };
}
