import { HttpError } from '../../kernel/http/errors.js';
import type { CatalogueDb, CatalogueTables } from './rows.js';

type Table = 'products' | 'software_licences' | 'ads' | 'rewards';
type What = 'product' | 'licence' | 'ad' | 'reward';

/** 404 catalogue-not-found for a missing record of `what`. */
export const notFound = (what: What): HttpError => new HttpError(404, 'catalogue-not-found', { what });

/**
 * Inserts (no id) or updates (id) one administrators' record and answers its id; 404 when the id is
 * unknown. Every catalogue table has an integer id and the values are its columns.
 */
export async function saveRecord<T extends Table>(
  db: CatalogueDb,
  table: T,
  what: What,
  id: number | undefined,
  values: Omit<CatalogueTables[T], 'id'>,
): Promise<number> {
  // Kysely cannot type a table chosen at run time (hence the casts); the values are the table's columns.
  if (id === undefined) {
    const made = await db
      .insertInto(table as 'products')
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return made.id;
  }
  const changed = await db
    .updateTable(table as 'products')
    .set(values as never)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) === 0) throw notFound(what);
  return id;
}

export async function deleteRecord(db: CatalogueDb, table: Table, what: What, id: number): Promise<void> {
  const gone = await db
    .deleteFrom(table as 'products')
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(gone.numDeletedRows) === 0) throw notFound(what);
}
