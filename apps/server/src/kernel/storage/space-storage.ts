import type { Readable } from 'node:stream';

/** One file or folder of a space, as the list and stat calls answer it. */
export interface SpaceEntry {
  readonly name: string;
  /** The path in the space, '/'-separated from the space's root ('/a/b.txt'). */
  readonly path: string;
  readonly kind: 'file' | 'folder';
  /** Bytes; 0 for a folder. */
  readonly size: number;
  /** Epoch milliseconds of the last change. */
  readonly modifiedAt: number;
}

/** A byte range of a download, both ends inclusive (HTTP's Range). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

/**
 * The files of one space. Paths are the client's ('/' is the space's root) and are checked on every call
 * (no '..', no link out of the space). The local implementation keeps a space in its directory
 * (`spaceDirectory`); another backend (object storage) would implement the same calls.
 */
export interface SpaceStorage {
  /**
   * Writes a new file from a stream of bytes; refused when something exists at `path` already. The bytes
   * land under a temporary name first and are renamed into place when complete, so a failed or aborted
   * upload leaves nothing. `maxBytes`: the write stops with a 413 once the stream passes it.
   */
  put(
    path: string,
    source: Readable | AsyncIterable<Uint8Array>,
    options?: { maxBytes?: number },
  ): Promise<SpaceEntry>;
  /** A file's bytes (optionally a range of them) as a stream, with its entry. */
  read(path: string, range?: ByteRange): Promise<{ readonly entry: SpaceEntry; readonly stream: Readable }>;
  /** A folder's entries, folders first, then by name. */
  list(folder: string): Promise<SpaceEntry[]>;
  stat(path: string): Promise<SpaceEntry>;
  /** Removes a file or a folder with everything in it. The root cannot be removed. */
  remove(path: string): Promise<void>;
  /** Moves or renames; refused when the target exists or a folder would go into itself. */
  move(from: string, to: string): Promise<SpaceEntry>;
  makeFolder(path: string): Promise<SpaceEntry>;
  /** Bytes of every file in the space, measured from the files (job folders included). */
  usage(): Promise<number>;
}
