import { ConfigError } from '../config.js';

const MIB = 1024 * 1024;

/**
 * Cloud-storage settings (config.ts reads them with the rest). Administrators can give one user or group
 * another quota (stored on the database); these are the defaults.
 *
 * | variable                 | default | meaning                                                   |
 * |--------------------------|---------|-----------------------------------------------------------|
 * | STORAGE_USER_QUOTA_MB    | 10240   | a personal space's quota, MiB                             |
 * | STORAGE_GROUP_QUOTA_MB   | 51200   | a research group's space quota, MiB                       |
 * | STORAGE_UPLOAD_MAX_MB    | 100     | largest single-request upload (uploadMultipartFile), MiB  |
 * | STORAGE_PART_MAX_MB      | 64      | largest shard of a shard upload, MiB                      |
 * | STORAGE_UPLOAD_TTL_HOURS | 24      | an unfinished shard upload is removed after this long     |
 */
export interface StorageSettings {
  readonly userQuotaBytes: number;
  readonly groupQuotaBytes: number;
  readonly uploadMaxBytes: number;
  readonly partMaxBytes: number;
  readonly uploadTtlMs: number;
}

export function readStorageSettings(text: (name: string) => string | undefined): StorageSettings {
  return {
    userQuotaBytes: Math.floor(positive(text, 'STORAGE_USER_QUOTA_MB', 10_240) * MIB),
    groupQuotaBytes: Math.floor(positive(text, 'STORAGE_GROUP_QUOTA_MB', 51_200) * MIB),
    uploadMaxBytes: Math.floor(positive(text, 'STORAGE_UPLOAD_MAX_MB', 100) * MIB),
    partMaxBytes: Math.floor(positive(text, 'STORAGE_PART_MAX_MB', 64) * MIB),
    uploadTtlMs: Math.round(positive(text, 'STORAGE_UPLOAD_TTL_HOURS', 24) * 3_600_000),
  };
}

// Fractions are allowed (tests use quotas of a few KiB), the result is rounded down to whole bytes later.
function positive(text: (name: string) => string | undefined, name: string, fallback: number): number {
  const raw = text(name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new ConfigError(`${name} must be a positive number, got "${raw}"`);
  return value;
}
