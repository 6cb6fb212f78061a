import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../db/migrations.js';

/**
 * Migration 0014: WeChat bindings (spec 002 §4 bindCode). One WeChat user ↔ one account, unique both ways
 * (openid and unionid each bind one account, an account binds one WeChat user). A bind code is the
 * short-lived, single-use ticket the login page carries between WeChat's answer and the login or
 * registration that binds it; only its SHA-256 is stored.
 */
export function weChatBindingsMigration(dialect: DialectName): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('wechat_bindings')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('openid', 'text', (c) => c.notNull().unique())
        .addColumn('unionid', 'text', (c) => c.unique())
        .addColumn('nickname', 'text')
        .addColumn('avatar_url', 'text')
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('wechat_bind_codes')
        .addColumn('code_hash', 'text', (c) => c.primaryKey())
        .addColumn('openid', 'text', (c) => c.notNull())
        .addColumn('unionid', 'text')
        .addColumn('nickname', 'text')
        .addColumn('avatar_url', 'text')
        .addColumn('expires_at', timestamp, (c) => c.notNull())
        .addColumn('used_at', timestamp)
        .execute();
      await db.schema
        .createIndex('wechat_bind_codes_expiry')
        .on('wechat_bind_codes')
        .column('expires_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('wechat_bind_codes').execute();
      await db.schema.dropTable('wechat_bindings').execute();
    },
  };
}
