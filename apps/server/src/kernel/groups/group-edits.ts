import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { groupsDb } from './rows.js';

export interface NewGroup {
  readonly name: string;
  readonly leaderUserId: number;
  readonly description?: string | null;
}

/**
 * Creates a group with its leader as its first member (one transaction). Answers the new id, or null when
 * another group already has that name.
 */
export async function createGroup(
  db: Kysely<Database>,
  group: NewGroup,
  by: number | null,
  at = Date.now(),
): Promise<number | null> {
  return groupsDb(db)
    .transaction()
    .execute(async (trx) => {
      const taken = await trx
        .selectFrom('research_groups')
        .select('id')
        .where('name', '=', group.name)
        .executeTakeFirst();
      if (taken) return null;
      const made = await trx
        .insertInto('research_groups')
        .values({
          name: group.name,
          description: group.description ?? null,
          leader_user_id: group.leaderUserId,
          created_by: by,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('research_group_members')
        .values({ group_id: made.id, user_id: group.leaderUserId, role: 'leader', joined_at: at })
        .execute();
      return made.id;
    });
}

/** Adds `userId` as a member; false when they already are one. */
export async function addMember(
  db: Kysely<Database>,
  groupId: number,
  userId: number,
  at = Date.now(),
): Promise<boolean> {
  const made = await groupsDb(db)
    .insertInto('research_group_members')
    .values({ group_id: groupId, user_id: userId, role: 'member', joined_at: at })
    .onConflict((oc) => oc.columns(['group_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(made.numInsertedOrUpdatedRows ?? 0) > 0;
}

/**
 * Removes a member. The leader is not removed this way ('leader'): a group always keeps the leader it
 * names, so an administrator names another leader first.
 */
export async function removeMember(
  db: Kysely<Database>,
  groupId: number,
  userId: number,
): Promise<'removed' | 'absent' | 'leader'> {
  const gdb = groupsDb(db);
  const row = await gdb
    .selectFrom('research_group_members')
    .select('role')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return 'absent';
  if (row.role === 'leader') return 'leader';
  await gdb
    .deleteFrom('research_group_members')
    .where('group_id', '=', groupId)
    .where('user_id', '=', userId)
    .execute();
  return 'removed';
}

/**
 * Names `userId` the group's leader: the previous leader stays as a member, the new one joins when not in
 * the group yet. False when the group does not exist.
 */
export async function setLeader(
  db: Kysely<Database>,
  groupId: number,
  userId: number,
  at = Date.now(),
): Promise<boolean> {
  return groupsDb(db)
    .transaction()
    .execute(async (trx) => {
      const changed = await trx
        .updateTable('research_groups')
        .set({ leader_user_id: userId })
        .where('id', '=', groupId)
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) === 0) return false;
      await trx
        .updateTable('research_group_members')
        .set({ role: 'member' })
        .where('group_id', '=', groupId)
        .where('role', '=', 'leader')
        .execute();
      await trx
        .insertInto('research_group_members')
        .values({ group_id: groupId, user_id: userId, role: 'leader', joined_at: at })
        .onConflict((oc) => oc.columns(['group_id', 'user_id']).doUpdateSet({ role: 'leader' }))
        .execute();
      return true;
    });
}

/** Deletes a group and its memberships; false when there was none. */
export async function deleteGroup(db: Kysely<Database>, groupId: number): Promise<boolean> {
  const gdb = groupsDb(db);
  return gdb.transaction().execute(async (trx) => {
    await trx.deleteFrom('research_group_members').where('group_id', '=', groupId).execute();
    const gone = await trx.deleteFrom('research_groups').where('id', '=', groupId).executeTakeFirst();
    return Number(gone.numDeletedRows) > 0;
  });
}
