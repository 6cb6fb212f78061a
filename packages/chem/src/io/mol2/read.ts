import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { Molecule, Residue } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { ReadOptions, ReadResult } from '../format.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { Mol2Atom } from './read-atoms.js';
import { readAtoms } from './read-atoms.js';
import { readBonds } from './read-bonds.js';
import type { Substructure } from './read-extras.js';
import { readCrysin, readSubstructures, readUnityCharges } from './read-extras.js';
import type { Mol2Header } from './molecule-header.js';
import { MOLECULE_TYPE_PROPERTY, readHeader } from './molecule-header.js';
import type { Mol2Section } from './sections.js';
import { mol2Molecules } from './sections.js';

/**
 * Reads a Tripos mol2 file: one Molecule per '@<TRIPOS>MOLECULE'. Atom types (column 6) go to atomTypes,
 * charges to partialCharges (unless the charge type is NO_CHARGES and every charge is 0), SUBSTRUCTURE
 * names and chains to residues, CRYSIN to the cell, UNITY_ATOM_ATTR 'charge' to formal charges.
 */
export function readMol2(text: string, options: ReadOptions = {}): ReadResult {
  const ctx: TextContext = { format: 'mol2', fileName: options.fileName };
  const diagnostics: Diagnostic[] = [];
  const molecules = mol2Molecules(ctx, text).map((sections) => readMolecule(ctx, sections, diagnostics));
  return { molecules, diagnostics };
}

function readMolecule(
  ctx: TextContext,
  sections: readonly Mol2Section[],
  diagnostics: Diagnostic[],
): Molecule {
  const find = (name: string): Mol2Section | undefined => sections.find((s) => s.name === name);
  const header = readHeader(ctx, sections[0] as Mol2Section);
  const atomSection = find('ATOM');
  if (!atomSection && header.atomCount > 0)
    fail(ctx, header.line, 'the molecule has no @<TRIPOS>ATOM record.');
  const atoms = atomSection ? readAtoms(ctx, atomSection, header.atomCount, diagnostics) : [];
  const ids = atomIds(ctx, atoms, atomSection);
  const bonds = readBonds(ctx, find('BOND'), header.bondCount, ids, diagnostics);
  const substructures = readSubstructures(ctx, find('SUBSTRUCTURE'));
  const formal = readUnityCharges(ctx, find('UNITY_ATOM_ATTR'), ids);
  const charged = hasCharges(header, atoms, diagnostics);
  const builder = new MoleculeBuilder(header.title);
  atoms.forEach((a, i) =>
    builder.addAtom({
      element: a.element,
      x: a.x,
      y: a.y,
      z: a.z,
      name: a.name,
      atomType: a.type,
      formalCharge: formal.get(i) ?? 0,
      residue: residueOf(a, substructures),
      ...(charged ? { partialCharge: a.charge ?? 0 } : {}),
    }),
  );
  bonds.forEach((b) => builder.addBond(b));
  builder.setCell(readCrysin(ctx, find('CRYSIN'), diagnostics));
  if (header.moleculeType) builder.setProperty(MOLECULE_TYPE_PROPERTY, header.moleculeType);
  if (atoms.length === 0)
    diagnostics.push(warning('mol2-no-atoms', 'The molecule holds no atoms.', { line: header.line }));
  return builder.build();
}

function atomIds(
  ctx: TextContext,
  atoms: readonly Mol2Atom[],
  section: Mol2Section | undefined,
): Map<number, number> {
  const ids = new Map<number, number>();
  atoms.forEach((a, i) => {
    if (ids.has(a.id)) fail(ctx, section?.line, `atom id ${a.id} is used twice in the ATOM record.`);
    ids.set(a.id, i);
  });
  return ids;
}

/** The charge column counts unless the file says NO_CHARGES; nonzero charges under NO_CHARGES are kept with a warning. */
function hasCharges(header: Mol2Header, atoms: readonly Mol2Atom[], diagnostics: Diagnostic[]): boolean {
  if (!atoms.some((a) => a.charge !== undefined)) return false;
  if (header.chargeType?.toUpperCase() !== 'NO_CHARGES') return true;
  const nonzero = atoms.some((a) => (a.charge ?? 0) !== 0);
  if (nonzero) {
    diagnostics.push(
      warning(
        'mol2-no-charges-type',
        'The charge type is NO_CHARGES but the charge column is not all zero; the charges are kept.',
        { line: header.line },
      ),
    );
  }
  return nonzero;
}

/** subst_id is the residue number, subst_name its name as written; the chain comes from SUBSTRUCTURE. */
function residueOf(a: Mol2Atom, substructures: ReadonlyMap<number, Substructure>): Residue | undefined {
  if (a.substId === undefined) return undefined;
  const sub = substructures.get(a.substId);
  return { name: a.substName ?? sub?.name ?? 'UNK', number: a.substId, chain: sub?.chain ?? '' };
}
