import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from './migrations.js';

type Db = Kysely<unknown>;
type Id = ReturnType<typeof sql>;

/**
 * Issue 23 items 4 and 5 (migration 0013): research-group credit allocations, membership cards and their
 * grants, per-user reminders and warning settings, products and software licences, ads and who closed
 * them, new-user rewards and who received them. Every record is an administrator's (nothing is seeded).
 * Times are epoch milliseconds (bigint), flags 0/1 integers, like the other newer tables; each service
 * reads its tables through its own row types.
 */
export function membershipMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? sql`serial` : sql`integer`;
  return {
    async up(db: Db) {
      await allocationTables(db, id);
      await membershipTables(db, id);
      await notificationTables(db, id);
      await catalogueTables(db, id);
    },
    async down(db: Db) {
      for (const table of [
        'reward_claims',
        'rewards',
        'ad_closures',
        'ads',
        'software_licences',
        'products',
        'user_warning_settings',
        'user_reminders',
        'membership_card_grants',
        'membership_cards',
        'group_allocations',
      ])
        await db.schema.dropTable(table).execute();
    },
  };
}

const userRef = 'users.id';

async function allocationTables(db: Db, id: Id): Promise<void> {
  await db.schema
    .createTable('group_allocations')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('research_groups.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references(userRef).onDelete('set null'))
    .addColumn('core_hours', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references(userRef).onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('group_allocations_group').on('group_allocations').column('group_id').execute();
}

async function membershipTables(db: Db, id: Id): Promise<void> {
  await db.schema
    .createTable('membership_cards')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('days', 'integer')
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('price_yuan', 'double precision')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('membership_card_grants')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('card_id', 'integer', (c) => c.notNull().references('membership_cards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('granted_by', 'integer', (c) => c.references(userRef).onDelete('set null'))
    .addColumn('granted_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('lapsed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('membership_card_grants_user')
    .on('membership_card_grants')
    .column('user_id')
    .execute();
}

async function notificationTables(db: Db, id: Id): Promise<void> {
  await db.schema
    .createTable('user_reminders')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('link', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('created_by', 'integer', (c) => c.references(userRef).onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('user_reminders_user')
    .on('user_reminders')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('user_warning_settings')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_warning_settings_pkey', ['user_id', 'code'])
    .execute();
}

async function catalogueTables(db: Db, id: Id): Promise<void> {
  await db.schema
    .createTable('products')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('prod_name', 'text', (c) => c.notNull())
    .addColumn('icon_name', 'text')
    .addColumn('icon_img', 'text')
    .addColumn('cloud_type', 'integer', (c) => c.notNull())
    .addColumn('software_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('is_show', 'integer', (c) => c.notNull())
    .addColumn('source_url', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('software_licences')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('product_id', 'integer', (c) => c.references('products.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references(userRef).onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('ads')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('space_code', 'text', (c) => c.notNull())
    .addColumn('ad_content', 'text', (c) => c.notNull())
    .addColumn('ad_redirect_url', 'text')
    .addColumn('redirect_page_type', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('popup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ads_space').on('ads').columns(['space_code', 'enabled']).execute();
  await db.schema
    .createTable('ad_closures')
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('ad_id', 'integer', (c) => c.notNull().references('ads.id').onDelete('cascade'))
    .addColumn('closed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_closures_pkey', ['user_id', 'ad_id'])
    .execute();
  await db.schema
    .createTable('rewards')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('new_user')`))
    .addColumn('core_hours', 'double precision', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('reward_claims')
    .addColumn('reward_id', 'integer', (c) => c.notNull().references('rewards.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references(userRef).onDelete('cascade'))
    .addColumn('core_hours', 'double precision', (c) => c.notNull())
    .addColumn('claimed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('reward_claims_pkey', ['reward_id', 'user_id'])
    .execute();
}
