import type { LibraryEntry } from '@topoforge/contract';
import { HttpError } from '../../../kernel/http/errors.js';
import { isCrystalLibraryFileName, parseCrystalFileName, parseFolderPath } from './library-paths.js';
import { listFolder, passUpload, readLibraryText } from './molecule-library.js';

/** The two read-only crystal libraries: Debian's minerals and the project's MOF/COF frameworks. */
export type CrystalLibraryKind = 'minerals' | 'frameworks';

/**
 * A read-only folder tree of crystal structures (spec 001 §2.5 minerals, §2.6 variant C frameworks),
 * served like the molecule library: the same path rules and symlink containment, the same entries,
 * only .cif, .vasp, .gif and .car files (001 §5), and the crystal flow's upload checks on every file read
 * (000 §5: 1048576 bytes, 1000 atoms after the CIF's symmetry operators are applied).
 */
export interface CrystalLibrary {
  readonly root: string;
  readonly kind: CrystalLibraryKind;
  /** Folders first, then the crystal files, each group in natural name order. */
  list(path: string | undefined): Promise<LibraryEntry[]>;
  /** The file's text after the crystal flow's size and atom-count checks. */
  read(path: string | undefined, name: string): Promise<string>;
}

/**
 * The library's errors name it: the molecule library's path and not-found errors get `library` in
 * their data, so the message says "mineral library" or "framework library".
 */
async function naming<T>(kind: CrystalLibraryKind, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError && error.key.startsWith('library-')) {
      throw new HttpError(error.statusCode, error.key, { ...error.data, library: kind });
    }
    throw error;
  }
}

export function openCrystalLibrary(root: string, kind: CrystalLibraryKind): CrystalLibrary {
  return {
    root,
    kind,
    list: (path) => naming(kind, () => listFolder(root, path, isCrystalLibraryFileName)),
    read: (path, rawName) =>
      naming(kind, async () => {
        const segments = parseFolderPath(path);
        const name = parseCrystalFileName(rawName);
        const { text, sizeBytes } = await readLibraryText(root, segments, name);
        passUpload({ flow: 'crystal', fileName: name, sizeBytes, text });
        return text;
      }),
  };
}
