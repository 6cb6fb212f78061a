import type { StorageSpaceWire } from '@topoforge/contract';
import type { AppContext } from '../../kernel/app-context.js';
import type { AuthUser } from '../../kernel/auth/auth-user.js';
import { groupRole, groupsOfUser } from '../../kernel/groups/index.js';
import { HttpError } from '../../kernel/http/errors.js';
import { openSpace } from '../../kernel/storage/open-space.js';
import type { SpaceUsage } from '../../kernel/storage/quota.js';
import { spaceUsage } from '../../kernel/storage/quota.js';
import type { SpaceOwner } from '../../kernel/storage/space-paths.js';
import type { SpaceStorage } from '../../kernel/storage/space-storage.js';

/** A space the caller may use, opened. */
export interface OpenedSpace {
  /** The wire name: personal or group:<id>. */
  readonly space: string;
  readonly owner: SpaceOwner;
  readonly storage: SpaceStorage;
  readonly role: StorageSpaceWire['role'];
}

/**
 * Opens the space the request names for `user`: their own personal space, or a research group's space when
 * they are one of its members (leader or member, as kernel/groups records them). Anyone else gets 403
 * naming the space: another user's personal space cannot even be named.
 */
export async function openSpaceFor(ctx: AppContext, user: AuthUser, space: string): Promise<OpenedSpace> {
  if (space === 'personal') {
    const owner = { kind: 'user', id: user.id } as const;
    return { space, owner, storage: openSpace(ctx.config.dataDir, owner), role: 'owner' };
  }
  const groupId = Number(space.slice('group:'.length));
  const role = Number.isSafeInteger(groupId) ? await groupRole(ctx.db, user.id, groupId) : null;
  if (role === null) throw new HttpError(403, 'storage-space-forbidden', { space });
  const owner = { kind: 'group', id: groupId } as const;
  return { space, owner, storage: openSpace(ctx.config.dataDir, owner), role };
}

/** The usage the client sees: cached for a few seconds between writes (job folders grow behind our back). */
export const USAGE_MAX_AGE_MS = 5_000;

export const usageOf = (
  ctx: AppContext,
  opened: OpenedSpace,
  maxAgeMs = USAGE_MAX_AGE_MS,
): Promise<SpaceUsage> => spaceUsage(ctx.db, ctx.config.storage, opened.owner, opened.storage, maxAgeMs);

/** The caller's spaces: personal first, then each group they belong to. */
export async function spacesOf(ctx: AppContext, user: AuthUser): Promise<StorageSpaceWire[]> {
  const personal = await openSpaceFor(ctx, user, 'personal');
  const answer: StorageSpaceWire[] = [
    {
      space: 'personal',
      kind: 'personal',
      name: user.username,
      role: 'owner',
      ...wireUsage(await usageOf(ctx, personal)),
    },
  ];
  for (const group of await groupsOfUser(ctx.db, user.id)) {
    const opened = await openSpaceFor(ctx, user, `group:${group.groupId}`);
    answer.push({
      space: opened.space,
      kind: 'group',
      name: group.name,
      role: group.role,
      ...wireUsage(await usageOf(ctx, opened)),
    });
  }
  return answer;
}

export const wireUsage = (usage: SpaceUsage) => ({
  quotaBytes: usage.quotaBytes,
  usedBytes: usage.usedBytes,
});

/** 413 storage-quota unless `needed` more bytes fit (measured afresh: a refusal must not rest on a stale figure). */
export async function ensureRoom(ctx: AppContext, opened: OpenedSpace, needed: number): Promise<void> {
  const usage = await usageOf(ctx, opened, 0);
  const available = Math.max(0, usage.quotaBytes - usage.usedBytes);
  if (needed > available)
    throw new HttpError(413, 'storage-quota', { needed, available, quota: usage.quotaBytes });
}

/**
 * After a write: measures the space again; when it is now over its quota (other writes or a job used the
 * room meanwhile) the file just written is removed and 413 storage-quota answered. Else the fresh usage.
 */
export async function keepWithinQuota(
  ctx: AppContext,
  opened: OpenedSpace,
  path: string,
  size: number,
): Promise<SpaceUsage> {
  const usage = await usageOf(ctx, opened, 0);
  if (usage.usedBytes <= usage.quotaBytes) return usage;
  await opened.storage.remove(path);
  const after = await usageOf(ctx, opened, 0);
  const available = Math.max(0, after.quotaBytes - after.usedBytes);
  throw new HttpError(413, 'storage-quota', { needed: size, available, quota: after.quotaBytes });
}
