import { ChemError } from '../core/errors.js';

/**
 * GROMACS .gro gives the residue name 5 columns and PDB-derived tools 4; letters and digits only, so that
 * the name is also a safe file name (<resname>.top, in.<resname>).
 */
const RESIDUE_NAME = /^[A-Za-z0-9]{1,4}$/;

export function checkResidueName(name: string): void {
  if (!RESIDUE_NAME.test(name)) {
    throw new ChemError(
      'invalid-molecule',
      `The residue name "${name}" must be 1 to 4 letters or digits (it names the molecule and its files).`,
    );
  }
}
