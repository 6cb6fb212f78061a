import type { GroupMemberItem, ResearchGroupItem } from '@topoforge/contract';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import type { Database } from '../../kernel/db/schema.js';
import { HttpError } from '../../kernel/http/errors.js';
import type { GroupMember, ResearchGroup } from '../../kernel/groups/index.js';
import { groupRole, listGroups, membersOf } from '../../kernel/groups/index.js';

const iso = (millis: number): string => new Date(millis).toISOString();

export const groupWire = (g: ResearchGroup): ResearchGroupItem => ({
  id: g.id,
  name: g.name,
  description: g.description,
  leaderUserId: g.leaderUserId,
  leaderName: g.leaderName,
  memberCount: g.memberCount,
  createdAt: iso(g.createdAt),
});

export const memberWire = (m: GroupMember): GroupMemberItem => ({
  userId: m.userId,
  username: m.username,
  realName: m.realName,
  role: m.role,
  joinedAt: iso(m.joinedAt),
});

/** The group, or 404. */
export async function existingGroup(db: Kysely<Database>, groupId: number): Promise<ResearchGroup> {
  const [group] = await listGroups(db, groupId);
  if (!group) throw new HttpError(404, 'group-not-found');
  return group;
}

/** The caller's role, 'admin' for administrators outside the group; 403 when neither member nor admin. */
export async function callerRole(
  db: Kysely<Database>,
  user: AuthUser,
  groupId: number,
): Promise<'leader' | 'member' | 'admin'> {
  await existingGroup(db, groupId);
  const role = await groupRole(db, user.id, groupId);
  if (role !== null) return role;
  if (user.admin) return 'admin';
  throw new HttpError(403, 'group-forbidden');
}

/** Leader or administrator, else 403. */
export async function requireManager(db: Kysely<Database>, user: AuthUser, groupId: number): Promise<void> {
  const role = await callerRole(db, user, groupId);
  if (role === 'member' && !user.admin) throw new HttpError(403, 'group-forbidden');
}

export const membersWire = async (db: Kysely<Database>, groupId: number): Promise<GroupMemberItem[]> =>
  (await membersOf(db, groupId)).map(memberWire);

/** A user's id by username, or 404. */
export async function userIdByName(db: Kysely<Database>, username: string): Promise<number> {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  if (!row) throw new HttpError(404, 'group-user-unknown', { username });
  return row.id;
}

/** The signed-in caller of a 'user' route (the route layer has refused anonymous calls already). */
export function me(user: AuthUser | null): AuthUser {
  if (!user) throw new HttpError(401, 'unauthorized');
  return user;
}
