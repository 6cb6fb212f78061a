import { join } from 'node:path';

/** Who owns a storage space: one user's personal space or one research group's shared space. */
export type SpaceOwner =
  { readonly kind: 'user'; readonly id: number } | { readonly kind: 'group'; readonly id: number };

/**
 * The directory that holds a space's files. Slurm job working directories sit inside the submitter's
 * personal space (`jobs/<jobId>/`), so a job's inputs and outputs are visible in cloud storage without copying.
 */
export function spaceDirectory(dataDir: string, owner: SpaceOwner): string {
  if (!Number.isSafeInteger(owner.id) || owner.id <= 0)
    throw new RangeError(`storage space id ${owner.id} is not a positive integer`);
  return join(dataDir, 'storage', owner.kind, String(owner.id));
}
