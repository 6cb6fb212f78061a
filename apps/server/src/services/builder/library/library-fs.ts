import { mkdir, realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { HttpError } from '../../../kernel/http/errors.js';

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

/**
 * Creates the folders of `segments` one level at a time, checking after each that its real path is
 * still inside the root (an existing symlink on the way may not lead out). Returns the real path of
 * the last folder and whether any folder was created.
 */
export async function ensureFolder(
  rootReal: string,
  segments: readonly string[],
): Promise<{ real: string; created: boolean }> {
  let current = rootReal;
  let created = false;
  for (const segment of segments) {
    const next = join(current, segment);
    try {
      await mkdir(next);
      created = true;
    } catch (error) {
      if (errnoOf(error) !== 'EEXIST') throw error;
    }
    const real = await realpath(next);
    if (!isInside(rootReal, real)) throw outsideError();
    if (!(await stat(real)).isDirectory()) {
      throw new HttpError(409, 'library-not-folder', { segment });
    }
    current = real;
  }
  return { real: current, created };
}
