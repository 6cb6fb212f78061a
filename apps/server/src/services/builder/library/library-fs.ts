import { lstat, mkdir, realpath, rmdir, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { HttpError } from '../../../kernel/http/errors.js';
import { printable } from './library-paths.js';

/** Node's error code of a failed file-system call, if it has one. */
export const errnoOf = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;

const isMissing = (error: unknown): boolean => errnoOf(error) === 'ENOENT' || errnoOf(error) === 'ENOTDIR';

export const outsideError = (): HttpError => new HttpError(400, 'library-path/outside', { what: 'path' });

export const libraryMissingError = (): HttpError => new HttpError(404, 'library-not-found/library');

/** The real path of the library root; 404 when the library was never built. */
export async function realRoot(root: string): Promise<string> {
  try {
    return await realpath(root);
  } catch (error) {
    if (isMissing(error)) throw libraryMissingError();
    throw error;
  }
}

/** True when `real` (a realpath) is the root or below it: the one containment test. */
export const isInside = (rootReal: string, real: string): boolean =>
  real === rootReal || real.startsWith(rootReal.endsWith(sep) ? rootReal : rootReal + sep);

/**
 * The real path of `segments` under the root, after every symlink on the way is followed; undefined
 * when it does not exist. A path that ends up outside the root (a symlink inside the library pointing
 * out of it) is refused with a 400, whether or not the target exists.
 */
export async function resolveInside(
  rootReal: string,
  segments: readonly string[],
): Promise<string | undefined> {
  let real: string;
  try {
    real = await realpath(join(rootReal, ...segments));
  } catch (error) {
    if (isMissing(error)) return undefined;
    if (errnoOf(error) === 'ELOOP') throw outsideError();
    throw error;
  }
  if (!isInside(rootReal, real)) throw outsideError();
  return real;
}

/** 400: the path's `shown` prefix is a symlink whose target does not exist. */
const danglingError = (shown: string): HttpError =>
  new HttpError(400, 'library-path/dangling', { what: 'path', path: printable(shown) });

/** 400: the file system found the path too long (ENAMETOOLONG) below this library's root. */
export const pathTooLongError = (shown: string): HttpError =>
  new HttpError(400, 'library-path/too-long-on-disk', { what: 'path', path: printable(shown) });

/** The folders one request created, deepest last, and how to remove them again. */
export interface CreatedFolders {
  /** The real path of the last folder. */
  readonly real: string;
  /** Whether any folder was created. */
  readonly created: boolean;
  /** Removes the folders this request created (deepest first), leaving anything put in them since. */
  undo(): Promise<void>;
}

/**
 * One existing entry on the way: followed to its real path, which must exist (a dangling symlink is a
 * 400 naming the path), lie inside the root and be a folder (409 otherwise).
 */
async function existingFolder(
  rootReal: string,
  path: string,
  shown: string,
  segment: string,
): Promise<string> {
  let real: string;
  try {
    real = await realpath(path);
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') throw danglingError(shown);
    if (code === 'ELOOP') throw outsideError();
    throw error;
  }
  if (!isInside(rootReal, real)) throw outsideError();
  if (!(await stat(real)).isDirectory()) {
    throw new HttpError(409, 'library-not-folder', { segment });
  }
  return real;
}

/** Whether `path` exists as an entry of its own (a dangling symlink exists), without following it. */
async function entryExists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** Removes `folders` deepest first; a folder that is no longer empty stays. */
async function removeFolders(folders: readonly string[]): Promise<void> {
  for (const folder of [...folders].reverse()) await rmdir(folder).catch(() => undefined);
}

/**
 * Creates the folders of `segments` one level at a time. An existing entry on the way is checked
 * before anything below it is made: its real path must exist (not a dangling symlink), lie inside the
 * root and be a folder. When any step fails, the folders this call created are removed again, so a
 * refused request leaves nothing behind; `undo` does the same for a later failure of the caller.
 */
export async function ensureFolder(rootReal: string, segments: readonly string[]): Promise<CreatedFolders> {
  let current = rootReal;
  const made: string[] = [];
  try {
    for (const [i, segment] of segments.entries()) {
      const next = join(current, segment);
      const shown = segments.slice(0, i + 1).join('/');
      if (!(await entryExists(next))) {
        try {
          await mkdir(next);
          made.push(next);
        } catch (error) {
          // Another request made it in the meantime: it is then checked as an existing entry.
          if (errnoOf(error) !== 'EEXIST') throw error;
        }
      }
      current = await existingFolder(rootReal, next, shown, segment);
    }
  } catch (error) {
    await removeFolders(made);
    if (errnoOf(error) === 'ENAMETOOLONG') throw pathTooLongError(segments.join('/'));
    throw error;
  }
  return { real: current, created: made.length > 0, undo: () => removeFolders(made) };
}
