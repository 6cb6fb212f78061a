import { mol2Format, mol2Molecules } from './mol2-structure';

/**
 * The mol2 with one charge per atom, as the parameter call expects (000 §7: the charge results go into
 * the mol2): chem reads it, takes the charges as the atoms' partial charges and writes it again
 * (USER_CHARGES, so readers keep them). Throws when the counts differ: charges of another structure
 * must never be written.
 */
export function writeMol2Charges(mol2: string, charges: readonly number[]): string {
  const molecules = mol2Molecules(mol2);
  const atoms = molecules.reduce((sum, m) => sum + m.atomCount, 0);
  if (atoms !== charges.length) throw new Error(`${charges.length} charges for ${atoms} atoms`);
  const { write } = mol2Format();
  let offset = 0;
  return molecules
    .map((molecule) => {
      const partialCharges = Float64Array.from(charges.slice(offset, offset + molecule.atomCount));
      offset += molecule.atomCount;
      return write({ ...molecule, partialCharges });
    })
    .join('');
}
