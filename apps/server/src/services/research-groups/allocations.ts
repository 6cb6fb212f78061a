import type { GroupAllocation } from '@topoforge/contract';
import type { Kysely } from 'kysely';
import { CreditInsufficientError, transferCredit } from '../../kernel/credit/credit.js';
import { creditDb } from '../../kernel/credit/credit-rows.js';
import type { Database } from '../../kernel/db/schema.js';
import { HttpError } from '../../kernel/http/errors.js';
import { allocationDb } from './allocation-rows.js';

export interface Allocation {
  readonly groupId: number;
  readonly userId: number;
  readonly coreHours: number;
  readonly note: string;
  readonly byUserId: number;
}

/**
 * Moves core-hours from the group's credit to the member's (kernel/credit, one transaction there) and
 * records who allocated what. The record follows the transfer: a refused transfer leaves no record.
 */
export async function allocate(db: Kysely<Database>, a: Allocation, at = Date.now()): Promise<number> {
  try {
    await transferCredit(
      creditDb(db),
      { kind: 'group', id: a.groupId },
      { kind: 'user', id: a.userId },
      a.coreHours,
      { note: a.note === '' ? `research group ${a.groupId}` : a.note, byUserId: a.byUserId },
    );
  } catch (e) {
    if (e instanceof CreditInsufficientError)
      throw new HttpError(400, 'group-credit-insufficient', { coreHours: a.coreHours });
    throw e;
  }
  const row = await allocationDb(db)
    .insertInto('group_allocations')
    .values({
      group_id: a.groupId,
      user_id: a.userId,
      core_hours: a.coreHours,
      note: a.note,
      created_by: a.byUserId,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A group's allocation records (or one member's), newest first, one page and the total. */
export async function allocationPage(
  db: Kysely<Database>,
  groupId: number,
  onlyUserId: number | null,
  page: { readonly current: number; readonly size: number },
): Promise<{ records: GroupAllocation[]; total: number }> {
  let where = allocationDb(db).selectFrom('group_allocations as a').where('a.group_id', '=', groupId);
  if (onlyUserId !== null) where = where.where('a.user_id', '=', onlyUserId);
  const [rows, count] = await Promise.all([
    where
      .leftJoin('users as u', 'u.id', 'a.user_id')
      .leftJoin('users as b', 'b.id', 'a.created_by')
      .selectAll('a')
      .select(['u.username as username', 'b.username as author'])
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.size)
      .offset((page.current - 1) * page.size)
      .execute(),
    where.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const records = rows.map((r) => ({
    id: r.id,
    groupId: r.group_id,
    userId: r.user_id,
    username: r.username,
    coreHours: Number(r.core_hours),
    note: r.note,
    createdBy: r.author,
    createdAt: new Date(Number(r.created_at)).toISOString(),
  }));
  return { records, total: Number(count.n) };
}
