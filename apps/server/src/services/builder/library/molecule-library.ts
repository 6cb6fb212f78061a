import { constants } from 'node:fs';
import {
  link,
  lstat,
  mkdir,
  open,
  readdir,
  realpath,
  rename,
  stat,
  unlink,
  writeFile,
} from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { ErrorData, UploadFlow, UploadInput } from '@topoforge/chem';
import type { LibraryEntry } from '@topoforge/contract';
import { checkUpload, findFormat, isTopoForgeError, sizeFailure } from '@topoforge/chem';
import { HttpError } from '../../../kernel/http/errors.js';
import { ensureFolder, errnoOf, isInside, pathTooLongError, realRoot, resolveInside } from './library-fs.js';
import {
  isAllowedName,
  isLibraryFileName,
  parseFileName,
  parseFolderPath,
  parseNewFolderPath,
} from './library-paths.js';

export interface AddFileInput {
  readonly path?: string | undefined;
  readonly name: string;
  readonly data: string;
  readonly overwrite?: boolean | undefined;
  readonly flow?: UploadFlow | undefined;
}

export interface AddFileResult {
  readonly path: string;
  readonly name: string;
  readonly atomCount: number;
  readonly replaced: boolean;
}

/**
 * The server-side molecule library (spec 000 §2 Step 1, §7): a folder tree under one root holding
 * .pdb, .mol, .xyz and .mol2 files. Every request is checked twice: its text by library-paths.ts, then
 * its real path (symlinks followed) must lie inside the root's real path.
 */
export interface MoleculeLibrary {
  readonly root: string;
  /** Folders first, then files, each group in natural name order; only library file types. */
  list(path: string | undefined): Promise<LibraryEntry[]>;
  /** The file's text after the spec's size and atom-count checks for `flow` (000 §5). */
  read(path: string | undefined, name: string, flow?: UploadFlow): Promise<string>;
  /** Administrators: adds a checked, parseable file, never replacing one unless `overwrite`. */
  addFile(input: AddFileInput): Promise<AddFileResult>;
  /** Administrators: creates the folder (and missing parents); `created` is false when it existed. */
  addFolder(path: string): Promise<{ path: string; created: boolean }>;
}

/** The flow whose limits apply when a caller names none: the molecule wizard's (000 §5, 4000 atoms). */
export const DEFAULT_LIBRARY_FLOW: UploadFlow = 'molecule';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
const compareNames = (a: string, b: string): number => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

const folderNotFound = (path: string): HttpError => new HttpError(404, 'library-not-found/folder', { path });

const fileNotFound = (path: string, name: string): HttpError =>
  new HttpError(404, 'library-not-found/file', { path, name });

/** 400 for a refused upload or unreadable file, by chem's code and data (its English message beside). */
export const checkFailure = (failure: { code: string; message: string; data: ErrorData }): HttpError =>
  new HttpError(400, failure.code, { ...failure.data, message: failure.message });

