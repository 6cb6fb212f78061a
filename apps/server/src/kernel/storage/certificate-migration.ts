import type { Kysely, Migration } from 'kysely';
import type { DialectName } from '../db/migrations.js';

/**
 * Teacher certificates (0015): images uploaded at registration (002 §5), kept in the storage system area
 * `certificates` outside every quota. A row is unclaimed (user_id null) until the registration that names
 * its URL succeeds; unclaimed rows and their files are removed after a day.
 */
export function certificateMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('teacher_certificates')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('extension', 'text', (c) => c.notNull())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
        .addColumn('uploaded_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('teacher_certificates_user')
        .on('teacher_certificates')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('teacher_certificates').execute();
    },
  };
}
