import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Epoch milliseconds (bigint: PostgreSQL reads it back as text). */
type Millis = number | string;

export type SensitiveEditKind = 'add' | 'remove' | 'allow';

export type ReferenceUniversitiesTable = {
  id: string;
  name: string;
  province: string | null;
  city: string | null;
  authority: string | null;
  created_by: number | null;
  created_at: Millis;
};

export type ReferenceEmailDomainsTable = {
  domain: string;
  created_by: number | null;
  created_at: Millis;
};

export type ReferenceSensitiveWordsTable = {
  word: string;
  kind: SensitiveEditKind;
  created_by: number | null;
  created_at: Millis;
};

export type ReferenceVersionTable = { id: number; version: number | string };

/** Migration 0009's tables (migration.ts), kept out of kernel/db/schema.ts: only this folder uses them. */
export type ReferenceTables = {
  reference_universities: ReferenceUniversitiesTable;
  reference_email_domains: ReferenceEmailDomainsTable;
  reference_sensitive_words: ReferenceSensitiveWordsTable;
  reference_version: ReferenceVersionTable;
};

export type ReferenceDb = Kysely<Database & ReferenceTables>;

export const referenceDb = (db: Kysely<Database>): ReferenceDb => db.withTables<ReferenceTables>();

/** The version the lookups of every replica compare with theirs (one row, raised by every edit). */
export async function readReferenceVersion(db: ReferenceDb): Promise<number> {
  const row = await db
    .selectFrom('reference_version')
    .select('version')
    .where('id', '=', 1)
    .executeTakeFirst();
  return Number(row?.version ?? 0);
}

/**
 * Runs an edit and raises the version in one transaction, so a replica that reads the new version also
 * reads the edited rows. Answers what the edit answered, or null (and no new version) when it changed
 * nothing.
 */
export async function editReference<T>(
  db: ReferenceDb,
  edit: (trx: ReferenceDb) => Promise<T | null>,
): Promise<T | null> {
  return db.transaction().execute(async (trx) => {
    const result = await edit(trx);
    if (result === null) return null;
    await trx
      .updateTable('reference_version')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', '=', 1)
      .execute();
    return result;
  });
}
