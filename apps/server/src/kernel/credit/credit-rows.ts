import type { Generated, Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../db/schema.js';

/** Amounts are whole core-seconds (bigint: exact sums; PostgreSQL reads bigint back as text). */
type Seconds = number | string;

export type CreditOwnerKind = 'user' | 'group';
export type CreditEntryKind = 'recharge' | 'allocation' | 'hold' | 'release' | 'charge' | 'refund';

/** One row per credit holder: what it may spend now, and what active jobs hold. */
export type CreditAccountsTable = {
  owner_kind: CreditOwnerKind;
  owner_id: number;
  balance: Seconds;
  held: Seconds;
};

/** Every change of a balance, signed (+ adds credit). Holds and releases pair up per job. */
export type CreditEntriesTable = {
  id: Generated<number>;
  owner_kind: CreditOwnerKind;
  owner_id: number;
  kind: CreditEntryKind;
  amount: Seconds;
  job_id: number | null;
  note: string;
  created_by: number | null;
  created_at: Seconds;
};

export type CreditTables = {
  credit_accounts: CreditAccountsTable;
  credit_entries: CreditEntriesTable;
};
export type CreditDb = Kysely<Database & CreditTables>;
export const creditDb = (db: Kysely<Database>): CreditDb => db.withTables<CreditTables>();

/** Part of migration 0012 (kernel/hpc/migration.ts runs it): the two credit tables. */
export async function createCreditTables(db: Kysely<unknown>, idType: ReturnType<typeof sql>): Promise<void> {
  await db.schema
    .createTable('credit_accounts')
    .addColumn('owner_kind', 'text', (c) => c.notNull().check(sql`owner_kind in ('user', 'group')`))
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('balance', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('held', 'bigint', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('credit_accounts_pkey', ['owner_kind', 'owner_id'])
    .execute();
  await db.schema
    .createTable('credit_entries')
    .addColumn('id', idType, (c) => c.primaryKey())
    .addColumn('owner_kind', 'text', (c) => c.notNull())
    .addColumn('owner_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('job_id', 'integer')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('credit_entries_owner')
    .on('credit_entries')
    .columns(['owner_kind', 'owner_id', 'id'])
    .execute();
}
