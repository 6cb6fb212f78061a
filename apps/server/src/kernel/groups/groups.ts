import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { GroupRole } from './rows.js';
import { groupsDb } from './rows.js';

/** A group as others see it: its name, leader and size. */
export interface ResearchGroup {
  readonly id: number;
  readonly name: string;
  readonly description: string | null;
  readonly leaderUserId: number | null;
  readonly leaderName: string | null;
  readonly memberCount: number;
  readonly createdAt: number;
}

/** One group a user belongs to, with the user's role in it. */
export interface GroupMembership {
  readonly groupId: number;
  readonly name: string;
  readonly role: GroupRole;
  readonly leaderUserId: number | null;
  readonly joinedAt: number;
}

export interface GroupMember {
  readonly userId: number;
  readonly username: string;
  readonly realName: string | null;
  readonly role: GroupRole;
  readonly joinedAt: number;
}

const millis = (value: number | string): number => Number(value);

/** The groups `userId` belongs to (as leader or member), oldest membership first. */
export async function groupsOfUser(db: Kysely<Database>, userId: number): Promise<GroupMembership[]> {
  const rows = await groupsDb(db)
    .selectFrom('research_group_members as m')
    .innerJoin('research_groups as g', 'g.id', 'm.group_id')
    .select(['g.id', 'g.name', 'g.leader_user_id', 'm.role', 'm.joined_at'])
    .where('m.user_id', '=', userId)
    .orderBy('m.joined_at')
    .orderBy('g.id')
    .execute();
  return rows.map((r) => ({
    groupId: r.id,
    name: r.name,
    role: r.role,
    leaderUserId: r.leader_user_id,
    joinedAt: millis(r.joined_at),
  }));
}

/** `userId`'s role in `groupId`, or null when they are not in it (or the group does not exist). */
export async function groupRole(
  db: Kysely<Database>,
  userId: number,
  groupId: number,
): Promise<GroupRole | null> {
  const row = await groupsDb(db)
    .selectFrom('research_group_members')
    .select('role')
    .where('user_id', '=', userId)
    .where('group_id', '=', groupId)
    .executeTakeFirst();
  return row?.role ?? null;
}

/** Every group (administrators' list), newest first; or one group by id. */
export async function listGroups(db: Kysely<Database>, onlyId?: number): Promise<ResearchGroup[]> {
  let query = groupsDb(db)
    .selectFrom('research_groups as g')
    .leftJoin('users as u', 'u.id', 'g.leader_user_id')
    .select((eb) => [
      'g.id',
      'g.name',
      'g.description',
      'g.leader_user_id',
      'g.created_at',
      'u.username as leader_name',
      eb
        .selectFrom('research_group_members as m')
        .whereRef('m.group_id', '=', 'g.id')
        .select((c) => c.fn.countAll<number | string>().as('n'))
        .as('member_count'),
    ])
    .orderBy('g.created_at', 'desc')
    .orderBy('g.id', 'desc');
  if (onlyId !== undefined) query = query.where('g.id', '=', onlyId);
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    description: r.description,
    leaderUserId: r.leader_user_id,
    leaderName: r.leader_name,
    memberCount: Number(r.member_count ?? 0),
    createdAt: millis(r.created_at),
  }));
}

/** A group's members, the leader first, then by joining time. */
export async function membersOf(db: Kysely<Database>, groupId: number): Promise<GroupMember[]> {
  const rows = await groupsDb(db)
    .selectFrom('research_group_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.username', 'u.real_name', 'm.role', 'm.joined_at'])
    .where('m.group_id', '=', groupId)
    .orderBy('m.role')
    .orderBy('m.joined_at')
    .orderBy('m.user_id')
    .execute();
  return rows.map((r) => ({
    userId: r.user_id,
    username: r.username,
    realName: r.real_name,
    role: r.role,
    joinedAt: millis(r.joined_at),
  }));
}
