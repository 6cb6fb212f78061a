import type { Molecule } from '@topoforge/chem';
import { findFormat, symbolOf, uploadExtension } from '@topoforge/chem';

/**
 * What a loaded file says that the user should know before generating (read with chem's reader in the
 * browser, as the server will read it): atoms whose element came from a LigParGen-style mixed-case name
 * (issue 15.1), an SD file with several records of which the first is used (issue 15.8).
 */
export type StructureNote =
  | { readonly code: 'mixed-case'; readonly count: number; readonly atoms: string }
  | { readonly code: 'sdf-records'; readonly count: number; readonly title: string };

export interface StructureReading {
  readonly notes: readonly StructureNote[];
  /**
   * The file's coordinates are shown as they are: every format but the molfile, and a molfile that is
   * not flat. A flat molfile (all z equal) is a 2D drawing and gets 3D coordinates like a sketch; a flat
   * xyz, PDB or mol2 is a real planar geometry (a graphene sheet, a porphyrin) and is kept.
   */
  readonly has3d: boolean;
}

/** How many atoms a note names one by one. */
const NAMED = 12;

/** Reads `text` as its extension says; a file chem cannot read gives no notes (the server will say why). */
export function readStructureNotes(fileName: string, text: string): StructureReading {
  const read = findFormat(uploadExtension(fileName))?.read;
  if (!read) return { notes: [], has3d: false };
  let result: ReturnType<typeof read>;
  try {
    result = read(text, { fileName });
  } catch {
    return { notes: [], has3d: false };
  }
  const first = result.molecules[0];
  if (first === undefined) return { notes: [], has3d: false };
  const notes: StructureNote[] = [];
  const mixed = result.diagnostics.find((d) => d.code === 'pdb-element-mixed-case');
  if (mixed?.atoms !== undefined) notes.push(mixedCaseNote(first, mixed.atoms));
  if (uploadExtension(fileName) === 'sdf' && result.molecules.length > 1) {
    notes.push({ code: 'sdf-records', count: result.molecules.length, title: first.title || '1' });
  }
  const molfile = ['mol', 'sdf'].includes(uploadExtension(fileName));
  return { notes, has3d: !molfile || is3d(first) };
}

function mixedCaseNote(mol: Molecule, atoms: readonly number[]): StructureNote {
  const named = atoms
    .slice(0, NAMED)
    .map((i) => `${i + 1} ${mol.names[i] ?? ''} → ${symbolOf(mol.elements[i] ?? 0)}`)
    .join(', ');
  const more = atoms.length > NAMED ? ` … (+${atoms.length - NAMED})` : '';
  return { code: 'mixed-case', count: atoms.length, atoms: `${named}${more}` };
}

/** Coordinates spread over more than 0.01 Å in z after nothing else: a flat sketch or an xy file is 2D. */
function is3d(mol: Molecule): boolean {
  if (mol.atomCount < 2) return mol.atomCount === 1;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < mol.atomCount; i++) {
    const z = mol.positions[3 * i + 2] ?? 0;
    lo = Math.min(lo, z);
    hi = Math.max(hi, z);
  }
  return hi - lo > 0.01;
}
