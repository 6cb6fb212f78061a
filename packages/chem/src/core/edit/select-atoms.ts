import type { AtomInput, BondInput, Molecule } from '../molecule.js';
import { bondList, MoleculeBuilder } from '../molecule.js';
import type { BondOrder } from '../bond-order.js';

/**
 * A new molecule holding the atoms of `order` (0-based indices into `mol`, each at most once) in that
 * order, with every per-atom column carried along (names, residues, charges, types, occupancy, mobility),
 * bonds between kept atoms renumbered in their original order, and title, cell and properties unchanged.
 * Bonds to atoms left out are dropped.
 */
export function selectAtoms(mol: Molecule, order: readonly number[]): Molecule {
  const newIndex = new Int32Array(mol.atomCount).fill(-1);
  order.forEach((old, i) => {
    newIndex[old] = i;
  });
  const builder = new MoleculeBuilder(mol.title).setCell(mol.cell);
  for (const [name, value] of Object.entries(mol.properties)) builder.setProperty(name, value);
  for (const old of order) builder.addAtom(atomInputOf(mol, old));
  for (const bond of bondList(mol)) {
    const a = newIndex[bond.a] ?? -1;
    const b = newIndex[bond.b] ?? -1;
    if (a < 0 || b < 0) continue;
    const kept: BondInput = { a, b, order: bond.order as BondOrder };
    builder.addBond(bond.image ? { ...kept, image: bond.image } : kept);
  }
  return builder.build();
}

/** Atom i of `mol` as MoleculeBuilder input, every per-atom field carried over. */
export function atomInputOf(mol: Molecule, i: number): AtomInput {
  const p = mol.positions;
  const mobility = mol.mobility;
  return {
    element: mol.elements[i] ?? 0,
    x: p[3 * i] ?? 0,
    y: p[3 * i + 1] ?? 0,
    z: p[3 * i + 2] ?? 0,
    name: mol.names[i] ?? '',
    formalCharge: mol.formalCharges[i] ?? 0,
    ...(mol.residues.length > 0 ? { residue: mol.residues[mol.residueOf[i] ?? 0] } : {}),
    ...(mol.partialCharges ? { partialCharge: mol.partialCharges[i] ?? 0 } : {}),
    ...(mol.atomTypes ? { atomType: mol.atomTypes[i] ?? '' } : {}),
    ...(mol.occupancy ? { occupancy: mol.occupancy[i] ?? 1 } : {}),
    ...(mobility
      ? { mobility: [mobility[3 * i] === 1, mobility[3 * i + 1] === 1, mobility[3 * i + 2] === 1] as const }
      : {}),
  };
}
