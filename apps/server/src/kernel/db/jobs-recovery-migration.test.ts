import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationProvider } from './migrations.js';
import { openDatabase } from './open-database.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('migration 0002_jobs_recovery on SQLite', () => {
  it('keeps the jobs rows of an existing database and allows the status interrupted', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tf-migration-'));
    dirs.push(dir);
    // A database of the release before: only the first migration, with a user and a running job.
    const old = new Kysely<unknown>({
      dialect: new SqliteDialect({ database: new SqliteDatabase(join(dir, 'topoforge.db')) }),
    });
    const all = await migrationProvider('sqlite').getMigrations();
    const first = Object.keys(all).sort()[0] ?? '';
    await new Migrator({
      db: old,
      provider: { getMigrations: async () => ({ [first]: all[first]! }) },
    }).migrateToLatest();
    await sql`insert into users (id, username, password_hash, created_at) values (4, 'ann', 'x', '2026-01-01')`.execute(
      old,
    );
    await sql`insert into jobs (id, kind, user_id, status, atoms, queued_at, started_at)
      values (9, 'charge:XTB-RESP', 4, 'running', 32, '2026-01-01T00:00:00Z', '2026-01-01T00:00:01Z')`.execute(
      old,
    );
    await old.destroy();

    const database = await openDatabase({ dataDir: dir, databaseUrl: undefined });
    try {
      const db = database.db;
      expect(await db.selectFrom('jobs').selectAll().execute()).toMatchObject([
        {
          id: 9,
          kind: 'charge:XTB-RESP',
          user_id: 4,
          status: 'running',
          atoms: 32,
          pgid: null,
          temp_dir: null,
        },
      ]);
      await db.updateTable('jobs').set({ status: 'interrupted' }).where('id', '=', 9).execute();
      await expect(
        db
          .updateTable('jobs')
          .set({ status: 'lost' as never })
          .where('id', '=', 9)
          .execute(),
      ).rejects.toThrow(/CHECK constraint/);
      // The foreign key to users still holds.
      await expect(
        db
          .insertInto('jobs')
          .values({ kind: 'x', user_id: 77, status: 'queued', atoms: null, queued_at: 'now' })
          .execute(),
      ).rejects.toThrow(/FOREIGN KEY/);
    } finally {
      await database.close();
    }
  });
});
