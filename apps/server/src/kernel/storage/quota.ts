import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { StorageSettings } from './settings.js';
import type { SpaceOwner } from './space-paths.js';
import type { SpaceStorage } from './space-storage.js';
import { storageDb } from './tables.js';

/** A space's quota and how much of it is used, bytes. */
export interface SpaceUsage {
  readonly quotaBytes: number;
  readonly usedBytes: number;
  /** When usedBytes was measured from the files (epoch ms). */
  readonly measuredAt: number;
}

const defaultQuota = (settings: StorageSettings, owner: SpaceOwner): number =>
  owner.kind === 'user' ? settings.userQuotaBytes : settings.groupQuotaBytes;

const ofOwner = (owner: SpaceOwner) => ({ owner_kind: owner.kind, owner_id: owner.id });

async function spaceRow(db: Kysely<Database>, owner: SpaceOwner) {
  return storageDb(db)
    .selectFrom('storage_spaces')
    .selectAll()
    .where('owner_kind', '=', owner.kind)
    .where('owner_id', '=', owner.id)
    .executeTakeFirst();
}

/**
 * The space's quota and usage. The usage is the cached measurement when younger than `maxAgeMs`, else the
 * files are measured again and the cache updated: Slurm jobs write into the space without telling us, so
 * the cache must not be trusted for long.
 */
export async function spaceUsage(
  db: Kysely<Database>,
  settings: StorageSettings,
  owner: SpaceOwner,
  storage: SpaceStorage,
  maxAgeMs = 0,
): Promise<SpaceUsage> {
  const row = await spaceRow(db, owner);
  const quotaBytes = row?.quota_bytes == null ? defaultQuota(settings, owner) : Number(row.quota_bytes);
  const measuredAt = row?.measured_at == null ? 0 : Number(row.measured_at);
  if (row?.used_bytes != null && Date.now() - measuredAt < maxAgeMs) {
    return { quotaBytes, usedBytes: Number(row.used_bytes), measuredAt };
  }
  return { quotaBytes, ...(await refreshUsage(db, owner, storage)) };
}

/** Measures the space's files and caches the figure (called after every write). */
export async function refreshUsage(
  db: Kysely<Database>,
  owner: SpaceOwner,
  storage: SpaceStorage,
): Promise<{ usedBytes: number; measuredAt: number }> {
  const usedBytes = await storage.usage();
  const measuredAt = Date.now();
  await storageDb(db)
    .insertInto('storage_spaces')
    .values({ ...ofOwner(owner), used_bytes: usedBytes, measured_at: measuredAt })
    .onConflict((c) =>
      c.columns(['owner_kind', 'owner_id']).doUpdateSet({ used_bytes: usedBytes, measured_at: measuredAt }),
    )
    .execute();
  return { usedBytes, measuredAt };
}

/** An administrator's quota for one space; null returns it to the configured default. */
export async function setSpaceQuota(
  db: Kysely<Database>,
  owner: SpaceOwner,
  quotaBytes: number | null,
): Promise<void> {
  await storageDb(db)
    .insertInto('storage_spaces')
    .values({ ...ofOwner(owner), quota_bytes: quotaBytes })
    .onConflict((c) => c.columns(['owner_kind', 'owner_id']).doUpdateSet({ quota_bytes: quotaBytes }))
    .execute();
}
