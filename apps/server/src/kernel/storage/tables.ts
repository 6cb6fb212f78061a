import type { ColumnType, Kysely } from 'kysely';
import type { Database } from '../db/schema.js';

/** bigint columns: PostgreSQL's driver reads them as strings, SQLite's as numbers; read through Number(). */
type Big = ColumnType<number | string, number, number>;
type BigOrNull = ColumnType<number | string | null, number | null | undefined, number | null>;

export interface StorageSpacesTable {
  owner_kind: string;
  owner_id: number;
  quota_bytes: BigOrNull;
  used_bytes: BigOrNull;
  measured_at: BigOrNull;
}

export interface StorageUploadsTable {
  upload_key: string;
  owner_kind: string;
  owner_id: number;
  user_id: number;
  folder: string;
  file_name: string;
  file_size: Big;
  part_size: Big;
  part_count: number;
  created_at: Big;
}

export interface TeacherCertificatesTable {
  id: string;
  extension: string;
  size: Big;
  user_id: number | null;
  uploaded_at: Big;
}

export type StorageTables = {
  storage_spaces: StorageSpacesTable;
  storage_uploads: StorageUploadsTable;
  teacher_certificates: TeacherCertificatesTable;
};

export type StorageDb = Kysely<Database & StorageTables>;

/** The app's database with storage's own tables (kept out of db/schema.ts: only storage uses them). */
export const storageDb = (db: Kysely<Database>): StorageDb => db.withTables<StorageTables>();
