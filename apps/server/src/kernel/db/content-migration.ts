import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from './migrations.js';

/**
 * The public site's content (services/content: the service reads them through its own table types): notices of the rotating banner, news, and pages
 * administrators fill by key. Times are epoch milliseconds (bigint) so both databases order and compare
 * them alike; `published` is 0/1 in an integer for the same reason.
 */
export function contentMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? sql`serial` : sql`integer`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('content_notices')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('link', 'text')
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('content_news')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('summary', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('published_at', 'bigint')
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('content_news_published')
        .on('content_news')
        .columns(['published', 'published_at'])
        .execute();
      await db.schema
        .createTable('content_pages')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('content_pages').execute();
      await db.schema.dropTable('content_news').execute();
      await db.schema.dropTable('content_notices').execute();
    },
  };
}
