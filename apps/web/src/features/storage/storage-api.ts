import type { FolderListingWire, StorageSpaceWire, StoredFileWire } from '@topoforge/contract';
import {
  storageRoutes,
  storageSpaceSchema,
  folderListingSchema,
  partReceivedSchema,
  spaceEntrySchema,
  spaceUsageSchema,
  storedFileSchema,
  uploadKeySchema,
} from '@topoforge/contract';
import { z } from 'zod';
import { storedAccessToken } from '../../api/auth-storage';
import { getJson, postBody, postJson } from '../../api/client';
import { partRange, shardPlan } from './shard-plan';

const r = storageRoutes;

export const storageSpaces = (): Promise<StorageSpaceWire[]> =>
  getJson(r.spaces.path, z.array(storageSpaceSchema));

export const listFolder = (space: string, folder: string): Promise<FolderListingWire> =>
  getJson(r.list.path, folderListingSchema, undefined, { space, folder });

export const removeEntry = (space: string, path: string) =>
  postJson(r.remove.path, { space, path }, spaceUsageSchema);
export const moveEntry = (space: string, from: string, to: string) =>
  postJson(r.move.path, { space, from, to }, spaceEntrySchema);
export const makeFolder = (space: string, path: string) =>
  postJson(r.makeFolder.path, { space, path }, spaceEntrySchema);

/**
 * The download as a plain link, so the browser streams the file to disk (a fetch would hold it in memory).
 * The token rides in the query, as spec 000 §6 allows and the server's log redacts.
 */
export function downloadUrl(space: string, path: string): string {
  const query = new URLSearchParams({ space, path });
  const token = storedAccessToken();
  if (token !== undefined) query.set('access_token', token);
  return `${r.download.path}?${query}`;
}

/** Parts sent at once: a few keep the line busy without one slow part holding up the rest. */
const PARALLEL_PARTS = 3;

/**
 * The spec's shard upload: a key (the server checks the quota first), the parts (a few at a time, each
 * re-sent once when it fails), then the merge. `onProgress` gets the bytes the server has stored.
 */
export async function uploadByShards(
  file: Blob & { readonly name: string },
  space: string,
  folder: string,
  onProgress: (sentBytes: number) => void,
): Promise<StoredFileWire> {
  const plan = shardPlan(file.size);
  const { key } = await getJson(r.uploadKey.path, uploadKeySchema, undefined, {
    fileName: file.name,
    fileSize: String(file.size),
    partSize: String(plan.partSize),
    partCount: String(plan.partCount),
    space,
    folder,
  });
  let sent = 0;
  const queue = Array.from({ length: plan.partCount }, (_, i) => i + 1);
  const sendPart = async (n: number, retry: boolean): Promise<void> => {
    const [start, end] = partRange(file.size, plan, n);
    const options = {
      query: { key, partNumber: String(n) },
      contentType: 'application/octet-stream',
      quiet: retry,
    };
    try {
      await postBody(r.uploadPart.path, file.slice(start, end), partReceivedSchema, options);
    } catch (error) {
      if (!retry) throw error;
      return sendPart(n, false);
    }
    sent += end - start;
    onProgress(sent);
  };
  const worker = async (): Promise<void> => {
    for (let n = queue.shift(); n !== undefined; n = queue.shift()) await sendPart(n, true);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PARTS, plan.partCount) }, worker));
  return postJson(r.merge.path, { key }, storedFileSchema);
}
