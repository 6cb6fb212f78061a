import type { OAuthDb } from './tables.js';

/** A registered client application (`topoforge oauth client add`). */
export interface OAuthClient {
  readonly clientId: string;
  /** null: a public client (PKCE alone protects its codes). */
  readonly clientSecret: string | null;
  readonly redirectUris: readonly string[];
  readonly name: string;
  readonly createdAt: Date;
}

export class OAuthClientExistsError extends Error {
  constructor(clientId: string) {
    super(`an OAuth client "${clientId}" already exists`);
    this.name = 'OAuthClientExistsError';
  }
}

export async function insertOAuthClient(
  db: OAuthDb,
  client: Omit<OAuthClient, 'createdAt'>,
): Promise<OAuthClient> {
  const createdAt = new Date();
  const existing = await findOAuthClient(db, client.clientId);
  if (existing) throw new OAuthClientExistsError(client.clientId);
  await db
    .insertInto('oauth_clients')
    .values({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: JSON.stringify(client.redirectUris),
      name: client.name,
      created_at: createdAt.toISOString(),
    })
    .execute();
  return { ...client, createdAt };
}

export async function findOAuthClient(db: OAuthDb, clientId: string): Promise<OAuthClient | null> {
  const row = await db
    .selectFrom('oauth_clients')
    .selectAll()
    .where('client_id', '=', clientId)
    .executeTakeFirst();
  return row ? toClient(row) : null;
}

export async function listOAuthClients(db: OAuthDb): Promise<OAuthClient[]> {
  const rows = await db.selectFrom('oauth_clients').selectAll().orderBy('client_id').execute();
  return rows.map(toClient);
}

/** Removes a client: its codes, tokens and grants stop working (the library finds no client for them). */
export async function removeOAuthClient(db: OAuthDb, clientId: string): Promise<boolean> {
  const result = await db.deleteFrom('oauth_clients').where('client_id', '=', clientId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

function toClient(row: {
  client_id: string;
  client_secret: string | null;
  redirect_uris: string;
  name: string;
  created_at: Date | string;
}): OAuthClient {
  return {
    clientId: row.client_id,
    clientSecret: row.client_secret,
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    name: row.name,
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(row.created_at),
  };
}

/** The client as oidc-provider's Client model reads it (its adapter's find for model 'Client'). */
export function clientMetadata(client: OAuthClient): Record<string, unknown> {
  const confidential = client.clientSecret !== null;
  return {
    client_id: client.clientId,
    ...(confidential ? { client_secret: client.clientSecret } : {}),
    client_name: client.name,
    redirect_uris: [...client.redirectUris],
    response_types: ['code'],
    grant_types: ['authorization_code', 'refresh_token'],
    token_endpoint_auth_method: confidential ? 'client_secret_basic' : 'none',
  };
}
