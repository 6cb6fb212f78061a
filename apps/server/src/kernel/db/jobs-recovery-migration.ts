import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import type { DialectName } from './migrations.js';

const STATUSES = sql`('queued', 'running', 'succeeded', 'failed', 'timeout', 'cancelled', 'interrupted')`;

/**
 * What crash recovery needs in `jobs` (issue 14): the status 'interrupted' (a job the server stopped
 * running without finishing, e.g. killed), which server ran the job (host and pid, so a restart recovers
 * only its own), and the process group, program and temp directory of the external program it started.
 * SQLite cannot change a CHECK constraint in place, so there the table is rebuilt with its rows.
 */
export function jobsRecoveryMigration(dialect: DialectName): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        await sql`alter table jobs drop constraint jobs_status_check`.execute(db);
        await sql`alter table jobs add constraint jobs_status_check check (status in ${STATUSES})`.execute(
          db,
        );
        await sql`alter table jobs add column runner_host text, add column runner_pid integer,
          add column pgid integer, add column program text, add column temp_dir text`.execute(db);
      } else {
        await rebuildSqliteJobs(db);
      }
      await db.schema.createIndex('jobs_status').on('jobs').column('status').execute();
    },
  };
}

async function rebuildSqliteJobs(db: Kysely<unknown>): Promise<void> {
  await sql`create table jobs_next (
    id integer primary key,
    kind text not null,
    user_id integer references users (id) on delete set null,
    status text not null check (status in ${STATUSES}),
    atoms integer,
    queued_at text not null,
    started_at text,
    finished_at text,
    duration_ms integer,
    error text,
    runner_host text,
    runner_pid integer,
    pgid integer,
    program text,
    temp_dir text
  )`.execute(db);
  const columns = sql`id, kind, user_id, status, atoms, queued_at, started_at, finished_at, duration_ms, error`;
  await sql`insert into jobs_next (${columns}) select ${columns} from jobs`.execute(db);
  await sql`drop table jobs`.execute(db);
  await sql`alter table jobs_next rename to jobs`.execute(db);
  await db.schema.createIndex('jobs_queued_at').on('jobs').column('queued_at').execute();
}
