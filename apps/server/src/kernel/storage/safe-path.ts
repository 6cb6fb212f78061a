import { lstat, realpath } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { HttpError } from '../http/errors.js';

/** Longest relative path and longest single name we accept (ext4 names are at most 255 bytes). */
const PATH_MAX = 1024;
const NAME_MAX_BYTES = 255;

/**
 * A path inside a space as the client names it ('/', 'a/b.txt', '/results/run 1'), checked and split into
 * names. Refused, naming the path: '..' or '.' segments, a backslash or NUL, names over 255 bytes. A
 * leading '/' means the space's root (the client's folders are absolute within the space), so it is not
 * an absolute file-system path: the names are always joined below the space's directory.
 */
export function spacePathSegments(path: string): string[] {
  const refuse = (): never => {
    throw new HttpError(400, 'storage-path-unsafe', { path });
  };
  if (path.length > PATH_MAX || /[\\\0]/.test(path)) refuse();
  const names = path.split('/').filter((name) => name !== '');
  for (const name of names) {
    if (name === '.' || name === '..' || Buffer.byteLength(name) > NAME_MAX_BYTES) refuse();
  }
  return names;
}

/** The client's form of a path: '/' and names joined by '/'. */
export const normalSpacePath = (segments: readonly string[]): string => `/${segments.join('/')}`;

/**
 * The file-system path of `path` below `root`, after checking that no existing part of it is a symbolic
 * link leading outside the space (a job could leave one in its folder). The deepest existing ancestor is
 * resolved, so a path that does not exist yet (an upload's target) is checked through its parent.
 */
export async function resolveInSpace(root: string, path: string): Promise<string> {
  const segments = spacePathSegments(path);
  const target = join(root, ...segments);
  const realRoot = await realpath(root);
  for (let depth = segments.length; depth >= 0; depth--) {
    const existing = join(root, ...segments.slice(0, depth));
    let real: string;
    try {
      real = await realpath(existing);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      // A name that exists but does not resolve is a dangling symbolic link: writing through it could
      // create a file anywhere, so it is refused like a link that leads out.
      if (
        await lstat(existing).then(
          () => true,
          () => false,
        )
      )
        throw new HttpError(400, 'storage-path-unsafe', { path });
      continue;
    }
    if (real !== realRoot && !real.startsWith(realRoot + sep)) {
      throw new HttpError(400, 'storage-path-unsafe', { path });
    }
    return target;
  }
  return target;
}
