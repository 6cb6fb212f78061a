import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { JobOutcome, JobStart, JobStore, JobTrace } from './job-store.js';
import type { Database } from '../db/schema.js';
import { toDate } from '../db/schema.js';

/** Long enough for a program's last lines, short enough that a runaway message does not bloat the table. */
export const MAX_JOB_ERROR_CHARS = 4000;

/**
 * The `jobs` table behind the pool's JobStore. Each row names the server that ran it (host, pid) and,
 * once traced, its program's process group and temp directory: what recoverJobs needs after a crash. Times come from this process's clock (`now`, injectable for
 * tests); duration_ms is the running time (finished − started), null for a job that never started.
 */
export function kyselyJobStore(db: Kysely<Database>, now: () => Date = () => new Date()): JobStore {
  return {
    async queued(job: JobStart): Promise<number> {
      const row = await db
        .insertInto('jobs')
        .values({
          kind: job.kind,
          user_id: job.userId,
          status: 'queued',
          atoms: job.atoms,
          queued_at: now().toISOString(),
          runner_host: hostname(),
          runner_pid: process.pid,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    },

    async started(id: number): Promise<void> {
      await db
        .updateTable('jobs')
        .set({ status: 'running', started_at: now().toISOString() })
        .where('id', '=', id)
        .execute();
    },

    async finished(id: number, outcome: JobOutcome, error: string | null): Promise<void> {
      const finishedAt = now();
      const row = await db.selectFrom('jobs').select('started_at').where('id', '=', id).executeTakeFirst();
      const startedAt = row?.started_at == null ? null : toDate(row.started_at);
      await db
        .updateTable('jobs')
        .set({
          status: outcome,
          finished_at: finishedAt.toISOString(),
          duration_ms: startedAt === null ? null : Math.max(0, finishedAt.getTime() - startedAt.getTime()),
          error: error === null ? null : error.slice(0, MAX_JOB_ERROR_CHARS),
        })
        .where('id', '=', id)
        .execute();
    },

    async traced(id: number, trace: JobTrace): Promise<void> {
      const program = trace.program;
      const columns = {
        ...(program === undefined ? {} : { pgid: program.pgid, program: program.command }),
        ...(trace.tempDir === undefined ? {} : { temp_dir: trace.tempDir }),
      };
      if (Object.keys(columns).length === 0) return;
      await db.updateTable('jobs').set(columns).where('id', '=', id).execute();
    },
  };
}
