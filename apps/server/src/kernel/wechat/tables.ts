import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** Timestamps go in as ISO strings; PostgreSQL answers Date, SQLite the string (kernel/db/schema.ts). */
type Timestamp = ColumnType<Date | string, string, string>;

/** Migration 0014 (migration.ts). */
export type WeChatBindingsTable = {
  user_id: number;
  openid: string;
  unionid: string | null;
  nickname: string | null;
  avatar_url: string | null;
  created_at: Timestamp;
};

export type WeChatBindCodesTable = {
  code_hash: string;
  openid: string;
  unionid: string | null;
  nickname: string | null;
  avatar_url: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type WeChatTables = Database & {
  wechat_bindings: WeChatBindingsTable;
  wechat_bind_codes: WeChatBindCodesTable;
};

/** The app's database seen with the WeChat tables (they are this module's, not the shared schema's). */
export const weChatDb = (db: Kysely<Database>): Kysely<WeChatTables> => db as unknown as Kysely<WeChatTables>;
