import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from './migrations.js';

/**
 * TopoForge as an OAuth 2 / OpenID Connect provider (issue 22 item 4, services/oauth):
 * - oidc_payloads: what the oidc-provider library stores (sessions, interactions, grants, codes, tokens),
 *   one JSON payload per (model, id), with the secondary keys its adapter looks up by (grant, session
 *   uid, user code) and the expiry that makes a row invisible (and later deleted);
 * - oauth_clients: the client applications an administrator registered (`topoforge oauth client add`);
 * - oidc_keys: the provider's signing keys, made once, so a restart (or another replica) signs alike.
 */
export function oidcMigration(dialect: DialectName): Migration {
  const timestamp = dialect === 'postgres' ? sql`timestamptz` : sql`text`;
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('oidc_payloads')
        .addColumn('model', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('grant_id', 'text')
        .addColumn('uid', 'text')
        .addColumn('user_code', 'text')
        .addColumn('expires_at', timestamp)
        .addColumn('consumed_at', timestamp)
        .addPrimaryKeyConstraint('oidc_payloads_pk', ['model', 'id'])
        .execute();
      for (const column of ['grant_id', 'uid', 'user_code', 'expires_at'] as const) {
        await db.schema.createIndex(`oidc_payloads_${column}`).on('oidc_payloads').column(column).execute();
      }
      await db.schema
        .createTable('oauth_clients')
        .addColumn('client_id', 'text', (c) => c.primaryKey())
        .addColumn('client_secret', 'text')
        .addColumn('redirect_uris', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('oidc_keys')
        .addColumn('kid', 'text', (c) => c.primaryKey())
        .addColumn('jwk', 'text', (c) => c.notNull())
        .addColumn('created_at', timestamp, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('oidc_keys').execute();
      await db.schema.dropTable('oauth_clients').execute();
      await db.schema.dropTable('oidc_payloads').execute();
    },
  };
}
