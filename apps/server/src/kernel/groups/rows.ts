import type { ColumnType, Generated, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Epoch milliseconds (bigint: PostgreSQL reads it back as text). */
type Millis = ColumnType<number | string, number, number>;

export type GroupRole = 'leader' | 'member';

export type ResearchGroupsTable = {
  id: Generated<number>;
  name: string;
  description: string | null;
  leader_user_id: number | null;
  created_by: number | null;
  created_at: Millis;
};

export type ResearchGroupMembersTable = {
  group_id: number;
  user_id: number;
  role: GroupRole;
  joined_at: Millis;
};

/** Migration 0010's tables, kept out of kernel/db/schema.ts like the reference lists' tables. */
export type GroupTables = {
  research_groups: ResearchGroupsTable;
  research_group_members: ResearchGroupMembersTable;
};

export type GroupsDb = Kysely<Database & GroupTables>;

export const groupsDb = (db: Kysely<Database>): GroupsDb => db.withTables<GroupTables>();
