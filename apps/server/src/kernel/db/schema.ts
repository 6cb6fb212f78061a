import type { ColumnType, Generated } from 'kysely';
import type { VerificationCodesTable } from '../verification/code-rows.js';

/**
 * Timestamps are written as ISO-8601 UTC strings (both drivers accept them); PostgreSQL reads them back
 * as Date (timestamptz), SQLite as the string: read them through `toDate`.
 */
type Timestamp = ColumnType<Date | string, string, string>;
/** Written as 0/1 (better-sqlite3 cannot bind booleans, PostgreSQL's boolean input accepts '0'/'1'). */
type Flag = ColumnType<boolean | number, number, number>;

/** A column written after the row exists, or never. */
type Later<T> = ColumnType<T | null, T | null | undefined, T | null>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  password_hash: string;
  user_level: ColumnType<string, string | undefined, string>;
  is_admin: Flag;
  created_at: Timestamp;
  /** Spec 002 §3 profile (migration 0005); phone and email unique when set. */
  phone: Later<string>;
  email: Later<string>;
  real_name: Later<string>;
  organ: Later<string>;
  organ_id: Later<string>;
  /** 1 typed in, 2 picked from the university list. */
  is_define_organ: Later<number>;
  department: Later<string>;
  job_title: Later<string>;
  research_direction: Later<string>;
  /** Certificate image URLs joined by '|'. */
  teacher_qualification_img: Later<string>;
  avatar_img: Later<string>;
  channel_type: Later<string>;
  channel_id: Later<string>;
  pwd_update_time: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A pre-sales consultation request (migration 0007; spec 002 §3 sales-track entity). */
export interface SalesTracksTable {
  id: Generated<number>;
  user_id: number | null;
  customer_name: string;
  gender: string;
  phone_no: string;
  email: string;
  country: string;
  address: string;
  organ: string;
  department: string;
  profession: string;
  job_title: string;
  focus_content: string | null;
  remarks: string | null;
  intention: number;
  ip: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One login try (migration 0005): who, how, from where, whether it succeeded. */
export interface LoginRecordsTable {
  id: Generated<number>;
  user_id: number | null;
  login_name: string;
  /** 'password', 'sms', 'email' (code logins), 'oauth'. */
  method: string;
  success: Flag;
  ip: string | null;
  user_agent: string | null;
  created_at: Timestamp;
}

/** 'interrupted': the server stopped (crashed, was killed) while the job was queued or running. */
export type JobStatus =
  'queued' | 'running' | 'succeeded' | 'failed' | 'timeout' | 'cancelled' | 'interrupted';

export interface JobsTable {
  id: Generated<number>;
  kind: string;
  user_id: number | null;
  status: JobStatus;
  atoms: number | null;
  queued_at: Timestamp;
  started_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  finished_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  duration_ms: number | null;
  error: string | null;
  /** The server that ran the job (os.hostname(), process id): a restart recovers only its own rows. */
  runner_host: Later<string>;
  runner_pid: Later<number>;
  /** The process group, command and temp directory of the external program the job started last. */
  pgid: Later<number>;
  program: Later<string>;
  temp_dir: Later<string>;
}

export interface ClickEventsTable {
  id: Generated<number>;
  device_id: string | null;
  platform: string | null;
  event_name: string;
  page_name: string | null;
  button_name: string | null;
  user_agent: string | null;
  referer: string | null;
  url: string | null;
  channel_id: string | null;
  type: string | null;
  user_id: number | null;
  created_at: Timestamp;
}

/** kernel/rate-limit: attempts per bucket and fixed window; times in epoch ms (pg reads bigint as text). */
export interface RateLimitsTable {
  bucket: string;
  window_start: ColumnType<number | string, number, number>;
  count: number;
  expires_at: ColumnType<number | string, number, number>;
}

export interface Database {
  users: UsersTable;
  jobs: JobsTable;
  click_events: ClickEventsTable;
  rate_limits: RateLimitsTable;
  login_records: LoginRecordsTable;
  sales_tracks: SalesTracksTable;
  verification_codes: VerificationCodesTable;
}

export const toDate = (value: Date | string): Date => (value instanceof Date ? value : new Date(value));
export const toFlag = (value: boolean | number): boolean => value === true || value === 1;
