import type { Molecule } from '@topoforge/chem';
import { findFormat, perceive, symbolOf, TopoForgeError, withSybylTypes } from '@topoforge/chem';
import { LIBRARY_EXTENSIONS } from './library-paths.js';

export type LibraryExtension = (typeof LIBRARY_EXTENSIONS)[number];

/** One source molecule written in every library format, keyed by extension. */
export type ConvertedMolecule = Readonly<Record<LibraryExtension, string>>;

/**
 * CML ids ('a1', 'a2' …) make poor atom names in the wizard's tables; element symbol plus a count per
 * element (C1, C2, H1 …) is what antechamber and Open Babel users expect.
 */
function withElementNames(mol: Molecule): Molecule {
  const seen = new Map<number, number>();
  const names = Array.from(mol.elements, (z) => {
    const n = (seen.get(z) ?? 0) + 1;
    seen.set(z, n);
    return `${symbolOf(z)}${n}`;
  });
  return { ...mol, names };
}

/**
 * Reads one .cml file with chem's reader, perceives what it lacks (the Debian files give bonds and
 * orders, so usually nothing), and writes .pdb, .mol, .xyz and .mol2. Each output is read back with
 * chem's reader and must hold the same atoms, so the library never serves a file the wizard cannot
 * read. Throws TopoForgeError naming the problem.
 */
export function convertCml(text: string, fileName: string): ConvertedMolecule {
  const cml = findFormat('cml');
  if (!cml?.read) throw new TopoForgeError('unsupported-format', 'no CML reader');
  const { molecules } = cml.read(text, { fileName });
  if (molecules.length !== 1) {
    throw new TopoForgeError(
      'invalid-molecule',
      `${fileName}: expected one molecule, found ${molecules.length}`,
    );
  }
  const molecule = withElementNames(perceive(molecules[0] as Molecule).molecule);
  const out = {} as Record<LibraryExtension, string>;
  for (const extension of LIBRARY_EXTENSIONS) {
    const format = findFormat(extension);
    if (!format?.write || !format.read)
      throw new TopoForgeError('unsupported-format', `no ${extension} writer`);
    // mol2 carries SYBYL atom types and `ar` bonds, as the conversion calls write it.
    const written = format.write(extension === 'mol2' ? withSybylTypes(molecule) : molecule);
    const back = format.read(written, { fileName: `${fileName} as .${extension}` }).molecules;
    const count = back.reduce((sum, m) => sum + m.atomCount, 0);
    if (count !== molecule.atomCount) {
      throw new TopoForgeError(
        'invalid-molecule',
        `${fileName}: the .${extension} written holds ${count} atoms when read back, not ${molecule.atomCount}`,
      );
    }
    out[extension] = written;
  }
  return out;
}
