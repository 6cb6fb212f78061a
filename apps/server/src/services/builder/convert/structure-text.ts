import type { Molecule } from '@topoforge/chem';
import { findFormat, TopoForgeError } from '@topoforge/chem';
import { dataFileName } from './input-checks.js';

/**
 * Reads the first record of `text` with chem's reader for `extension` (parse errors name the line of
 * "data.<ext>"). The wizard holds one structure, so a file with several records is refused rather
 * than cut short without a word — except an SD file, which is a list of molecules by design: its first
 * record is taken (the upload counted that record's atoms; the browser tells the user how many it left).
 */
export function readStructureText(text: string, extension: string): Molecule {
  const format = findFormat(extension);
  if (!format?.read) {
    throw new TopoForgeError('unsupported-format', `inp '${extension}': TopoForge cannot read this format.`);
  }
  const { molecules } = format.read(text, { fileName: dataFileName(extension) });
  if (molecules.length > 1 && format.id !== 'sdf') {
    throw new TopoForgeError(
      'unsupported-format',
      `${dataFileName(extension)} holds ${molecules.length} structures; send one structure per request.`,
    );
  }
  const mol = molecules[0];
  if (!mol) throw new TopoForgeError('parse', `${dataFileName(extension)}: the file holds no structure.`);
  return mol;
}

/** Writes `mol` with chem's writer for the format id or extension (pdb, mol, xyz, cif, vasp …). */
export function writeStructureText(mol: Molecule, extension: string): string {
  const format = findFormat(extension);
  if (!format?.write) {
    throw new TopoForgeError('unsupported-format', `TopoForge cannot write '${extension}' files.`);
  }
  return format.write(mol);
}
