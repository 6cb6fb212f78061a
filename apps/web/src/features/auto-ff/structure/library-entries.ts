import type { LibraryEntry } from '@topoforge/contract';

/** One molecule of a library folder: its name once, with the formats the library holds it in. */
export interface LibraryMolecule {
  readonly name: string;
  /** Extensions without the dot, the preferred one first. */
  readonly formats: readonly string[];
}

export interface LibraryFolderView {
  readonly folders: readonly string[];
  readonly molecules: readonly LibraryMolecule[];
}

/**
 * The order formats are offered in (issue 16.6: each molecule once, its formats as a choice): the
 * molfile first (bond orders and charges as drawn, the chemical-structures source converted once), then
 * mol2, PDB, xyz.
 */
const PREFERRED = ['mol', 'sdf', 'mol2', 'pdb', 'xyz'];

const rank = (format: string): number => {
  const at = PREFERRED.indexOf(format);
  return at < 0 ? PREFERRED.length : at;
};

/** Splits 'benzene.mol2' into name and lower-case extension; a name without a dot has no format. */
export function splitFileName(file: string): { name: string; format: string } {
  const dot = file.lastIndexOf('.');
  if (dot <= 0) return { name: file, format: '' };
  return { name: file.slice(0, dot), format: file.slice(dot + 1).toLowerCase() };
}

/** A folder's entries as folders and molecules (files of one name grouped), keeping the listing's order. */
export function groupLibraryEntries(entries: readonly LibraryEntry[]): LibraryFolderView {
  const folders: string[] = [];
  const byName = new Map<string, string[]>();
  for (const entry of entries) {
    if (entry.type === 'folder') {
      folders.push(entry.name);
      continue;
    }
    const { name, format } = splitFileName(entry.name);
    const formats = byName.get(name) ?? [];
    if (!formats.includes(format)) formats.push(format);
    byName.set(name, formats);
  }
  const molecules = [...byName].map(([name, formats]) => ({
    name,
    formats: [...formats].sort((a, b) => rank(a) - rank(b)),
  }));
  return { folders, molecules };
}

/** The folders and molecules whose names hold `query` (case-insensitive, spaces and - _ alike). */
export function filterLibrary(view: LibraryFolderView, query: string): LibraryFolderView {
  const norm = (s: string): string =>
    s
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ')
      .trim();
  const q = norm(query);
  if (q === '') return view;
  return {
    folders: view.folders.filter((f) => norm(f).includes(q)),
    molecules: view.molecules.filter((m) => norm(m.name).includes(q)),
  };
}
