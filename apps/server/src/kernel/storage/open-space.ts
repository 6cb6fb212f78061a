import { join } from 'node:path';
import { localSpaceStorage } from './local-storage.js';
import type { SpaceOwner } from './space-paths.js';
import { spaceDirectory } from './space-paths.js';
import type { SpaceStorage } from './space-storage.js';

/** Writes in progress, beside the spaces (same file system, so finishing a write is a rename). */
export const incomingDirectory = (dataDir: string): string => join(dataDir, 'storage', '.incoming');

/** The files of a user's or a research group's space. */
export const openSpace = (dataDir: string, owner: SpaceOwner): SpaceStorage =>
  localSpaceStorage(spaceDirectory(dataDir, owner), incomingDirectory(dataDir));

/**
 * A system area (teacher certificates …): files the platform keeps for itself, outside every user's space
 * and quota. `area` is a fixed name chosen in code, never the client's.
 */
export const openSystemArea = (dataDir: string, area: string): SpaceStorage =>
  localSpaceStorage(join(dataDir, 'storage', 'system', area), incomingDirectory(dataDir));
