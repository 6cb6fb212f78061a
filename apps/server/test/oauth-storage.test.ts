import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseAdapter, deleteExpiredPayloads } from '../src/services/oauth/adapter.js';
import { insertOAuthClient } from '../src/services/oauth/client-rows.js';
import { OAuthClientInputError, prepareOAuthClient } from '../src/services/oauth/client-input.js';
import { loadSigningKeys } from '../src/services/oauth/keys.js';
import type { OAuthDb } from '../src/services/oauth/tables.js';
import { oauthDb } from '../src/services/oauth/tables.js';
import type { DatabaseKind } from './support/databases.js';
import { DATABASE_KINDS, openTestDatabase } from './support/databases.js';

/** The provider's storage on our database (migration 0006), on both databases. */
for (const kind of DATABASE_KINDS) {
  describe(`OAuth storage [${kind}]`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let db: OAuthDb;
    beforeAll(async () => {
      database = await openTestDatabase(kind satisfies DatabaseKind);
      db = oauthDb(database.db);
    }, 60_000);
    afterAll(() => database.close());

    it('makes the signing key once: a second start (or replica) reads the same key', async () => {
      const first = await loadSigningKeys(db);
      const second = await loadSigningKeys(db);
      expect(first).toHaveLength(1);
      expect(second.map((k) => k.kid)).toEqual(first.map((k) => k.kid));
      expect(first[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
      expect(first[0]?.d).toBeDefined();
    });

    it('stores, finds, consumes, expires and revokes by grant what the library saves', async () => {
      const adapter = databaseAdapter(db);
      const codes = adapter('AuthorizationCode');
      const sessions = adapter('Session');
      await codes.upsert('c1', { grantId: 'g1', accountId: '7' }, 60);
      await codes.upsert('c2', { grantId: 'g2' }, 60);
      await sessions.upsert('s1', { uid: 'u1', accountId: '7' }, 60);
      expect(await codes.find('c1')).toEqual({ grantId: 'g1', accountId: '7' });
      expect(await adapter('AccessToken').find('c1')).toBeUndefined();
      expect(await sessions.findByUid('u1')).toMatchObject({ accountId: '7' });

      await codes.consume('c1');
      const consumed = await codes.find('c1');
      expect(consumed?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);

      await codes.revokeByGrantId('g1');
      expect(await codes.find('c1')).toBeUndefined();
      expect(await codes.find('c2')).toBeDefined();

      await codes.upsert('old', { grantId: 'g3' }, -1);
      expect(await codes.find('old')).toBeUndefined();
      expect(await deleteExpiredPayloads(db)).toBeGreaterThanOrEqual(1);
      await sessions.destroy('s1');
      expect(await sessions.findByUid('u1')).toBeUndefined();
    });

    it('reads registered clients as the library expects them', async () => {
      await insertOAuthClient(
        db,
        prepareOAuthClient({
          clientId: 'spa',
          name: 'SPA',
          redirectUris: ['http://localhost:5173/cb'],
          public: true,
        }),
      );
      expect(await databaseAdapter(db)('Client').find('spa')).toEqual({
        client_id: 'spa',
        client_name: 'SPA',
        redirect_uris: ['http://localhost:5173/cb'],
        response_types: ['code'],
        grant_types: ['authorization_code', 'refresh_token'],
        token_endpoint_auth_method: 'none',
      });
      expect(await databaseAdapter(db)('Client').find('nobody')).toBeUndefined();
    });
  });
}

describe('client registration input', () => {
  const valid = { clientId: 'app-1', name: 'App', redirectUris: ['https://a.example/cb'], public: false };

  it('makes a 256-bit secret for a confidential client and none for a public one', () => {
    expect(prepareOAuthClient(valid).clientSecret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(prepareOAuthClient({ ...valid, public: true }).clientSecret).toBeNull();
  });

  it('refuses redirect URIs the exact match could not protect', () => {
    for (const uri of ['http://a.example/cb', 'https://a.example/cb#x', '/cb', 'javascript:alert(1)']) {
      expect(() => prepareOAuthClient({ ...valid, redirectUris: [uri] })).toThrow(OAuthClientInputError);
    }
    expect(() => prepareOAuthClient({ ...valid, redirectUris: ['http://127.0.0.1:8000/cb'] })).not.toThrow();
    expect(() => prepareOAuthClient({ ...valid, clientId: 'a b' })).toThrow(/client id/);
    expect(() => prepareOAuthClient({ ...valid, redirectUris: [] })).toThrow(/redirect URI/);
  });
});
