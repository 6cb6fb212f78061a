import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/open-database.js';
import { openDatabase } from '../db/open-database.js';
import { migrationProvider } from '../db/migrations.js';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import { kyselyJobStore, MAX_JOB_ERROR_CHARS } from './job-rows.js';
import { toDate } from '../db/schema.js';

for (const kind of DATABASE_KINDS) {
  describe(`the jobs table [${kind}]`, () => {
    let database: AppDatabase & { dataDir: string };
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('records a job from queued to finished, with the running time as duration', async () => {
      const times = ['2026-03-01T10:00:00.000Z', '2026-03-01T10:00:02.000Z', '2026-03-01T10:00:07.250Z'];
      let i = 0;
      const store = kyselyJobStore(database.db, () => new Date(times[i++] ?? 'invalid'));
      const id = await store.queued({ kind: 'charge:AM1-BCC', userId: null, atoms: 12 });
      expect(await row(id)).toMatchObject({
        status: 'queued',
        kind: 'charge:AM1-BCC',
        atoms: 12,
        started_at: null,
      });
      await store.started(id);
      expect((await row(id)).status).toBe('running');
      await store.finished(id, 'succeeded', null);
      const done = await row(id);
      expect(done).toMatchObject({ status: 'succeeded', duration_ms: 5250, error: null, user_id: null });
      expect(toDate(done.queued_at).toISOString()).toBe(times[0]);
      expect(toDate(done.finished_at ?? '').toISOString()).toBe(times[2]);
    });

    it('keeps a job that never started without a duration, and cuts long errors', async () => {
      const store = kyselyJobStore(database.db);
      const id = await store.queued({ kind: 'convert:gen3d', userId: null, atoms: null });
      await store.finished(id, 'cancelled', 'x'.repeat(MAX_JOB_ERROR_CHARS + 10));
      const done = await row(id);
      expect(done).toMatchObject({ status: 'cancelled', duration_ms: null, started_at: null });
      expect(done.error).toHaveLength(MAX_JOB_ERROR_CHARS);
    });

    it('refuses a status outside the six', async () => {
      await expect(
        sql`insert into jobs (kind, status, queued_at) values ('x', 'lost', ${new Date().toISOString()})`.execute(
          database.db,
        ),
      ).rejects.toThrow();
    });

    it('runs the migrations once: opening again changes nothing', async () => {
      const again = await openDatabase({
        dataDir: database.dataDir,
        databaseUrl: kind === 'postgres' ? urlOf(database.location) : undefined,
      });
      try {
        const migrations = await again.db
          .selectFrom('kysely_migration' as never)
          .selectAll()
          .execute();
        const all = await migrationProvider(kind).getMigrations();
        expect(migrations).toHaveLength(Object.keys(all).length);
        expect(await again.db.selectFrom('jobs').select('id').execute()).toHaveLength(2);
      } finally {
        await again.close();
      }
    });

    const row = (id: number) =>
      database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  });
}

/** The test cluster uses trust auth without a password, so the redacted location is the URL itself. */
const urlOf = (location: string): string => location;
