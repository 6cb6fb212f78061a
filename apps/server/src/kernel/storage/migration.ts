import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../db/migrations.js';

/**
 * Cloud storage (0011): one row per space that has a quota of its own or a measured usage (no row: the
 * configured default quota, usage not measured yet), and the shard uploads in progress. Sizes are bytes and
 * times epoch milliseconds, both bigint (a space passes 2^31 bytes at 2 GiB).
 */
export function storageMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('storage_spaces')
        .addColumn('owner_kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('quota_bytes', 'bigint')
        .addColumn('used_bytes', 'bigint')
        .addColumn('measured_at', 'bigint')
        .addPrimaryKeyConstraint('storage_spaces_pkey', ['owner_kind', 'owner_id'])
        .execute();
      await db.schema
        .createTable('storage_uploads')
        .addColumn('upload_key', 'text', (c) => c.primaryKey())
        .addColumn('owner_kind', 'text', (c) => c.notNull())
        .addColumn('owner_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('folder', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('file_size', 'bigint', (c) => c.notNull())
        .addColumn('part_size', 'bigint', (c) => c.notNull())
        .addColumn('part_count', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('storage_uploads_created_at')
        .on('storage_uploads')
        .column('created_at')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('storage_uploads').execute();
      await db.schema.dropTable('storage_spaces').execute();
    },
  };
}
