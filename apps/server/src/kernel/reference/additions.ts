import type { Selectable } from 'kysely';
import type {
  ReferenceDb,
  ReferenceEmailDomainsTable,
  ReferenceSensitiveWordsTable,
  ReferenceUniversitiesTable,
  SensitiveEditKind,
} from './addition-rows.js';
import { editReference } from './addition-rows.js';

/** A row as read, with the adding administrator's username (null once that account is gone). */
export type WithAuthor<T> = Selectable<T> & { readonly author: string | null };

export type UniversityAddition = WithAuthor<ReferenceUniversitiesTable>;
export type DomainAddition = WithAuthor<ReferenceEmailDomainsTable>;
export type WordEdit = WithAuthor<ReferenceSensitiveWordsTable>;

export interface NewUniversity {
  readonly id: string;
  readonly name: string;
  readonly province?: string;
  readonly city?: string;
  readonly authority?: string;
}

const authorOf = async (db: ReferenceDb, id: number | null): Promise<string | null> => {
  if (id === null) return null;
  const row = await db.selectFrom('users').select('username').where('id', '=', id).executeTakeFirst();
  return row?.username ?? null;
};

/*
 * The administrators' rows of the three lists, newest first, with who added them. Every edit raises the
 * version in its transaction (editReference); an add that meets an existing row answers null (409), a
 * remove of nothing answers false (404).
 */

export const listUniversities = (db: ReferenceDb): Promise<UniversityAddition[]> =>
  db
    .selectFrom('reference_universities as r')
    .leftJoin('users', 'users.id', 'r.created_by')
    .selectAll('r')
    .select('users.username as author')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .execute();

export const listDomains = (db: ReferenceDb): Promise<DomainAddition[]> =>
  db
    .selectFrom('reference_email_domains as r')
    .leftJoin('users', 'users.id', 'r.created_by')
    .selectAll('r')
    .select('users.username as author')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.domain')
    .execute();

export const listWords = (db: ReferenceDb): Promise<WordEdit[]> =>
  db
    .selectFrom('reference_sensitive_words as r')
    .leftJoin('users', 'users.id', 'r.created_by')
    .selectAll('r')
    .select('users.username as author')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.word')
    .execute();

export const addUniversity = (db: ReferenceDb, entry: NewUniversity, by: number | null, at = Date.now()) =>
  editReference(db, async (trx): Promise<UniversityAddition | null> => {
    const row = {
      id: entry.id,
      name: entry.name,
      province: entry.province ?? null,
      city: entry.city ?? null,
      authority: entry.authority ?? null,
      created_by: by,
      created_at: at,
    };
    const made = await trx
      .insertInto('reference_universities')
      .values(row)
      .onConflict((oc) => oc.column('id').doNothing())
      .executeTakeFirst();
    return Number(made.numInsertedOrUpdatedRows ?? 0) === 0
      ? null
      : { ...row, author: await authorOf(trx, by) };
  });

export const addDomain = (db: ReferenceDb, domain: string, by: number | null, at = Date.now()) =>
  editReference(db, async (trx): Promise<DomainAddition | null> => {
    const row = { domain, created_by: by, created_at: at };
    const made = await trx
      .insertInto('reference_email_domains')
      .values(row)
      .onConflict((oc) => oc.column('domain').doNothing())
      .executeTakeFirst();
    return Number(made.numInsertedOrUpdatedRows ?? 0) === 0
      ? null
      : { ...row, author: await authorOf(trx, by) };
  });

export const addWord = (
  db: ReferenceDb,
  word: string,
  kind: SensitiveEditKind,
  by: number | null,
  at = Date.now(),
) =>
  editReference(db, async (trx): Promise<WordEdit | null> => {
    const row = { word, kind, created_by: by, created_at: at };
    const made = await trx
      .insertInto('reference_sensitive_words')
      .values(row)
      .onConflict((oc) => oc.columns(['word', 'kind']).doNothing())
      .executeTakeFirst();
    return Number(made.numInsertedOrUpdatedRows ?? 0) === 0
      ? null
      : { ...row, author: await authorOf(trx, by) };
  });

export const removeUniversity = async (db: ReferenceDb, id: string): Promise<boolean> =>
  (await editReference(db, async (trx) => {
    const gone = await trx.deleteFrom('reference_universities').where('id', '=', id).executeTakeFirst();
    return Number(gone.numDeletedRows) > 0 ? true : null;
  })) === true;

export const removeDomain = async (db: ReferenceDb, domain: string): Promise<boolean> =>
  (await editReference(db, async (trx) => {
    const gone = await trx
      .deleteFrom('reference_email_domains')
      .where('domain', '=', domain)
      .executeTakeFirst();
    return Number(gone.numDeletedRows) > 0 ? true : null;
  })) === true;

export const removeWord = async (db: ReferenceDb, word: string, kind: SensitiveEditKind): Promise<boolean> =>
  (await editReference(db, async (trx) => {
    const gone = await trx
      .deleteFrom('reference_sensitive_words')
      .where('word', '=', word)
      .where('kind', '=', kind)
      .executeTakeFirst();
    return Number(gone.numDeletedRows) > 0 ? true : null;
  })) === true;
