import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../../kernel/db/schema.js';

/** Timestamps go in as ISO strings; PostgreSQL answers Date, SQLite the string (kernel/db/schema.ts). */
type Timestamp = ColumnType<Date | string, string, string>;

/** Migration 0006 (kernel/db/oidc-migration.ts): the library's stored models. */
export type OidcPayloadsTable = {
  model: string;
  id: string;
  /** JSON of the library's payload (consumed is added on read from consumed_at). */
  payload: string;
  grant_id: string | null;
  uid: string | null;
  user_code: string | null;
  expires_at: Timestamp | null;
  consumed_at: Timestamp | null;
};

export type OAuthClientsTable = {
  client_id: string;
  /** null: a public client (a browser or native app), which must use PKCE and cannot keep a secret. */
  client_secret: string | null;
  /** JSON array of the exact redirect URIs. */
  redirect_uris: string;
  /** The application's name, shown on the consent panel. */
  name: string;
  created_at: Timestamp;
};

export type OidcKeysTable = {
  kid: string;
  /** The private JWK as JSON. */
  jwk: string;
  created_at: Timestamp;
};

export type OAuthTables = {
  oidc_payloads: OidcPayloadsTable;
  oauth_clients: OAuthClientsTable;
  oidc_keys: OidcKeysTable;
};

export type OAuthDb = Kysely<Database & OAuthTables>;

/** The app's database with this service's own tables (kept out of kernel/db/schema.ts: only we use them). */
export const oauthDb = (db: Kysely<Database>): OAuthDb => db.withTables<OAuthTables>();
