import type { Molecule } from '../../core/molecule.js';
import { typeGaff } from '../../typing/gaff/type-gaff.js';
import { typeNonbonded } from '../lj-table.js';
import { parameterizeWithWater } from '../water-system.js';
import type {
  ForceFieldModel,
  ModelParameterized,
  ModelParameterizeInput,
  ModelWater,
} from './force-field-models.js';
import { missingData } from './missing-data.js';

/**
 * GAFF: gaff.dat through the missing-parameter cascade (fuzzy candidates, a backup force field with
 * its own types, analogy, empirical rules). Model water goes through the same tables, which take the
 * water model's types, so solute and water are one pass.
 */
export const GAFF_MODEL: ForceFieldModel = {
  name: 'GAFF',
  cliName: 'gaff',
  needs: ['gaff'],
  unitedAtom: false,
  ownCharges: false,
  type: typeGaff,
  atom: (type, data) => {
    const nb = data.gaff ? typeNonbonded(data.gaff, type) : undefined;
    if (!nb || nb.mass === undefined || !data.gaff) return undefined;
    return {
      mass: nb.mass,
      sigma: nb.sigma,
      epsilon: nb.epsilon,
      source: `${data.gaff.source}, line ${nb.line}`,
    };
  },
  parameterize: (mol, input) => gaffSystem(mol, input, undefined),
  parameterizeWithWater: (mol, input, water) => gaffSystem(mol, input, water),
};

function gaffSystem(
  mol: Molecule,
  input: ModelParameterizeInput,
  water: ModelWater | undefined,
): ModelParameterized {
  const waterAtoms = new Set(
    water?.waters.flatMap((w) => [w.o, w.h1, w.h2, ...(w.m === undefined ? [] : [w.m])]),
  );
  // Without solute atoms (a box of model water) gaff.dat is not needed.
  if (!input.data.gaff && waterAtoms.size < mol.atomCount) missingData('GAFF', 'gaff.dat');
  const built = parameterizeWithWater(mol, {
    types: input.types,
    charges: input.charges,
    forceField: input.data.gaff,
    backupTerms: input.backupTerms,
    alternatives: input.alternatives ?? [],
    useCurrentStructure: input.useCurrentStructure,
    water,
  });
  return { ...built, atoms: Array.from({ length: mol.atomCount }, (_, i) => i) };
}
