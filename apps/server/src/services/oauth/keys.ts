import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair } from 'jose';
import type { JWK } from 'jose';
import type { OAuthDb } from './tables.js';

/**
 * The provider's signing keys (ID tokens, JWKS): made on the first start and kept in oidc_keys, so a
 * restart keeps them (tokens signed before still verify) and replicas sign alike. Two servers starting
 * at once on an empty table may each make one; the insert ignores a clash and both then read every row
 * back, so they agree on the set (both keys are published; either signs validly).
 */
export async function loadSigningKeys(db: OAuthDb): Promise<JWK[]> {
  const existing = await readKeys(db);
  if (existing.length > 0) return existing;
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'RS256', use: 'sig' };
  await db
    .insertInto('oidc_keys')
    .values({ kid: jwk.kid ?? '', jwk: JSON.stringify(jwk), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('kid').doNothing())
    .execute();
  return readKeys(db);
}

async function readKeys(db: OAuthDb): Promise<JWK[]> {
  const rows = await db.selectFrom('oidc_keys').select('jwk').orderBy('created_at').execute();
  return rows.map((r) => JSON.parse(r.jwk) as JWK);
}
