import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from '../db/migrations.js';

/**
 * Research groups (issue 23, migration 0010): a group has one leader, who is also a member with role
 * 'leader'; everyone else is a 'member'. A user may belong to several groups. Times are epoch
 * milliseconds (bigint) like the other newer tables, so both databases store and compare them alike.
 * Deleting a user removes their memberships; a group whose leader account is deleted keeps its row with
 * a null leader until an administrator names another.
 */
export function researchGroupsMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? sql`serial` : sql`integer`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('research_groups')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text')
        .addColumn('leader_user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('research_group_members')
        .addColumn('group_id', 'integer', (c) =>
          c.notNull().references('research_groups.id').onDelete('cascade'),
        )
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('role', 'text', (c) => c.notNull().check(sql`role in ('leader', 'member')`))
        .addColumn('joined_at', 'bigint', (c) => c.notNull())
        .addPrimaryKeyConstraint('research_group_members_pkey', ['group_id', 'user_id'])
        .execute();
      await db.schema
        .createIndex('research_group_members_user')
        .on('research_group_members')
        .column('user_id')
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('research_group_members').execute();
      await db.schema.dropTable('research_groups').execute();
    },
  };
}
