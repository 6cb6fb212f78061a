import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { ReferenceDb } from './addition-rows.js';
import { readReferenceVersion, referenceDb } from './addition-rows.js';
import type { CollegeEmailRule } from './email-domains.js';
import { createCollegeEmailRule } from './email-domains.js';
import type { SensitiveWordMatcher } from './sensitive-words.js';
import { createSensitiveWordMatcher } from './sensitive-words.js';
import type { UniversityDirectory } from './universities.js';
import { createUniversityDirectory } from './universities.js';

/** The three lookups as of one version of the administrators' edits. */
export interface ReferenceLookups {
  readonly universities: UniversityDirectory;
  readonly collegeEmail: CollegeEmailRule;
  readonly sensitive: SensitiveWordMatcher;
  /** The reference_version they were built from. */
  readonly version: number;
}

export interface ReferenceLists {
  /** The lookups, rebuilt first when the database's version moved on since they were built. */
  current(): Promise<ReferenceLookups>;
  /** Checks the version on the next `current()` (this replica has just edited a list). */
  invalidate(): void;
}

export interface ReferenceListsOptions {
  /** How long a checked version is trusted before it is read again. */
  readonly checkEveryMs?: number;
  readonly now?: () => number;
}

/** An edit on another replica shows here within this time; one replica's own edits show at once. */
export const REFERENCE_CHECK_EVERY_MS = 3000;

/** The shipped lists merged with the administrators' rows (migration 0009). */
export async function buildReferenceLookups(db: ReferenceDb): Promise<ReferenceLookups> {
  // The version first: rows edited after it are newer still, and the next check rebuilds once more.
  const version = await readReferenceVersion(db);
  const [universities, domains, words] = await Promise.all([
    db.selectFrom('reference_universities').selectAll().orderBy('created_at').execute(),
    db.selectFrom('reference_email_domains').select('domain').execute(),
    db.selectFrom('reference_sensitive_words').select(['word', 'kind']).execute(),
  ]);
  const wordsOf = (kind: string) => words.filter((w) => w.kind === kind).map((w) => w.word);
  return {
    version,
    universities: createUniversityDirectory(
      universities.map((row) => ({
        id: row.id,
        name: row.name,
        ...(row.province === null ? {} : { province: row.province }),
        ...(row.city === null ? {} : { city: row.city }),
        ...(row.authority === null ? {} : { authority: row.authority }),
      })),
    ),
    collegeEmail: createCollegeEmailRule(domains.map((row) => row.domain)),
    sensitive: createSensitiveWordMatcher({
      extraWords: wordsOf('add'),
      removedWords: wordsOf('remove'),
      extraAllowed: wordsOf('allow'),
    }),
  };
}

/**
 * A cache of the lookups over one database. No state lives only in memory: the truth is the rows and
 * the version counter on the database, read at most every `checkEveryMs`, so replicas on one PostgreSQL
 * agree within that time. Concurrent callers share one check and one rebuild.
 */
export function createReferenceLists(
  db: Kysely<Database>,
  options: ReferenceListsOptions = {},
): ReferenceLists {
  const rdb = referenceDb(db);
  const checkEveryMs = options.checkEveryMs ?? REFERENCE_CHECK_EVERY_MS;
  const now = options.now ?? Date.now;
  let built: ReferenceLookups | undefined;
  let checkedAt = -Infinity;
  let pending: Promise<ReferenceLookups> | undefined;

  // Bumped by invalidate(): a check begun before this replica's own edit may have read the old rows, so
  // it neither counts as checked nor is joined by later callers.
  let generation = 0;

  const refresh = async (): Promise<ReferenceLookups> => {
    const startedAt = now();
    const startedIn = generation;
    const version = await readReferenceVersion(rdb);
    if (built === undefined || built.version !== version) built = await buildReferenceLookups(rdb);
    if (startedIn === generation) checkedAt = startedAt;
    return built;
  };

  return {
    current() {
      if (built !== undefined && now() - checkedAt < checkEveryMs) return Promise.resolve(built);
      if (pending === undefined) {
        const mine = refresh().finally(() => {
          if (pending === mine) pending = undefined;
        });
        pending = mine;
      }
      return pending;
    },
    invalidate() {
      generation += 1;
      checkedAt = -Infinity;
      pending = undefined;
    },
  };
}

const shared = new WeakMap<Kysely<Database>, ReferenceLists>();

/** The one cache of this process over `db`, shared by every service that checks against the lists. */
export function referenceLists(db: Kysely<Database>): ReferenceLists {
  let lists = shared.get(db);
  if (lists === undefined) {
    lists = createReferenceLists(db);
    shared.set(db, lists);
  }
  return lists;
}
