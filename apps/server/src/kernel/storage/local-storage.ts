import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import type { Stats } from 'node:fs';
import { lstat, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../http/errors.js';
import { normalSpacePath, resolveInSpace, spacePathSegments } from './safe-path.js';
import type { ByteRange, SpaceEntry, SpaceStorage } from './space-storage.js';
import { measureUsage } from './usage.js';

const notFound = (path: string) => new HttpError(404, 'storage-not-found', { path });
const exists = (path: string) => new HttpError(409, 'storage-exists', { path });

/**
 * A space on the local file system, rooted at `root` (spaceDirectory). `incomingDir` holds writes in
 * progress; it must be on the same file system as the space so that finishing a write is one rename.
 */
export function localSpaceStorage(root: string, incomingDir: string): SpaceStorage {
  const ready = Promise.all([mkdir(root, { recursive: true }), mkdir(incomingDir, { recursive: true })]);
  const where = async (path: string): Promise<string> => {
    await ready;
    return resolveInSpace(root, path);
  };
  const entryAt = async (path: string): Promise<SpaceEntry> => {
    const info = await statOrNull(await where(path));
    if (!info) throw notFound(path);
    return toEntry(normalSpacePath(spacePathSegments(path)), info);
  };

  return {
    async put(path, source, options = {}) {
      const target = await where(path);
      await prepareNewFile(path, target);
      const temporary = join(incomingDir, randomBytes(12).toString('hex'));
      try {
        await pipeline(source, limitBytes(options.maxBytes), createWriteStream(temporary, { flags: 'wx' }));
        // A file that appeared meanwhile is not replaced (rename would overwrite it).
        if (await statOrNull(target)) throw exists(path);
        await rename(temporary, target);
      } finally {
        await rm(temporary, { force: true });
      }
      return entryAt(path);
    },
    async read(path, range?: ByteRange) {
      const entry = await entryAt(path);
      if (entry.kind !== 'file') throw new HttpError(400, 'storage-not-file', { path });
      const stream = createReadStream(await where(path), range ? { start: range.start, end: range.end } : {});
      return { entry, stream };
    },
    async list(folder) {
      const entry = await entryAt(folder);
      if (entry.kind !== 'folder') throw new HttpError(400, 'storage-not-folder', { path: folder });
      const directory = await where(folder);
      const entries: SpaceEntry[] = [];
      for (const name of await readdir(directory)) {
        const info = await lstat(join(directory, name)).catch(() => null);
        // Links (a job may leave one) are not listed: the space's calls never follow them.
        if (!info || info.isSymbolicLink()) continue;
        entries.push(toEntry(`${entry.path === '/' ? '' : entry.path}/${name}`, info));
      }
      return entries.sort((a, b) =>
        a.kind === b.kind ? a.name.localeCompare(b.name) : a.kind === 'folder' ? -1 : 1,
      );
    },
    stat: entryAt,
    async remove(path) {
      if (spacePathSegments(path).length === 0) throw new HttpError(400, 'storage-root', { path });
      await entryAt(path);
      await rm(await where(path), { recursive: true, force: true });
    },
    async move(from, to) {
      const fromNames = spacePathSegments(from);
      const toNames = spacePathSegments(to);
      if (fromNames.length === 0 || toNames.length === 0)
        throw new HttpError(400, 'storage-root', { path: from });
      const source = await entryAt(from);
      if (source.kind === 'folder' && `${normalSpacePath(toNames)}/`.startsWith(`${source.path}/`)) {
        throw new HttpError(400, 'storage-into-itself', { path: to });
      }
      const target = await where(to);
      if (await statOrNull(target)) throw exists(to);
      const parent = await statOrNull(join(target, '..'));
      if (!parent?.isDirectory())
        throw new HttpError(400, 'storage-not-folder', { path: normalSpacePath(toNames.slice(0, -1)) });
      await rename(await where(from), target);
      return entryAt(to);
    },
    async makeFolder(path) {
      const target = await where(path);
      if (await statOrNull(target)) throw exists(path);
      await mkdir(target, { recursive: true });
      return entryAt(path);
    },
    async usage() {
      await ready;
      return measureUsage(root);
    },
  };
}

/** A new file's target must be free and its parent a folder (made when missing). */
async function prepareNewFile(path: string, target: string): Promise<void> {
  if (spacePathSegments(path).length === 0) throw new HttpError(400, 'storage-root', { path });
  if (await statOrNull(target)) throw exists(path);
  const parent = await statOrNull(join(target, '..'));
  if (parent && !parent.isDirectory()) throw new HttpError(400, 'storage-not-folder', { path });
  await mkdir(join(target, '..'), { recursive: true });
}

function toEntry(path: string, info: Stats): SpaceEntry {
  return {
    name: path === '/' ? '' : basename(path),
    path,
    kind: info.isDirectory() ? 'folder' : 'file',
    size: info.isDirectory() ? 0 : info.size,
    modifiedAt: Math.round(info.mtimeMs),
  };
}

async function statOrNull(path: string): Promise<Stats | null> {
  try {
    return await stat(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Passes bytes through and fails with a 413 once more than `limit` went by. */
function limitBytes(limit: number | undefined): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      seen += chunk.length;
      if (limit !== undefined && seen > limit) done(new HttpError(413, 'storage-too-large', { limit }));
      else done(null, chunk);
    },
  });
}
