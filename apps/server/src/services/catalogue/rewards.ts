import type { Reward, RewardAnswer, RewardBody } from '@topoforge/contract';
import { rewardBodySchema } from '@topoforge/contract';
import type { Kysely, Selectable } from 'kysely';
import { addCredit } from '../../kernel/credit/credit.js';
import { creditDb } from '../../kernel/credit/credit-rows.js';
import type { Database } from '../../kernel/db/schema.js';
import { toDate } from '../../kernel/db/schema.js';
import type { Language } from '../../kernel/http/language.js';
import { message } from '../../messages/index.js';
import type { CatalogueDb, CatalogueTables } from './rows.js';
import { catalogueDb, flag, iso, isOn } from './rows.js';
import { notFound, saveRecord } from './records.js';

const rewardWire = (r: Selectable<CatalogueTables['rewards']>): Reward => ({
  id: r.id,
  kind: r.kind,
  coreHours: Number(r.core_hours),
  note: r.note,
  enabled: isOn(r.enabled),
  createdAt: iso(r.created_at),
});

export const listRewards = async (db: CatalogueDb, onlyId?: number): Promise<Reward[]> => {
  let query = db.selectFrom('rewards').selectAll();
  if (onlyId !== undefined) query = query.where('id', '=', onlyId);
  return (await query.orderBy('id', 'desc').execute()).map(rewardWire);
};

/** A new reward counts for users registered from now on; a change keeps its start. */
export async function saveReward(db: CatalogueDb, input: RewardBody, at = Date.now()): Promise<Reward> {
  const b = rewardBodySchema.parse(input);
  const values = {
    kind: 'new_user' as const,
    core_hours: b.coreHours,
    note: b.note,
    enabled: flag(b.enabled),
  };
  let id = b.id;
  if (id === undefined)
    id = await saveRecord(db, 'rewards', 'reward', undefined, { ...values, created_at: at, updated_at: at });
  else {
    const changed = await db
      .updateTable('rewards')
      .set({ ...values, updated_at: at })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) === 0) throw notFound('reward');
  }
  const [made] = await listRewards(db, id);
  if (!made) throw notFound('reward');
  return made;
}

/**
 * 002 §4 "trigger a rewards request" after login: the newest enabled new-user reward, once per user, to
 * users registered after it was configured, as computing credit (kernel/credit recharge). The claim row
 * goes in first (its primary key settles two requests at once), then the credit.
 */
export async function claimNewUserReward(
  base: Kysely<Database>,
  userId: number,
  lang: Language,
  at = Date.now(),
): Promise<RewardAnswer> {
  const db = catalogueDb(base);
  const say = (key: string, data = {}): string => message(key, data)?.[lang] ?? key;
  const reward = await db
    .selectFrom('rewards')
    .selectAll()
    .where('kind', '=', 'new_user')
    .where('enabled', '=', 1)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
  if (!reward) return { rewarded: false, coreHours: null, message: say('reward-none') };
  const user = await db
    .selectFrom('users')
    .select('created_at')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (toDate(user.created_at).getTime() < Number(reward.created_at))
    return { rewarded: false, coreHours: null, message: say('reward-not-new') };
  const coreHours = Number(reward.core_hours);
  const claim = await db
    .insertInto('reward_claims')
    .values({ reward_id: reward.id, user_id: userId, core_hours: coreHours, claimed_at: at })
    .onConflict((oc) => oc.columns(['reward_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(claim.numInsertedOrUpdatedRows ?? 0) === 0)
    return { rewarded: false, coreHours: null, message: say('reward-claimed') };
  await addCredit(creditDb(base), { kind: 'user', id: userId }, coreHours, 'recharge', {
    note: `new-user reward ${reward.id}`,
  });
  return { rewarded: true, coreHours, message: say('reward-granted', { coreHours }) };
}
