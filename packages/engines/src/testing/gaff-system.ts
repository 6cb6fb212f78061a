import type { ForceFieldParameters, Molecule, System } from '@topoforge/chem';
import { parameterize, perceive, typeGaff } from '@topoforge/chem';
import { paulingCharges } from './pauling-charges.js';

/**
 * The GAFF pipeline as the product runs it (perceive → typeGaff → parameterize), with charges from the
 * fixed Pauling rule instead of a charge model, so that the tests depend on no QM program.
 */
export function gaffSystem(mol: Molecule, forceField: ForceFieldParameters): System {
  const typing = typeGaff(perceive(mol).molecule);
  const charges = Float64Array.from(paulingCharges(typing.molecule.elements));
  return parameterize(typing.molecule, { types: typing.types, charges, forceField }).system;
}
