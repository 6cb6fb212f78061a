import { readFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { killLeftoverGroup, removeLeftoverDir } from './leftover-programs.js';

/** The error text of an interrupted job. */
export const INTERRUPTED_ERROR = 'interrupted: the server stopped while the job was queued or running';

export interface RecoveryReport {
  /** Jobs marked 'interrupted'. */
  readonly interrupted: number;
  /** Process groups of leftover programs killed. */
  readonly killed: readonly number[];
  /** Leftover temp directories removed. */
  readonly removed: readonly string[];
}

export interface RecoveryOptions {
  readonly now?: () => Date;
  /** This server's host and pid (tests pretend to be another server). */
  readonly host?: string;
  readonly pid?: number;
  /** Whether a server process still runs (another replica on this host); process.kill(pid, 0) by default. */
  readonly alive?: (pid: number) => boolean;
}

/**
 * At start-up, before any job runs: every job a previous server process on this host left queued or
 * running (it crashed or was killed) is marked 'interrupted'; the program it had started is killed (its
 * whole process group, only if it still runs the recorded command) and its temp directory removed.
 * Rows of another host, or of a server process on this host that still runs (a replica), are left alone.
 */
export async function recoverJobs(
  db: Kysely<Database>,
  options: RecoveryOptions = {},
): Promise<RecoveryReport> {
  const host = options.host ?? hostname();
  const self = options.pid ?? process.pid;
  const alive = options.alive ?? isAlive;
  const rows = await db
    .selectFrom('jobs')
    .select(['id', 'runner_host', 'runner_pid', 'pgid', 'program', 'temp_dir'])
    .where('status', 'in', ['queued', 'running'])
    .execute();
  const orphaned = rows.filter((r) => {
    if (r.runner_host !== null && r.runner_host !== host) return false;
    return r.runner_pid === null || r.runner_pid === self || !alive(r.runner_pid);
  });
  const killed: number[] = [];
  const removed: string[] = [];
  for (const row of orphaned) {
    if (row.pgid !== null && row.program !== null && killLeftoverGroup(row.pgid, row.program))
      killed.push(row.pgid);
    if (row.temp_dir !== null && (await removeLeftoverDir(row.temp_dir))) removed.push(row.temp_dir);
  }
  if (orphaned.length > 0) {
    await db
      .updateTable('jobs')
      .set({
        status: 'interrupted',
        finished_at: (options.now ?? (() => new Date()))().toISOString(),
        error: INTERRUPTED_ERROR,
      })
      .where(
        'id',
        'in',
        orphaned.map((r) => r.id),
      )
      .where('status', 'in', ['queued', 'running'])
      .execute();
  }
  return { interrupted: orphaned.length, killed, removed };
}

/**
 * Whether server process `pid` still runs: it exists and, where /proc tells, runs this same executable
 * (node), so a pid the system has given to another program since does not hold its jobs forever.
 */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e) {
    // EPERM: it runs, under another user.
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const argv0 = commandOf(pid);
  return argv0 === undefined || basename(argv0) === basename(process.execPath);
}

/** argv[0] of a process, or undefined where /proc cannot tell. */
function commandOf(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0];
  } catch {
    return undefined;
  }
}
