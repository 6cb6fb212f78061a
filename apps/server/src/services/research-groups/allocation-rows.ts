import type { Generated, Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';
import type { GroupTables } from '../../kernel/groups/index.js';

/** Migration 0013's allocation records: which member got how many of the group's core-hours, from whom. */
export type GroupAllocationsTable = {
  id: Generated<number>;
  group_id: number;
  user_id: number | null;
  core_hours: number;
  note: string;
  created_by: number | null;
  created_at: number | string;
};

export type AllocationDb = Kysely<Database & GroupTables & { group_allocations: GroupAllocationsTable }>;

export const allocationDb = (db: Kysely<Database>): AllocationDb =>
  db.withTables<GroupTables & { group_allocations: GroupAllocationsTable }>();
