import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/open-database.js';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import { kyselyJobStore } from './job-rows.js';
import { groupMembers } from './leftover-programs.js';
import { INTERRUPTED_ERROR, recoverJobs } from './recover-jobs.js';

/** A program in its own process group, as runProgram starts one, left running (what a crash leaves). */
function orphan(command: string, args: string[]): number {
  const child = spawn(command, args, { detached: true, stdio: 'ignore' });
  child.unref();
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  return child.pid;
}

const running = (pgid: number): boolean => groupMembers(pgid).length > 0;

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

for (const kind of DATABASE_KINDS) {
  describe(`recovering the jobs a stopped server left [${kind}]`, () => {
    let database: AppDatabase;
    const groups: number[] = [];
    beforeAll(async () => {
      database = await openTestDatabase(kind);
    });
    afterEach(() => {
      for (const pgid of groups.splice(0)) {
        try {
          process.kill(-pgid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    });
    afterAll(async () => {
      await database?.close();
    });

    /** A job of a server process (pid `pid` on this host) that was running a program when it stopped. */
    async function leftJob(pid: number, trace: { pgid: number; command: string } | null, tempDir?: string) {
      const db = database.db;
      const store = kyselyJobStore(db);
      const id = await store.queued({ kind: 'charge:XTB-RESP', userId: null, atoms: 32 });
      await store.started(id);
      await db.updateTable('jobs').set({ runner_pid: pid }).where('id', '=', id).execute();
      await store.traced?.(id, {
        ...(trace === null ? {} : { program: trace }),
        ...(tempDir === undefined ? {} : { tempDir }),
      });
      return id;
    }

    const row = (id: number) =>
      database.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

    it('marks the jobs interrupted, kills their program group and removes their temp dir', async () => {
      const pgid = orphan('sleep', ['300']);
      groups.push(pgid);
      const dir = mkdtempSync(join(tmpdir(), 'topoforge-xtb-'));
      writeFileSync(join(dir, 'job.xyz'), '1\n\nHe 0 0 0\n');
      const dead = 2 ** 22 + 17; // above pid_max's default: no process has it
      const id = await leftJob(dead, { pgid, command: 'sleep' }, dir);
      const queued = await kyselyJobStore(database.db).queued({
        kind: 'forcefield:param',
        userId: null,
        atoms: null,
      });
      await database.db.updateTable('jobs').set({ runner_pid: dead }).where('id', '=', queued).execute();

      const report = await recoverJobs(database.db);

      expect(report.killed).toContain(pgid);
      expect(report.removed).toContain(dir);
      expect(report.interrupted).toBeGreaterThanOrEqual(2);
      for (const job of [id, queued]) {
        expect(await row(job)).toMatchObject({ status: 'interrupted', error: INTERRUPTED_ERROR });
        expect((await row(job)).finished_at).not.toBeNull();
      }
      await until(() => !running(pgid));
      expect(existsSync(dir)).toBe(false);
    });

    it('never signals a recorded group that now runs another program (recycled pids)', async () => {
      const pgid = orphan('sleep', ['300']);
      groups.push(pgid);
      // The server's pid and the program's both given to `sleep` since: the job is recovered all the same.
      const id = await leftJob(pgid, { pgid, command: 'xtb' }, join(tmpdir(), 'not-ours'));
      const report = await recoverJobs(database.db);
      expect(report.killed).not.toContain(pgid);
      expect(report.removed).not.toContain(join(tmpdir(), 'not-ours'));
      expect((await row(id)).status).toBe('interrupted');
      expect(running(pgid)).toBe(true);
    });

    it('leaves the jobs of a server that still runs, or of another host, to that server', async () => {
      const pgid = orphan('sleep', ['300']);
      groups.push(pgid);
      // The test process stands for a replica still running on this host.
      const replica = await leftJob(process.pid, { pgid, command: 'sleep' });
      const elsewhere = await leftJob(2 ** 22 + 19, null);
      await database.db
        .updateTable('jobs')
        .set({ runner_host: 'another-host' })
        .where('id', '=', elsewhere)
        .execute();
      const report = await recoverJobs(database.db, { pid: process.pid + 1 });
      expect(report).toEqual({ interrupted: 0, killed: [], removed: [] });
      expect((await row(replica)).status).toBe('running');
      expect((await row(elsewhere)).status).toBe('running');
      expect(running(pgid)).toBe(true);
    });
  });
}
