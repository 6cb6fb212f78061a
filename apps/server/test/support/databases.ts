/**
 * API tests on both databases.
 *
 *   import { describeOnDatabases } from './support/databases.js';
 *
 *   describeOnDatabases('POST /cgi/…', (server) => {
 *     it('does it', async () => {
 *       const response = await fetch(server().url('/cgi/…'), { method: 'POST', … });
 *       …
 *       const rows = await server().db.selectFrom('jobs').selectAll().execute(); // read rows back
 *     });
 *   }, { env: { PREMIUM_LEVELS: 'vip' } });
 *
 * The tests run twice, in `describe('<title> [sqlite]')` and `describe('<title> [postgres]')`, each against
 * its own real server (startServer) started in beforeAll and closed in afterAll: SQLite in a fresh temp
 * DATA_DIR, PostgreSQL in a fresh database (random name) of the run's throw-away cluster, which
 * apps/server/test/support/global-setup.ts starts once per `vitest run` (vitest.config.ts globalSetup).
 * Call `server()` inside tests and hooks only (it exists after beforeAll). Tests in one describe share the
 * server and its database: use distinct usernames etc. per test. Without PostgreSQL installed the
 * [postgres] half fails with the install hint.
 *
 * The servers get no molecule library unless `overrides.librarySource` says where to build it from
 * (building it takes seconds). Pass `overrides.programs` to skip probing obabel/xtb/mopac. A server
 * starts in about 0.1 s on SQLite and 1 s on PostgreSQL (CREATE DATABASE). To make users:
 * `addUser({ username, password, level }, server().env)` from '../src/admin.js', then log in through
 * POST /cgi/auth-service/login. `openTestDatabase(kind)` gives a migrated database without a server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, inject } from 'vitest';
import type { AppOverrides } from '../../src/app.js';
import type { ServerConfig } from '../../src/kernel/config.js';
import { readConfig } from '../../src/kernel/config.js';
import type { AppDatabase } from '../../src/kernel/db/open-database.js';
import { openDatabase } from '../../src/kernel/db/open-database.js';
import type { Database } from '../../src/kernel/db/schema.js';
import type { RunningServer } from '../start-server.js';
import { startServer } from '../start-server.js';

export type DatabaseKind = 'sqlite' | 'postgres';
export const DATABASE_KINDS: readonly DatabaseKind[] = ['sqlite', 'postgres'];

export interface TestServer extends RunningServer {
  readonly kind: DatabaseKind;
  /** The environment the server was started with (DATA_DIR, DATABASE_URL when PostgreSQL, your env). */
  readonly env: Readonly<Record<string, string>>;
  readonly config: ServerConfig;
  /** A connection of the test's own to the server's database, to read rows back or prepare them. */
  readonly db: Kysely<Database>;
}

export interface DatabaseServerOptions {
  /** More environment for the server (PREMIUM_LEVELS, TOKEN_TTL_HOURS …). */
  readonly env?: Readonly<Record<string, string>>;
  readonly overrides?: AppOverrides;
  readonly prepare?: (app: FastifyInstance, config: ServerConfig) => void;
}

export function describeOnDatabases(
  title: string,
  body: (server: () => TestServer) => void,
  options: DatabaseServerOptions = {},
): void {
  for (const kind of DATABASE_KINDS) {
    describe(`${title} [${kind}]`, () => {
      let started: StartedServer | undefined;
      beforeAll(async () => {
        started = await startOnDatabase(kind, options);
      }, 60_000);
      afterAll(async () => {
        await started?.close();
      });
      body(() => {
        if (!started) throw new Error(`the ${kind} server did not start (see the beforeAll error)`);
        return started.server;
      });
    });
  }
}

export interface StartedServer {
  readonly server: TestServer;
  close(): Promise<void>;
}

/** One server on a fresh database of the given kind; close() stops it and removes its data. */
export async function startOnDatabase(
  kind: DatabaseKind,
  options: DatabaseServerOptions = {},
): Promise<StartedServer> {
  const dataDir = await mkdtemp(join(tmpdir(), `topoforge-${kind}-`));
  const cleanups: (() => Promise<void>)[] = [() => rm(dataDir, { recursive: true, force: true })];
  const close = async (): Promise<void> => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  try {
    const env: Record<string, string> = { DATA_DIR: dataDir };
    if (kind === 'postgres') {
      const database = await createPgDatabase();
      cleanups.push(database.drop);
      env.DATABASE_URL = database.url;
    }
    Object.assign(env, options.env);
    // The molecule library is built from Debian's files only when a test asks (seconds per server).
    const running = await startServer(env, { librarySource: null, ...options.overrides }, options.prepare);
    cleanups.push(() => running.app.close());
    const config = readConfig({ LOG_LEVEL: 'silent', ...env });
    const own: AppDatabase = await openDatabase(config);
    cleanups.push(() => own.close());
    return { server: { ...running, kind, env, config, db: own.db }, close };
  } catch (e) {
    await close();
    throw e;
  }
}

/**
 * A fresh, migrated database without a server (for store tests): a temp SQLite file, or a new database on
 * the run's PostgreSQL cluster. close() closes it and removes it.
 */
export async function openTestDatabase(
  kind: DatabaseKind,
): Promise<AppDatabase & { readonly dataDir: string }> {
  const dataDir = await mkdtemp(join(tmpdir(), `topoforge-${kind}-`));
  let pgDatabase: PgDatabase | undefined;
  const cleanup = async (): Promise<void> => {
    await pgDatabase?.drop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    if (kind === 'postgres') pgDatabase = await createPgDatabase();
    const database = await openDatabase({ dataDir, databaseUrl: pgDatabase?.url });
    return {
      ...database,
      dataDir,
      close: async () => {
        await database.close();
        await cleanup();
      },
    };
  } catch (e) {
    await cleanup();
    throw e;
  }
}

export interface PgDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

/** CREATE DATABASE with a random name on the run's cluster (replicas.test.ts hands it to server processes). */
export async function createPgDatabase(): Promise<PgDatabase> {
  const cluster = inject('postgres');
  if (cluster.url === null) throw new Error(cluster.error);
  const name = `tf_${randomBytes(8).toString('hex')}`;
  await withAdmin(cluster.url, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(cluster.url);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(cluster.url, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function withAdmin(url: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
