import type { Generated, Kysely } from 'kysely';
import type { CreditTables } from '../credit/credit-rows.js';
import type { Database } from '../db/schema.js';

/** Epoch milliseconds and core-seconds (bigint: PostgreSQL reads them back as text). */
type Big = number | string;

/** A partition's administrator settings; the partition itself comes from sinfo. */
export type HpcPartitionsTable = {
  name: string;
  display_name: string;
  price_coefficient: number;
  updated_at: Big;
};

export type HpcApplicationsTable = {
  id: Generated<number>;
  name: string;
  engine: 'gromacs' | 'lammps';
  program: string;
  description: Generated<string>;
  enabled: Generated<boolean | number>;
  created_at: Big;
};

/**
 * One submitted job. `status` is the spec's code (1–5), `raw_state`/`reason`/`exit_code` what Slurm said
 * last; `settled` is set once the credit hold is released and the charge made (exactly once per job).
 */
export type HpcJobsTable = {
  id: Generated<number>;
  user_id: number;
  job_name: string;
  project_name: string;
  application_id: number | null;
  app_name: string;
  engine: string;
  partition_name: string;
  partition_display_name: string;
  price_coefficient: number;
  cores: number;
  time_limit_minutes: number;
  input_path: string;
  slurm_job_id: number | null;
  status: number;
  raw_state: string;
  reason: string | null;
  exit_code: string | null;
  submit_time: Big;
  start_time: Big | null;
  end_time: Big | null;
  held_core_seconds: Generated<Big>;
  charged_core_seconds: Generated<Big>;
  rebate_tag: Generated<number>;
  rebate_core_seconds: Generated<Big>;
  settled: Generated<boolean | number>;
};

/** Small settings of the job centre (the refund rule, whether the default applications were seeded). */
export type HpcSettingsTable = { key: string; value: string };

export type HpcTables = CreditTables & {
  hpc_partitions: HpcPartitionsTable;
  hpc_applications: HpcApplicationsTable;
  hpc_jobs: HpcJobsTable;
  hpc_settings: HpcSettingsTable;
};
export type HpcDb = Kysely<Database & HpcTables>;
export const hpcDb = (db: Kysely<Database>): HpcDb => db.withTables<HpcTables>();