/** The spec's upload checks (000 §5) on a library file; the atom count when they pass, else the 400. */
export function passUpload(input: UploadInput): number {
  const check = checkUpload(input);
  if (!check.ok) throw checkFailure(check);
  return check.atomCount;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * The entries of one library folder: folders first, then the files `isListed` accepts, each group in
 * natural name order (see entryType for what is left out). 404 when the folder does not exist.
 */
export async function listFolder(
  root: string,
  path: string | undefined,
  isListed: (name: string) => boolean,
): Promise<LibraryEntry[]> {
  const segments = parseFolderPath(path);
  const rootReal = await realRoot(root);
  const folder = await resolveInside(rootReal, segments);
  const shown = segments.join('/');
  if (folder === undefined) throw folderNotFound(shown);
  let dirents;
  try {
    dirents = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if (errnoOf(error) === 'ENOTDIR') throw folderNotFound(shown);
    throw error;
  }
  const entries: LibraryEntry[] = [];
  for (const dirent of dirents) {
    const type = await entryType(rootReal, join(folder, dirent.name), dirent.name, isListed);
    if (type) entries.push({ name: dirent.name, type });
  }
  return entries.sort((a, b) =>
    a.type === b.type ? compareNames(a.name, b.name) : a.type === 'folder' ? -1 : 1,
  );
}

/**
 * The text of the library file `name` in folder `segments` (already parsed), at most the upload limit
 * and UTF-8; the upload checks are the caller's.
 */
export async function readLibraryText(
  root: string,
  segments: readonly string[],
  name: string,
): Promise<{ text: string; sizeBytes: number }> {
  const rootReal = await realRoot(root);
  const real = await resolveInside(rootReal, [...segments, name]);
  if (real === undefined) throw fileNotFound(segments.join('/'), name);
  const bytes = await readLimited(real, () => fileNotFound(segments.join('/'), name));
  try {
    return { text: utf8.decode(bytes), sizeBytes: bytes.byteLength };
  } catch {
    throw new HttpError(400, 'library-not-text', { name });
  }
}

export function openLibrary(root: string): MoleculeLibrary {
  return {
    root,

    list: (path) => listFolder(root, path, isLibraryFileName),

    async read(path, rawName, flow = DEFAULT_LIBRARY_FLOW) {
      const segments = parseFolderPath(path);
      const name = parseFileName(rawName);
      const { text, sizeBytes } = await readLibraryText(root, segments, name);
      passUpload({ flow, fileName: name, sizeBytes, text });
      return text;
    },

    async addFile({ path, name: rawName, data, overwrite = false, flow = DEFAULT_LIBRARY_FLOW }) {
      const segments = parseFolderPath(path);
      const name = parseFileName(rawName);
      const atomCount = passUpload({
        flow,
        fileName: name,
        sizeBytes: Buffer.byteLength(data, 'utf8'),
        text: data,
      });
      // countAtoms reads only the counts of mol, pdb and xyz; the whole file must parse before it is kept.
      parseWhole(name, data);

      await mkdir(root, { recursive: true });
      const rootReal = await realRoot(root);
      const folder = await ensureFolder(rootReal, segments);
      try {
        const replaced = await placeFile(folder.real, name, data, overwrite);
        return { path: segments.join('/'), name, atomCount, replaced };
      } catch (error) {
        // A refused file leaves no folder behind that this request made for it.
        await folder.undo();
        if (errnoOf(error) === 'ENAMETOOLONG') throw pathTooLongError([...segments, name].join('/'));
        throw error;
      }
    },

    async addFolder(path) {
      const segments = parseNewFolderPath(path);
      await mkdir(root, { recursive: true });
      const { created } = await ensureFolder(await realRoot(root), segments);
      return { path: segments.join('/'), created };
    },
  };
}

/**
 * Writes `data` as `name` in `folder` through a temp file: a hard link never replaces an existing
 * entry; with `overwrite` a rename does (not a folder). Whether an entry of that name was there.
 */
async function placeFile(folder: string, name: string, data: string, overwrite: boolean): Promise<boolean> {
  const target = join(folder, name);
  const replaced = await exists(target);
  const temp = join(folder, `.${randomUUID()}.tmp`);
  await writeFile(temp, data, { flag: 'wx' });
  try {
    if (overwrite) await rename(temp, target);
    else await link(temp, target);
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'EEXIST' || code === 'EISDIR' || code === 'ENOTEMPTY' || code === 'ENOTDIR') {
      throw new HttpError(409, 'library-exists', { name, overwrite });
    }
    throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  return replaced;
}

/**
 * What an entry shows as: a folder, a library file, or nothing: hidden and temporary files, names the
 * path rules refuse (no request could reach them), other types, and symlinks that lead out of the
 * library or nowhere, so a listing never points outside.
 */
async function entryType(
  rootReal: string,
  path: string,
  name: string,
  isListed: (name: string) => boolean,
): Promise<LibraryEntry['type'] | undefined> {
  if (!isAllowedName(name)) return undefined;
  let info;
  try {
    const real = await realpath(path);
    if (!isInside(rootReal, real)) return undefined;
    info = await stat(real);
  } catch {
    return undefined;
  }
  if (info.isDirectory()) return 'folder';
  return info.isFile() && isListed(name) ? 'file' : undefined;
}

/**
 * Reads a regular file of at most the upload limit. The path is already real, so O_NOFOLLOW refuses
 * a symlink swapped in since; the size comes from the open handle, so it is the file that is read.
 * Only a regular file is read: lstat first, and O_NONBLOCK so that opening a FIFO (or a device) named
 * like a library file returns at once instead of holding a thread until a writer appears; the open
 * handle's fstat then refuses anything that is not a regular file (404, as the listing hides it).
 */
async function readLimited(real: string, notFound: () => HttpError): Promise<Uint8Array> {
  if (!(await isRegularFile(real))) throw notFound();
  let handle;
  try {
    handle = await open(real, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'ENOENT' || code === 'ELOOP' || code === 'EISDIR') throw notFound();
    throw error;
  }
  try {
    const info = await handle.stat();
    if (!info.isFile()) throw notFound();
    const tooLarge = sizeFailure(info.size);
    if (tooLarge) throw checkFailure(tooLarge);
    const bytes = await handle.readFile();
    const grown = sizeFailure(bytes.byteLength);
    if (grown) throw checkFailure(grown);
    return bytes;
  } finally {
    await handle.close();
  }
}

/** Runs the format's reader over the text; its ParseError (naming file and line) becomes the 400. */
function parseWhole(name: string, text: string): void {
  try {
    findFormat(name.slice(name.lastIndexOf('.') + 1))?.read?.(text, { fileName: name });
  } catch (error) {
    if (isTopoForgeError(error)) throw checkFailure(error);
    throw error;
  }
}

/** Whether `path` is itself a regular file (lstat: a symlink is not); false when it is missing. */
async function isRegularFile(path: string): Promise<boolean> {
  try {
    return (await lstat(path)).isFile();
  } catch (error) {
    const code = errnoOf(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return false;
    throw error;
  }
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch {
    return false;
  }
}
