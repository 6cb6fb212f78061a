import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builderPath } from '@topoforge/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig } from '../src/kernel/config.js';
import type { AppDatabase } from '../src/kernel/db/open-database.js';
import { openDatabase } from '../src/kernel/db/open-database.js';
import { groupMembers } from '../src/kernel/jobs/leftover-programs.js';
import { INTERRUPTED_ERROR } from '../src/kernel/jobs/recover-jobs.js';
import type { ServerProcess } from './support/server-process.js';
import { startServerProcess } from './support/server-process.js';
import { waterGrid } from './support/water-grid.js';

/** n-C130H262 (392 atoms, fixtures/charge): xtb's single point alone runs seconds, long enough to kill the server in it. */
const LONG_XTB = readFileSync(new URL('./fixtures/charge/c130-alkane.mol2', import.meta.url), 'utf8');

const onPath = (program: string): boolean => {
  try {
    execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Posts a charge call and never fails: the server may be killed before it answers. */
const charge = (server: ServerProcess, slug: string, body: object): Promise<number | string> =>
  fetch(server.url(builderPath(`charge/${slug}`)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(
    (r) => r.status,
    (e: unknown) => (e instanceof Error ? e.message : String(e)),
  );

describe('the server as a process of its own (issue 14 items 3 and 8)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  /** A fresh DATA_DIR (SQLite), and a connection of the test's own to read the jobs rows. */
  async function dataDir(): Promise<{ dir: string; database: () => Promise<AppDatabase> }> {
    const dir = await mkdtemp(join(tmpdir(), 'tf-process-'));
    cleanups.push(() => rm(dir, { recursive: true, force: true }));
    let opened: AppDatabase | undefined;
    cleanups.push(async () => opened?.close());
    const database = async (): Promise<AppDatabase> => {
      opened ??= await openDatabase(readConfig({ DATA_DIR: dir, LOG_LEVEL: 'silent' }));
      return opened;
    };
    return { dir, database };
  }

  async function start(env: Record<string, string>): Promise<ServerProcess> {
    const server = await startServerProcess(env);
    cleanups.push(() => server.stop());
    return server;
  }

  it('exits cleanly within seconds on SIGTERM while QEq computes on 5,000 atoms', async () => {
    const { dir, database } = await dataDir();
    const server = await start({ DATA_DIR: dir, WORKER_THREADS: '1' });
    const answer = charge(server, 'qeq', { data: waterGrid(1666), flow: 'small-molecule' });
    const db = (await database()).db;
    await until(async () =>
      (await db.selectFrom('jobs').select('status').where('kind', '=', 'charge:QEq').executeTakeFirst())
        ?.status === 'running'
        ? true
        : undefined,
    );
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    const ms = performance.now() - signalled;
    // Code 0: app.close() finished (the worker terminated), not main.ts's 10 s fallback (exit 1).
    expect(exit).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(10_000);
    expect(await answer).toBe(503);
    console.log(`SIGTERM during QEq on 4,998 atoms: the server exited after ${ms.toFixed(0)} ms`);
  });

  it.skipIf(!onPath('xtb'))(
    'after kill -9 during XTB-RESP, the next start marks the job interrupted, kills xtb and removes its dir',
    async () => {
      const { dir, database } = await dataDir();
      const first = await start({ DATA_DIR: dir });
      void charge(first, 'xtb-resp', { data: LONG_XTB });
      const db = (await database()).db;
      const row = await until(() =>
        db
          .selectFrom('jobs')
          .selectAll()
          .where('kind', '=', 'charge:XTB-RESP')
          .where('status', '=', 'running')
          .where('pgid', 'is not', null)
          .where('temp_dir', 'is not', null)
          .executeTakeFirst(),
      );
      const pgid = row.pgid ?? 0;
      const tempDir = row.temp_dir ?? '';
      cleanups.push(async () => {
        if (groupMembers(pgid).length > 0) process.kill(-pgid, 'SIGKILL');
        await rm(tempDir, { recursive: true, force: true });
      });
      expect(row).toMatchObject({ program: 'xtb', runner_pid: first.pid });
      first.child.kill('SIGKILL');
      expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
      // What a crash leaves: the job still 'running' and its temp dir in place; xtb orphaned, running on
      // unless it wrote to its stdout pipe since (the server's end is gone: SIGPIPE ends it).
      const orphaned = groupMembers(pgid).some((m) => m.argv[0] === 'xtb');
      expect(existsSync(tempDir)).toBe(true);
      expect(
        (await db.selectFrom('jobs').select('status').where('id', '=', row.id).executeTakeFirst())?.status,
      ).toBe('running');

      await start({ DATA_DIR: dir });
      const after = await db
        .selectFrom('jobs')
        .selectAll()
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow();
      expect(after).toMatchObject({ status: 'interrupted', error: INTERRUPTED_ERROR });
      await until(async () => (groupMembers(pgid).length === 0 ? true : undefined), 5_000);
      expect(existsSync(tempDir)).toBe(false);
      console.log(
        `kill -9 during XTB-RESP: xtb ${orphaned ? 'ran on as an orphan until the restart' : 'ended'}`,
      );
    },
  );
});
