import type { Licence, LicenceBody, Product, ProductBody } from '@topoforge/contract';
import { licenceBodySchema, productBodySchema } from '@topoforge/contract';
import type { Selectable } from 'kysely';
import { HttpError } from '../../kernel/http/errors.js';
import type { CatalogueDb, CatalogueTables } from './rows.js';
import { flag, iso, isOn } from './rows.js';
import { notFound, saveRecord } from './records.js';

const productWire = (r: Selectable<CatalogueTables['products']>): Product => ({
  id: r.id,
  prodName: r.prod_name,
  iconName: r.icon_name,
  iconImg: r.icon_img,
  cloudType: r.cloud_type,
  softwareType: r.software_type,
  status: r.status,
  isShow: isOn(r.is_show),
  sourceUrl: r.source_url,
  sortOrder: r.sort_order,
  updatedAt: iso(r.updated_at),
});

/** Products in order; `publicOnly`: status 1 (active) only, optionally of one cloud type. */
export async function listProducts(
  db: CatalogueDb,
  filter: { readonly publicOnly: boolean; readonly cloudType?: number | undefined; readonly id?: number },
): Promise<Product[]> {
  let query = db.selectFrom('products').selectAll();
  if (filter.publicOnly) query = query.where('status', '=', 1);
  if (filter.cloudType !== undefined) query = query.where('cloud_type', '=', filter.cloudType);
  if (filter.id !== undefined) query = query.where('id', '=', filter.id);
  return (await query.orderBy('sort_order').orderBy('id').execute()).map(productWire);
}

export async function saveProduct(db: CatalogueDb, input: ProductBody, at = Date.now()): Promise<Product> {
  const b = productBodySchema.parse(input);
  const id = await saveRecord(db, 'products', 'product', b.id, {
    prod_name: b.prodName,
    icon_name: b.iconName ?? null,
    icon_img: b.iconImg ?? null,
    cloud_type: b.cloudType,
    software_type: b.softwareType,
    status: b.status,
    is_show: flag(b.isShow),
    source_url: b.sourceUrl ?? null,
    sort_order: b.sortOrder,
    updated_at: at,
  });
  const [made] = await listProducts(db, { publicOnly: false, id });
  if (!made) throw notFound('product');
  return made;
}

/** Licences with product and holder names; `forUser`: the user's own and the site licences (no holder). */
export async function listLicences(db: CatalogueDb, forUser?: number, onlyId?: number): Promise<Licence[]> {
  let query = db
    .selectFrom('software_licences as l')
    .leftJoin('products as p', 'p.id', 'l.product_id')
    .leftJoin('users as u', 'u.id', 'l.user_id')
    .selectAll('l')
    .select(['p.prod_name', 'u.username']);
  if (forUser !== undefined)
    query = query.where((eb) => eb.or([eb('l.user_id', '=', forUser), eb('l.user_id', 'is', null)]));
  if (onlyId !== undefined) query = query.where('l.id', '=', onlyId);
  const rows = await query.orderBy('l.id', 'desc').execute();
  return rows.map((r) => ({
    id: r.id,
    productId: r.product_id,
    productName: r.prod_name,
    userId: r.user_id,
    username: r.username,
    name: r.name,
    seats: r.seats,
    expiresAt: r.expires_at === null ? null : iso(r.expires_at),
    note: r.note,
  }));
}

export async function saveLicence(db: CatalogueDb, input: LicenceBody, at = Date.now()): Promise<Licence> {
  const b = licenceBodySchema.parse(input);
  let userId: number | null = null;
  if (b.username) {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', b.username)
      .executeTakeFirst();
    if (!row) throw new HttpError(404, 'membership-user-unknown', { username: b.username });
    userId = row.id;
  }
  if (b.productId != null && (await listProducts(db, { publicOnly: false, id: b.productId })).length === 0)
    throw notFound('product');
  const id = await saveRecord(db, 'software_licences', 'licence', b.id, {
    product_id: b.productId ?? null,
    user_id: userId,
    name: b.name,
    seats: b.seats,
    expires_at: b.expiresAt ? Date.parse(b.expiresAt) : null,
    note: b.note,
    updated_at: at,
  });
  const [made] = await listLicences(db, undefined, id);
  if (!made) throw notFound('licence');
  return made;
}
