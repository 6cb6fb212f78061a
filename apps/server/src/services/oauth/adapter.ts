import type { Adapter, AdapterPayload } from 'oidc-provider';
import { clientMetadata, findOAuthClient } from './client-rows.js';
import type { OAuthDb } from './tables.js';

const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));

/**
 * oidc-provider's storage on our database (both SQLite and PostgreSQL through Kysely), in place of its
 * in-memory adapter, which its docs say is for development only: state survives a restart and is shared
 * by replicas. One row per (model, id); a row past its expiry is not found (and is deleted later by
 * deleteExpiredPayloads). Clients are not stored here: 'Client' reads oauth_clients.
 */
export function databaseAdapter(db: OAuthDb): (model: string) => Adapter {
  return (model) => (model === 'Client' ? clientAdapter(db) : payloadAdapter(db, model));
}

function clientAdapter(db: OAuthDb): Adapter {
  const unsupported = (): Promise<never> =>
    Promise.reject(new Error('clients are registered with `topoforge oauth client add`'));
  return {
    async find(id) {
      const client = await findOAuthClient(db, id);
      return client ? (clientMetadata(client) as AdapterPayload) : undefined;
    },
    upsert: unsupported,
    destroy: unsupported,
    consume: unsupported,
    findByUid: () => Promise.resolve(undefined),
    findByUserCode: () => Promise.resolve(undefined),
    revokeByGrantId: () => Promise.resolve(),
  };
}

function payloadAdapter(db: OAuthDb, model: string): Adapter {
  const live = () => {
    const now = new Date().toISOString();
    return db
      .selectFrom('oidc_payloads')
      .select(['payload', 'consumed_at'])
      .where('model', '=', model)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]));
  };
  const read = (row: { payload: string; consumed_at: Date | string | null } | undefined) => {
    if (!row) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (row.consumed_at !== null) payload.consumed = Math.floor(toDate(row.consumed_at).getTime() / 1000);
    return payload;
  };
  return {
    async upsert(id, payload, expiresIn) {
      const row = {
        payload: JSON.stringify(payload),
        grant_id: payload.grantId ?? null,
        uid: payload.uid ?? null,
        user_code: payload.userCode ?? null,
        expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null,
      };
      await db
        .insertInto('oidc_payloads')
        .values({ model, id, consumed_at: null, ...row })
        .onConflict((oc) => oc.columns(['model', 'id']).doUpdateSet(row))
        .execute();
    },
    async find(id) {
      return read(await live().where('id', '=', id).executeTakeFirst());
    },
    async findByUid(uid) {
      return read(await live().where('uid', '=', uid).executeTakeFirst());
    },
    async findByUserCode(userCode) {
      return read(await live().where('user_code', '=', userCode).executeTakeFirst());
    },
    async consume(id) {
      await db
        .updateTable('oidc_payloads')
        .set({ consumed_at: new Date().toISOString() })
        .where('model', '=', model)
        .where('id', '=', id)
        .execute();
    },
    async destroy(id) {
      await db.deleteFrom('oidc_payloads').where('model', '=', model).where('id', '=', id).execute();
    },
    async revokeByGrantId(grantId) {
      // Every token of the grant goes, whatever its model (the library calls this once per model).
      await db.deleteFrom('oidc_payloads').where('grant_id', '=', grantId).execute();
    },
  };
}

/** Deletes rows past their expiry (they are already invisible); run now and then. */
export async function deleteExpiredPayloads(db: OAuthDb): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<', new Date().toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
