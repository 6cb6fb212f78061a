import type { CardGrant, MembershipCard, MembershipCardBody } from '@topoforge/contract';
import { membershipCardBodySchema } from '@topoforge/contract';
import type { Selectable } from 'kysely';
import { HttpError } from '../../kernel/http/errors.js';
import type { MembershipDb, MembershipTables } from './rows.js';

type CardRow = Selectable<MembershipTables['membership_cards']>;
const DAY_MS = 86_400_000;
const iso = (millis: number | string): string => new Date(Number(millis)).toISOString();

export const cardWire = (r: CardRow): MembershipCard => ({
  id: r.id,
  name: r.name,
  level: r.level,
  days: r.days,
  benefits: r.benefits === '' ? [] : r.benefits.split('\n'),
  priceYuan: r.price_yuan === null ? null : Number(r.price_yuan),
  enabled: Number(r.enabled) === 1,
  sortOrder: r.sort_order,
  updatedAt: iso(r.updated_at),
});

export const listCards = async (db: MembershipDb, onlyEnabled: boolean): Promise<MembershipCard[]> => {
  let query = db.selectFrom('membership_cards').selectAll();
  if (onlyEnabled) query = query.where('enabled', '=', 1);
  return (await query.orderBy('sort_order').orderBy('id').execute()).map(cardWire);
};

async function cardById(db: MembershipDb, id: number): Promise<CardRow> {
  const row = await db.selectFrom('membership_cards').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new HttpError(404, 'membership-card-not-found');
  return row;
}

/** Creates or changes a card; the level was checked by the caller (one rule: levels.ts). */
export async function saveCard(
  db: MembershipDb,
  input: MembershipCardBody,
  at = Date.now(),
): Promise<MembershipCard> {
  const body = membershipCardBodySchema.parse(input);
  const values = {
    name: body.name,
    level: body.level,
    days: body.days ?? null,
    benefits: body.benefits.join('\n'),
    price_yuan: body.priceYuan ?? null,
    enabled: body.enabled ? 1 : 0,
    sort_order: body.sortOrder,
    updated_at: at,
  };
  if (body.id === undefined) {
    const made = await db
      .insertInto('membership_cards')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return cardWire(await cardById(db, made.id));
  }
  const changed = await db
    .updateTable('membership_cards')
    .set(values)
    .where('id', '=', body.id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw new HttpError(404, 'membership-card-not-found');
  return cardWire(await cardById(db, body.id));
}

export async function deleteCard(db: MembershipDb, id: number): Promise<void> {
  const gone = await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('membership_card_grants').where('card_id', '=', id).execute();
    return trx.deleteFrom('membership_cards').where('id', '=', id).executeTakeFirst();
  });
  if (Number(gone.numDeletedRows) === 0) throw new HttpError(404, 'membership-card-not-found');
}

/**
 * Grants a card: records it (expiring after the card's days, if any) and sets the user's level to the
 * card's, in one transaction, so the level and the record that explains it never disagree.
 */
export async function grantCard(
  db: MembershipDb,
  cardId: number,
  userId: number,
  by: number | null,
  at = Date.now(),
): Promise<CardGrant> {
  const card = await cardById(db, cardId);
  const expires = card.days === null ? null : at + card.days * DAY_MS;
  const id = await db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ user_level: card.level }).where('id', '=', userId).execute();
    const made = await trx
      .insertInto('membership_card_grants')
      .values({ card_id: cardId, user_id: userId, granted_by: by, granted_at: at, expires_at: expires })
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  });
  return {
    id,
    card: cardWire(card),
    grantedAt: iso(at),
    expiresAt: expires === null ? null : iso(expires),
    active: true,
  };
}

/** A user's grants, newest first; active: not expired at `now`. */
export async function cardsOfUser(db: MembershipDb, userId: number, now = Date.now()): Promise<CardGrant[]> {
  const rows = await db
    .selectFrom('membership_card_grants as g')
    .innerJoin('membership_cards as c', 'c.id', 'g.card_id')
    .selectAll('c')
    .select(['g.id as grant_id', 'g.granted_at', 'g.expires_at'])
    .where('g.user_id', '=', userId)
    .orderBy('g.granted_at', 'desc')
    .orderBy('g.id', 'desc')
    .execute();
  return rows.map((r) => ({
    id: r.grant_id,
    card: cardWire(r),
    grantedAt: iso(r.granted_at),
    expiresAt: r.expires_at === null ? null : iso(r.expires_at),
    active: r.expires_at === null || Number(r.expires_at) > now,
  }));
}
