import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { readStorageSettings } from './settings.js';

const from = (env: Record<string, string>) => (name: string) => env[name];

describe('readStorageSettings', () => {
  it('defaults to 10 GiB per user, 50 GiB per group, 100 MiB uploads, 64 MiB parts, a day to finish', () => {
    expect(readStorageSettings(() => undefined)).toEqual({
      userQuotaBytes: 10_240 * 1_048_576,
      groupQuotaBytes: 51_200 * 1_048_576,
      uploadMaxBytes: 100 * 1_048_576,
      partMaxBytes: 64 * 1_048_576,
      uploadTtlMs: 86_400_000,
    });
  });

  it('takes MiB and hours and answers bytes and milliseconds', () => {
    const settings = readStorageSettings(
      from({
        STORAGE_USER_QUOTA_MB: '0.5',
        STORAGE_GROUP_QUOTA_MB: '2',
        STORAGE_UPLOAD_MAX_MB: '1',
        STORAGE_PART_MAX_MB: '8',
        STORAGE_UPLOAD_TTL_HOURS: '0.25',
      }),
    );
    expect(settings).toEqual({
      userQuotaBytes: 524_288,
      groupQuotaBytes: 2_097_152,
      uploadMaxBytes: 1_048_576,
      partMaxBytes: 8_388_608,
      uploadTtlMs: 900_000,
    });
  });

  it.each(['0', '-1', 'ten'])('refuses STORAGE_USER_QUOTA_MB=%s naming the variable', (value) => {
    expect(() => readStorageSettings(from({ STORAGE_USER_QUOTA_MB: value }))).toThrow(ConfigError);
    expect(() => readStorageSettings(from({ STORAGE_USER_QUOTA_MB: value }))).toThrow(
      /STORAGE_USER_QUOTA_MB/,
    );
  });
});
