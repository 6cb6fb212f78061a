import type { Kysely } from 'kysely';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import type { Database } from '../../kernel/db/schema.js';
import { toDate } from '../../kernel/db/schema.js';
import { groupsDb } from '../../kernel/groups/index.js';

export interface LoginInfo {
  readonly userId: number;
  readonly lastLoginAt: string | null;
  readonly loginCount: number;
}

/** The ids of `userIdStr` ('3|7|12'): positive integers only, each once, at most 200. */
export const parseUserIds = (userIdStr: string): number[] =>
  [...new Set(userIdStr.split('|').map((s) => Number(s.trim())))]
    .filter((n) => Number.isSafeInteger(n) && n > 0)
    .slice(0, 200);

/** Which of `ids` the caller may see: themself, members of groups they lead, or everyone (administrators). */
async function visibleIds(db: Kysely<Database>, caller: AuthUser, ids: number[]): Promise<number[]> {
  if (caller.admin || ids.length === 0) return ids;
  const led = await groupsDb(db)
    .selectFrom('research_group_members as m')
    .innerJoin('research_group_members as me', 'me.group_id', 'm.group_id')
    .select('m.user_id')
    .where('me.user_id', '=', caller.id)
    .where('me.role', '=', 'leader')
    .where('m.user_id', 'in', ids)
    .execute();
  const allowed = new Set([caller.id, ...led.map((r) => r.user_id)]);
  return ids.filter((id) => allowed.has(id));
}

/** Successful logins per user (login_records of issue 22): the latest time and how many. */
export async function researchGroupLoginInfo(
  db: Kysely<Database>,
  caller: AuthUser,
  userIdStr: string,
): Promise<LoginInfo[]> {
  const ids = await visibleIds(db, caller, parseUserIds(userIdStr));
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('login_records')
    .select((eb) => [
      'user_id',
      eb.fn.max('created_at').as('last'),
      eb.fn.countAll<number | string>().as('n'),
    ])
    .where('user_id', 'in', ids)
    .where('success', '=', 1)
    .groupBy('user_id')
    .execute();
  const byId = new Map(rows.map((r) => [r.user_id, r]));
  return ids.map((userId) => {
    const row = byId.get(userId);
    return {
      userId,
      lastLoginAt: row?.last == null ? null : toDate(row.last).toISOString(),
      loginCount: Number(row?.n ?? 0),
    };
  });
}
