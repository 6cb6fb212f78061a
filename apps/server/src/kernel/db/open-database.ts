import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DialectName } from './migrations.js';
import { migrationProvider } from './migrations.js';
import type { Database } from './schema.js';

export interface OpenDatabaseOptions {
  /** PostgreSQL connection string; undefined → SQLite. */
  readonly databaseUrl: string | undefined;
  /** Directory of the SQLite file (created when missing). */
  readonly dataDir: string;
}

export interface AppDatabase {
  readonly db: Kysely<Database>;
  readonly dialect: DialectName;
  /** Where it lives, without credentials (for the start-up log). */
  readonly location: string;
  close(): Promise<void>;
}

export const SQLITE_FILE = 'topoforge.db';

export class DatabaseError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'DatabaseError';
  }
}

/**
 * Opens the configured database and brings its schema up to date. Migrations that already ran are
 * skipped (Kysely records them), so this is cheap on every start; on PostgreSQL the Migrator takes an
 * advisory lock, so replicas starting together do not race.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<AppDatabase> {
  const location =
    options.databaseUrl === undefined ? join(options.dataDir, SQLITE_FILE) : redactUrl(options.databaseUrl);
  let opened: Opened;
  try {
    opened =
      options.databaseUrl === undefined ? openSqlite(options.dataDir) : openPostgres(options.databaseUrl);
  } catch (e) {
    throw new DatabaseError(`cannot open the database ${location}: ${describe(e)}`, { cause: e });
  }
  try {
    opened.migrationLock?.take();
    let outcome: Awaited<ReturnType<Migrator['migrateToLatest']>> | undefined;
    try {
      outcome = await new Migrator({
        db: opened.db,
        provider: migrationProvider(opened.dialect),
      }).migrateToLatest();
    } finally {
      opened.migrationLock?.release(outcome !== undefined && outcome.error === undefined);
    }
    const { error, results } = outcome;
    if (error !== undefined) {
      const failed = results?.find((r) => r.status === 'Error')?.migrationName;
      // No failed migration: the Migrator could not even read its table (connection, permissions).
      if (failed === undefined) throw error;
      throw new DatabaseError(`database ${location}: migration ${failed} failed: ${describe(error)}`, {
        cause: error,
      });
    }
  } catch (e) {
    await opened.close();
    if (e instanceof DatabaseError) throw e;
    throw new DatabaseError(`cannot open the database ${location}: ${describe(e)}`, { cause: e });
  }
  const { migrationLock: _lock, ...database } = opened;
  return database;
}

interface Opened extends AppDatabase {
  /** release(false) undoes what the migrations did, so a failed one leaves no half-made schema. */
  readonly migrationLock?: { take(): void; release(committed: boolean): void };
}

function openSqlite(dataDir: string): Opened {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE);
  const sqlite = new SqliteDatabase(file);
  // WAL lets the CLI (or a backup) read and write while the server holds the file open.
  sqlite.pragma('busy_timeout = 5000');
  // Switching a fresh file to WAL needs it alone, and SQLite answers SQLITE_BUSY at once there instead of
  // waiting (the busy handler is not used), so processes starting together retry.
  whileBusy(() => sqlite.pragma('journal_mode = WAL'));
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  // Kysely takes no lock for SQLite migrations (it assumes one process). The server and the CLI, or two
  // test servers on one DATA_DIR, may start together: BEGIN IMMEDIATE makes the second wait for the first
  // (busy_timeout) and then find the tables made. The Migrator's statements run on this one connection,
  // inside the transaction (SQLite's DDL is transactional).
  const migrationLock = {
    take: () => void whileBusy(() => sqlite.exec('BEGIN IMMEDIATE')),
    release: (commit: boolean) => {
      if (sqlite.inTransaction) sqlite.exec(commit ? 'COMMIT' : 'ROLLBACK');
    },
  };
  return { db, dialect: 'sqlite', location: file, close: () => db.destroy(), migrationLock };
}

const BUSY_RETRY_MS = 15_000;
const BUSY_PAUSE_MS = 20;

/** Runs `run` again while SQLite says the file is busy, for up to BUSY_RETRY_MS (synchronous, as the driver). */
function whileBusy<T>(run: () => T): T {
  const deadline = Date.now() + BUSY_RETRY_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      return run();
    } catch (e) {
      const code = typeof e === 'object' && e !== null && 'code' in e ? e.code : undefined;
      if ((code !== 'SQLITE_BUSY' && code !== 'SQLITE_LOCKED') || Date.now() > deadline) throw e;
      Atomics.wait(pause, 0, 0, BUSY_PAUSE_MS);
    }
  }
}

function openPostgres(url: string): Opened {
  const pool = new pg.Pool({ connectionString: url, connectionTimeoutMillis: 10_000 });
  // An idle client that loses its connection emits 'error' on the pool; unhandled, it would end the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', location: redactUrl(url), close: () => db.destroy() };
}

/** postgres://user:secret@host/db → postgres://user@host/db */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.toString();
  } catch {
    return '(unparsable DATABASE_URL)';
  }
}

function describe(e: unknown): string {
  if (e instanceof AggregateError && e.errors.length > 0) return describe(e.errors[0]);
  return e instanceof Error ? e.message : String(e);
}
