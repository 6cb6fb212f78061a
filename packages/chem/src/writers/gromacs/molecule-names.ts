import type { Molecule } from '../../core/molecule.js';

/** An input residue name that can name a molecule type and its posre_<name>.itp. */
const INPUT_NAME = /^[A-Za-z0-9]{1,4}$/;

/**
 * Names of the molecule types. One type: the residue name asked for (as before molecules were
 * split). Several: the input's residue names (BMIM and BF4 of a PDB) when every type's first molecule
 * has one residue name throughout, a usable one, and no two types share one (ignoring case, file names
 * may be case-blind); else the residue name asked for followed by the type's number, all of one width
 * (IL1, IL2; MOL01 … MOL12), at most 5 characters as the .gro's residue column allows while there are
 * fewer than 10,000 types.
 */
export function moleculeTypeNames(
  molecule: Molecule,
  residueName: string,
  count: number,
  firstAtoms: readonly (readonly number[])[],
): string[] {
  if (count === 1) return [residueName];
  const fromInput = firstAtoms.map((atoms) => {
    const names = new Set(atoms.map((a) => molecule.residues[molecule.residueOf[a] ?? 0]?.name.trim() ?? ''));
    const name = names.size === 1 ? [...names][0]! : '';
    return INPUT_NAME.test(name) ? name : '';
  });
  const distinct = new Set(fromInput.map((n) => n.toUpperCase()));
  if (!fromInput.includes('') && distinct.size === count) return fromInput;
  const width = String(count).length;
  const prefix = residueName.slice(0, Math.max(1, 5 - width));
  return Array.from({ length: count }, (_, k) => `${prefix}${String(k + 1).padStart(width, '0')}`);
}
