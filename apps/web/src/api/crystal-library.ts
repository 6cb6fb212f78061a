import type { LibraryEntry } from '@topoforge/contract';
import {
  listFrameworkLibraryRoute,
  listMineralLibraryRoute,
  readFrameworkLibraryFileRoute,
  readMineralLibraryFileRoute,
} from '@topoforge/contract';
import { getJson } from './client';

/** The two crystal libraries of the server (contract api/crystal-library.ts). */
export type CrystalLibraryId = 'minerals' | 'frameworks';

const ROUTES = {
  minerals: { list: listMineralLibraryRoute, read: readMineralLibraryFileRoute },
  frameworks: { list: listFrameworkLibraryRoute, read: readFrameworkLibraryFileRoute },
} as const;

/** One folder of a crystal library: folders first, then its .cif, .vasp, .gif and .car files (001 §5). */
export const listCrystalLibrary = (
  library: CrystalLibraryId,
  path: string,
  signal?: AbortSignal,
): Promise<LibraryEntry[]> => {
  const { list } = ROUTES[library];
  return getJson(list.path, list.answer.data, signal, { path });
};

/** A crystal file's text, after the server's crystal-flow checks (1 MB, 1000 atoms after symmetry). */
export const readCrystalLibraryFile = (
  library: CrystalLibraryId,
  path: string,
  name: string,
  signal?: AbortSignal,
): Promise<string> => {
  const { read } = ROUTES[library];
  return getJson(read.path, read.answer.data, signal, { path, name });
};
