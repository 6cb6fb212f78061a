import type { Kysely, Migration } from 'kysely';
import { sql } from 'kysely';
import { createCreditTables } from '../credit/credit-rows.js';
import type { DialectName } from '../db/migrations.js';

/**
 * Migration 0012 (issue 23 item 2): the job centre's partitions (administrator settings), applications,
 * jobs, settings, and the computing-credit tables of kernel/credit. Times are epoch milliseconds and
 * amounts whole core-seconds, both bigint, so both databases store and compare them alike.
 */
export function hpcMigration(dialect: DialectName): Migration {
  const id = dialect === 'postgres' ? sql`serial` : sql`integer`;
  const flag = dialect === 'postgres' ? sql`boolean` : sql`integer`;
  const no = dialect === 'postgres' ? sql`false` : sql`0`;
  return {
    async up(db: Kysely<unknown>) {
      await createCreditTables(db, id);
      await db.schema
        .createTable('hpc_partitions')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .addColumn('display_name', 'text', (c) => c.notNull())
        .addColumn('price_coefficient', 'double precision', (c) => c.notNull())
        .addColumn('updated_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('hpc_applications')
        .addColumn('id', id, (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('engine', 'text', (c) => c.notNull().check(sql`engine in ('gromacs', 'lammps')`))
        .addColumn('program', 'text', (c) => c.notNull())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('enabled', flag, (c) => c.notNull().defaultTo(no))
        .addColumn('created_at', 'bigint', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('hpc_settings')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute();
      await createJobsTable(db, id, flag, no);
    },
    async down(db: Kysely<unknown>) {
      for (const table of ['hpc_jobs', 'hpc_settings', 'hpc_applications', 'hpc_partitions'])
        await db.schema.dropTable(table).execute();
      await db.schema.dropTable('credit_entries').execute();
      await db.schema.dropTable('credit_accounts').execute();
    },
  };
}

type Sql = ReturnType<typeof sql>;

async function createJobsTable(db: Kysely<unknown>, id: Sql, flag: Sql, no: Sql): Promise<void> {
  await db.schema
    .createTable('hpc_jobs')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_name', 'text', (c) => c.notNull())
    .addColumn('project_name', 'text', (c) => c.notNull())
    .addColumn('application_id', 'integer')
    .addColumn('app_name', 'text', (c) => c.notNull())
    .addColumn('engine', 'text', (c) => c.notNull())
    .addColumn('partition_name', 'text', (c) => c.notNull())
    .addColumn('partition_display_name', 'text', (c) => c.notNull())
    .addColumn('price_coefficient', 'double precision', (c) => c.notNull())
    .addColumn('cores', 'integer', (c) => c.notNull())
    .addColumn('time_limit_minutes', 'integer', (c) => c.notNull())
    .addColumn('input_path', 'text', (c) => c.notNull())
    .addColumn('slurm_job_id', 'integer')
    .addColumn('status', 'integer', (c) => c.notNull().check(sql`status between 1 and 5`))
    .addColumn('raw_state', 'text', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('exit_code', 'text')
    .addColumn('submit_time', 'bigint', (c) => c.notNull())
    .addColumn('start_time', 'bigint')
    .addColumn('end_time', 'bigint')
    .addColumn('held_core_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('charged_core_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('rebate_tag', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rebate_core_seconds', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('settled', flag, (c) => c.notNull().defaultTo(no))
    .execute();
  // The list reads one user's newest jobs; the poller reads the unsettled ones.
  await db.schema.createIndex('hpc_jobs_user').on('hpc_jobs').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('hpc_jobs_settled').on('hpc_jobs').columns(['settled', 'id']).execute();
}
