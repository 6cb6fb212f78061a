import type { Molecule } from '@topoforge/chem';
import { bondsFromDistances, withBonds, withMinimumImageBonds } from '@topoforge/chem';
import { readStructureText } from '../convert/structure-text.js';
import { badRequest } from '../../../kernel/http/errors.js';

/**
 * The wizard's mol2 (field `data`), with bonds from distances (1.15 × summed covalent radii, spec 000
 * §9) when the file lists none. Lone-pair atoms have no covalent radius, so they stay unbonded. A
 * crystal's mol2 (CRYSIN) lists its bonds without image flags: each gets the nearest lattice image.
 */
export function readWizardMol2(data: string): Molecule {
  const mol = readStructureText(data, 'mol2');
  if (mol.atomCount === 0) {
    throw badRequest('invalid-structure/no-atoms', { file: 'data.mol2' });
  }
  if (mol.bonds.count > 0) return withMinimumImageBonds(mol);
  if (mol.atomCount < 2) return mol;
  return withBonds(mol, bondsFromDistances(mol).bonds);
}
