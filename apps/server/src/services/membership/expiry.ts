import type { MembershipDb } from './rows.js';

/** The level a user falls back to when their last card lapses: 0, registered (002 §3). */
export const LAPSED_LEVEL = '0';

/**
 * Acts once on every grant that has expired by `now`: when the user holds no other unexpired grant and
 * their level is still the lapsed card's (an administrator may have changed it since), the level falls
 * back to registered. Answers how many users were lowered.
 */
export async function lapseExpiredCards(db: MembershipDb, now = Date.now()): Promise<number> {
  const due = await db
    .selectFrom('membership_card_grants as g')
    .innerJoin('membership_cards as c', 'c.id', 'g.card_id')
    .select(['g.id', 'g.user_id', 'c.level'])
    .where('g.lapsed_at', 'is', null)
    .where('g.expires_at', 'is not', null)
    .where('g.expires_at', '<=', now)
    .execute();
  let lowered = 0;
  for (const grant of due) {
    lowered += await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('membership_card_grants')
        .set({ lapsed_at: now })
        .where('id', '=', grant.id)
        .execute();
      const active = await trx
        .selectFrom('membership_card_grants')
        .select('id')
        .where('user_id', '=', grant.user_id)
        .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
        .executeTakeFirst();
      if (active) return 0;
      const done = await trx
        .updateTable('users')
        .set({ user_level: LAPSED_LEVEL })
        .where('id', '=', grant.user_id)
        .where('user_level', '=', grant.level)
        .executeTakeFirst();
      return Number(done.numUpdatedRows);
    });
  }
  return lowered;
}
