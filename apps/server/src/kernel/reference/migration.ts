import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../db/migrations.js';

const sqlKind = sql`kind in ('add', 'remove', 'allow')`;

/**
 * Administrators' edits of the shipped reference lists (issue 22 item 3; additions.ts reads and writes
 * them): universities added (or replacing a shipped entry by its id), college e-mail domains added, and
 * sensitive-word edits (a word added, a shipped word removed, a phrase allowed). `reference_version` is
 * one row whose counter every edit raises in the same transaction: each server replica compares it with
 * the one its lookups were built from (reference-lists.ts). Times are epoch milliseconds (bigint), like
 * the rate limiter's, so both databases store and compare them alike.
 */
export function referenceAdditionsMigration(_dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('reference_universities')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('province', 'text')
        .addColumn('city', 'text')
        .addColumn('authority', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('reference_email_domains')
        .addColumn('domain', 'text', (c) => c.primaryKey())
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('reference_sensitive_words')
        .addColumn('word', 'text', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull().check(sqlKind))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('reference_sensitive_words_pkey', ['word', 'kind'])
        .execute();
      await db.schema
        .createTable('reference_version')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('version', 'bigint', (c) => c.notNull())
        .execute();
      await (db as Kysely<{ reference_version: { id: number; version: number } }>)
        .insertInto('reference_version')
        .values({ id: 1, version: 0 })
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('reference_version').execute();
      await db.schema.dropTable('reference_sensitive_words').execute();
      await db.schema.dropTable('reference_email_domains').execute();
      await db.schema.dropTable('reference_universities').execute();
    },
  };
}
