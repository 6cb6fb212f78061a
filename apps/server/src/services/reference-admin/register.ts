import type { ReferenceDomain, ReferenceUniversity, ReferenceWord } from '@topoforge/contract';
import {
  referenceDomainAddRoute,
  referenceDomainListRoute,
  referenceDomainRemoveRoute,
  referenceUniversityAddRoute,
  referenceUniversityListRoute,
  referenceUniversityRemoveRoute,
  referenceWordAddRoute,
  referenceWordListRoute,
  referenceWordRemoveRoute,
} from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import { referenceDb } from '../../kernel/reference/addition-rows.js';
import type { DomainAddition, UniversityAddition, WordEdit } from '../../kernel/reference/additions.js';
import * as rows from '../../kernel/reference/additions.js';
import { referenceLists } from '../../kernel/reference/reference-lists.js';
import { checkedDomain, checkedUniversity, checkedWord } from './checks.js';

const iso = (millis: number | string): string => new Date(Number(millis)).toISOString();
const byWho = (row: { author: string | null; created_at: number | string }) => ({
  createdBy: row.author,
  createdAt: iso(row.created_at),
});
const universityWire = (row: UniversityAddition): ReferenceUniversity => ({
  id: row.id,
  name: row.name,
  province: row.province,
  city: row.city,
  authority: row.authority,
  ...byWho(row),
});
const domainWire = (row: DomainAddition): ReferenceDomain => ({ domain: row.domain, ...byWho(row) });
const wordWire = (row: WordEdit): ReferenceWord => ({ word: row.word, kind: row.kind, ...byWho(row) });

/** An add that met a row already there: 409. */
function added<T>(row: T | null, what: string, value: string): T {
  if (row === null) throw new HttpError(409, 'reference-admin-exists', { what, value });
  return row;
}

/** A remove that found nothing: 404. */
function removed(done: boolean, what: string, value: string): { done: true } {
  if (!done) throw new HttpError(404, 'reference-admin-not-found', { what, value });
  return { done: true };
}

/**
 * Administrators' edits of the reference lists (issue 22 item 3): list, add and remove universities,
 * college e-mail domains and sensitive-word edits. After an edit this replica's lookups are rebuilt at
 * once; the others see the new version within their check interval (kernel/reference/reference-lists.ts).
 */
export function registerReferenceAdminService(app: FastifyInstance, ctx: AppContext): void {
  const db = referenceDb(ctx.db);
  const lists = referenceLists(ctx.db);
  const deps = { auth: ctx.auth };
  const edited = <T>(result: T): T => {
    lists.invalidate();
    return result;
  };

  registerApiRoute(app, deps, referenceUniversityListRoute, async () =>
    (await rows.listUniversities(db)).map(universityWire),
  );
  registerApiRoute(app, deps, referenceUniversityAddRoute, async ({ body, user }) => {
    const entry = checkedUniversity(body);
    const row = await rows.addUniversity(db, entry, user?.id ?? null);
    return universityWire(added(edited(row), 'university', entry.id));
  });
  registerApiRoute(app, deps, referenceUniversityRemoveRoute, async ({ body }) =>
    removed(edited(await rows.removeUniversity(db, body.id.trim())), 'university', body.id),
  );

  registerApiRoute(app, deps, referenceDomainListRoute, async () =>
    (await rows.listDomains(db)).map(domainWire),
  );
  registerApiRoute(app, deps, referenceDomainAddRoute, async ({ body, user }) => {
    const domain = checkedDomain(body.domain);
    return domainWire(added(edited(await rows.addDomain(db, domain, user?.id ?? null)), 'domain', domain));
  });
  registerApiRoute(app, deps, referenceDomainRemoveRoute, async ({ body }) => {
    const domain = checkedDomain(body.domain);
    return removed(edited(await rows.removeDomain(db, domain)), 'domain', domain);
  });

  registerApiRoute(app, deps, referenceWordListRoute, async () => (await rows.listWords(db)).map(wordWire));
  registerApiRoute(app, deps, referenceWordAddRoute, async ({ body, user }) => {
    const word = checkedWord(body.word);
    const row = await rows.addWord(db, word, body.kind, user?.id ?? null);
    return wordWire(added(edited(row), 'word', word));
  });
  registerApiRoute(app, deps, referenceWordRemoveRoute, async ({ body }) => {
    const word = checkedWord(body.word);
    return removed(edited(await rows.removeWord(db, word, body.kind)), 'word', word);
  });
}
