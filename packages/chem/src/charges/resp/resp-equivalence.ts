import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { withBonds, withFormalCharges } from '../../core/molecule.js';
import { symmetryClasses } from '../../perception/symmetry.js';

/**
 * The atoms RESP gives one charge: perception's symmetry classes of the bond graph with every bond
 * read as single and no formal charges. Elements, connectivity and explicit hydrogens still separate
 * atoms, but the two oxygens of a carboxylate, of a nitro group or the nitrogens of an amidinium —
 * which one Lewis structure writes differently though the molecule's potential treats them alike —
 * fall into one class.
 */
export function respEquivalenceClasses(mol: Molecule): Uint32Array {
  const single = { ...mol.bonds, order: new Uint8Array(mol.bonds.count).fill(BondOrder.Single) };
  return symmetryClasses(withFormalCharges(withBonds(mol, single), new Int8Array(mol.atomCount)));
}
