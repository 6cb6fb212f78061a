import type { Ad, AdBody } from '@topoforge/contract';
import { adBodySchema } from '@topoforge/contract';
import type { Selectable } from 'kysely';
import type { CatalogueDb, CatalogueTables } from './rows.js';
import { flag, iso, isOn } from './rows.js';
import { notFound, saveRecord } from './records.js';

const adWire = (r: Selectable<CatalogueTables['ads']>): Ad => ({
  id: r.id,
  spaceCode: r.space_code,
  adContent: r.ad_content,
  adRedirectUrl: r.ad_redirect_url,
  redirectPageType: r.redirect_page_type,
  popup: isOn(r.popup),
  enabled: isOn(r.enabled),
  sortOrder: r.sort_order,
  updatedAt: iso(r.updated_at),
});

/** Ads in order: all (administrators), or the enabled ones of a space, banners or pop-ups. */
export async function listAds(
  db: CatalogueDb,
  filter: { readonly spaceCode?: string; readonly popup?: boolean; readonly id?: number } = {},
): Promise<Ad[]> {
  let query = db.selectFrom('ads').selectAll();
  if (filter.spaceCode !== undefined)
    query = query.where('space_code', '=', filter.spaceCode).where('enabled', '=', 1);
  if (filter.popup !== undefined) query = query.where('popup', '=', flag(filter.popup));
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  return (await query.orderBy('sort_order').orderBy('id').execute()).map(adWire);
}

export async function saveAd(db: CatalogueDb, input: AdBody, at = Date.now()): Promise<Ad> {
  const b = adBodySchema.parse(input);
  const id = await saveRecord(db, 'ads', 'ad', b.id, {
    space_code: b.spaceCode,
    ad_content: b.adContent,
    ad_redirect_url: b.adRedirectUrl ?? null,
    redirect_page_type: b.redirectPageType,
    popup: flag(b.popup),
    enabled: flag(b.enabled),
    sort_order: b.sortOrder,
    updated_at: at,
  });
  const [made] = await listAds(db, { id });
  if (!made) throw notFound('ad');
  return made;
}

/** The space's first enabled pop-up the user has not closed (anonymous: the first one). */
export async function popupFor(
  db: CatalogueDb,
  spaceCode: string,
  userId: number | null,
): Promise<Ad | null> {
  const ads = await listAds(db, { spaceCode, popup: true });
  if (userId === null) return ads[0] ?? null;
  const closed = await db.selectFrom('ad_closures').select('ad_id').where('user_id', '=', userId).execute();
  const gone = new Set(closed.map((c) => c.ad_id));
  return ads.find((a) => !gone.has(a.id)) ?? null;
}

export async function closeAd(db: CatalogueDb, userId: number, adId: number, at = Date.now()): Promise<void> {
  if ((await listAds(db, { id: adId })).length === 0) throw notFound('ad');
  await db
    .insertInto('ad_closures')
    .values({ user_id: userId, ad_id: adId, closed_at: at })
    .onConflict((oc) => oc.columns(['user_id', 'ad_id']).doNothing())
    .execute();
}
