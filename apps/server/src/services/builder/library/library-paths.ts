import { UPLOAD_FLOWS } from '@topoforge/chem';
import { HttpError } from '../../../kernel/http/errors.js';

/** The structure files the library holds and lists (spec 000 §2 Step 1). */
export const LIBRARY_EXTENSIONS = ['pdb', 'mol', 'xyz', 'mol2'] as const;

/** Deep enough for any sensible tree; a bound keeps a hostile path from costing more than a few stats. */
export const MAX_PATH_DEPTH = 16;
/** Linux NAME_MAX, in UTF-8 bytes. */
export const MAX_SEGMENT_BYTES = 255;
/**
 * A whole folder path, in UTF-8 bytes: a quarter of Linux PATH_MAX (4096), so the library root, the
 * path, a file name and a temp name always fit; 16 segments of 255 bytes would not (ENAMETOOLONG).
 */
export const MAX_PATH_BYTES = 1024;

/**
 * One name in the library: Unicode letters and digits (so Chinese names work) plus a few ASCII marks
 * that chemical names use. Everything else is refused rather than escaped, which shuts out in one rule
 * the separators (/ and \), NUL and control characters, '%' (a percent-encoded or double-encoded form
 * left after Fastify's one decoding), and look-alikes of '.' and '/' such as U+FF0E, U+2024, U+2215,
 * U+FF0F (they are punctuation or symbols, not letters).
 */
const SEGMENT = /^[\p{L}\p{M}\p{N}_\-+.,()[\] ]+$/u;

/** 400 'library-path/<why>' (the catalogue key) about the field `what`. */
const pathError = (
  what: 'path' | 'name',
  key: string,
  data: { segment?: string; path?: string; limit?: number } = {},
) => new HttpError(400, key, { what, ...data });

function checkSegment(segment: string, what: 'path' | 'name'): string {
  if (segment === '') {
    throw pathError(what, 'library-path/empty');
  }
  if (segment.startsWith('.')) {
    // '.', '..', '....' and hidden files alike: none is a library entry.
    throw pathError(what, 'library-path/leading-dot', { segment });
  }
  if (!SEGMENT.test(segment) || segment.normalize('NFKC') !== segment.normalize('NFC')) {
    throw pathError(what, 'library-path/characters', { segment: printable(segment) });
  }
  if (segment.endsWith(' ') || segment.endsWith('.')) {
    throw pathError(what, 'library-path/trailing', { segment });
  }
  if (Buffer.byteLength(segment, 'utf8') > MAX_SEGMENT_BYTES) {
    throw pathError(what, 'library-path/too-long', { segment: printable(segment), limit: MAX_SEGMENT_BYTES });
  }
  return segment;
}

/**
 * A folder path relative to the library root, as its segments: '' (or an absent path) is the root;
 * segments are separated by '/'. Refused with a 400: absolute paths, empty, '.'-led (so '.' and '..')
 * or over-long segments, and any character outside the SEGMENT set. The result only names entries
 * under the root lexically; the service still checks the real path (symlinks) before using it.
 */
export function parseFolderPath(raw: string | undefined): string[] {
  if (raw === undefined || raw === '') return [];
  if (raw.startsWith('/')) {
    throw pathError('path', 'library-path/absolute');
  }
  if (Buffer.byteLength(raw, 'utf8') > MAX_PATH_BYTES) {
    throw pathError('path', 'library-path/path-too-long', { path: printable(raw), limit: MAX_PATH_BYTES });
  }
  const segments = raw.split('/');
  if (segments.length > MAX_PATH_DEPTH) {
    throw pathError('path', 'library-path/too-deep', { limit: MAX_PATH_DEPTH });
  }
  return segments.map((s) => checkSegment(s.normalize('NFC'), 'path'));
}

/** A folder name to create (one or more segments, as parseFolderPath) that must not be the root. */
export function parseNewFolderPath(raw: string): string[] {
  const segments = parseFolderPath(raw);
  if (segments.length === 0) {
    throw pathError('path', 'library-path/no-folder');
  }
  return segments;
}

/** The extension (lower case, no dot) of a library file name, or '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export const isLibraryFileName = (name: string): boolean =>
  (LIBRARY_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/**
 * A file name: one segment (no '/'), by the same rules, ending in .pdb, .mol, .xyz or .mol2
 * (any case); another extension answers the spec's upload message (000 §5).
 */
export function parseFileName(raw: string): string {
  if (raw.includes('/')) {
    throw pathError('name', 'library-path/slash');
  }
  const name = checkSegment(raw.normalize('NFC'), 'name');
  if (!isLibraryFileName(name)) {
    // The library's own four (000 §2), in the order the spec's message lists them; uploads also take .sdf.
    const extensions = UPLOAD_FLOWS.molecule.extensions.filter((e) => isLibraryFileName(`x.${e}`));
    throw new HttpError(400, 'upload-extension', { extensions });
  }
  return name;
}

/**
 * The files the mineral and framework libraries list and read: the selection rule of those variants
 * (001 §5: "selected entry must be .cif, .vasp, .gif or .car"), in its order.
 */
export const CRYSTAL_LIBRARY_EXTENSIONS = ['cif', 'vasp', 'gif', 'car'] as const;

export const isCrystalLibraryFileName = (name: string): boolean =>
  (CRYSTAL_LIBRARY_EXTENSIONS as readonly string[]).includes(extensionOf(name));

/**
 * A file name of a crystal library: one segment by the same rules, ending in .cif, .vasp, .gif or .car
 * (any case); another extension answers the upload message with those four.
 */
export function parseCrystalFileName(raw: string): string {
  if (raw.includes('/')) {
    throw pathError('name', 'library-path/slash');
  }
  const name = checkSegment(raw.normalize('NFC'), 'name');
  if (!isCrystalLibraryFileName(name)) {
    throw new HttpError(400, 'upload-extension', { extensions: [...CRYSTAL_LIBRARY_EXTENSIONS] });
  }
  return name;
}

/** Whether a name on disk could be asked for: listings leave out the others, which no request can reach. */
export function isAllowedName(name: string): boolean {
  try {
    return checkSegment(name, 'name') === name && name === name.normalize('NFC');
  } catch {
    return false;
  }
}

/** Control characters and NUL shown as \uXXXX, so an error message never carries them raw; at most 80 characters. */
export function printable(text: string): string {
  const shown = text.length > 80 ? `${text.slice(0, 80)}…` : text;
  return shown.replace(/\p{Cc}/gu, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
