import type { Molecule } from '@topoforge/chem';

/**
 * The net charge a charge method is asked for when --net-charge is not given. A crystal's cell is
 * neutral as a whole, whereas the sum of perceived formal charges counts only what perception charges:
 * a MOF's carboxylate linkers (−2 each) but not its metal ions (IRMOF-1 would be −48 e). A molecule
 * gets the sum of its formal charges.
 */
export const defaultNetCharge = (mol: Molecule): number =>
  mol.cell !== undefined ? 0 : mol.formalCharges.reduce((s, c) => s + c, 0);
