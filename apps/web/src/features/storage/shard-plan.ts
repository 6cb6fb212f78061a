/** Bytes of every part but the last: 8 MiB keeps a part's retry cheap and stays under the server's 64 MiB. */
export const PART_SIZE = 8 * 1024 * 1024;

/** How a file is cut for the shard upload (002 §7 getUploadFileKey: size, part size, part count). */
export interface ShardPlan {
  readonly partSize: number;
  readonly partCount: number;
}

/** ceil(size / partSize) parts; an empty file is one empty part, so it can be uploaded like any other. */
export function shardPlan(fileSize: number, partSize = PART_SIZE): ShardPlan {
  return { partSize, partCount: Math.max(1, Math.ceil(fileSize / partSize)) };
}

/** Byte range [start, end) of part `n` (1-based). */
export function partRange(fileSize: number, plan: ShardPlan, n: number): readonly [number, number] {
  const start = (n - 1) * plan.partSize;
  return [start, Math.min(fileSize, start + plan.partSize)];
}

/** A path's folder names, for the breadcrumb: '/a/b' → ['a', 'b']. */
export const folderNames = (folder: string): string[] => folder.split('/').filter((name) => name !== '');

/** The folder made of the first `depth` names ('/' for none). */
export const folderAt = (names: readonly string[], depth: number): string =>
  `/${names.slice(0, depth).join('/')}`;

/** `name` inside `folder`. */
export const childPath = (folder: string, name: string): string =>
  folder === '/' ? `/${name}` : `${folder}/${name}`;
