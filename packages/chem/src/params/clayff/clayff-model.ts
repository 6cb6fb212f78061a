import { massOf } from '../../core/elements.js';
import { CLAYFF_NAME, CLAYFF_SOURCE, CLAYFF_SPECIES } from '../../forcefields/clayff/data.js';
import { clayffCharges, typeClayff } from '../../typing/clayff/index.js';
import type { ForceFieldModel } from '../models/force-field-models.js';
import { parameterizeClayff } from './parameterize-clayff.js';

const allAtoms = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** ClayFF: our cited data module of Table 1; it prescribes every species' charge (ownCharges). */
export const CLAYFF_MODEL: ForceFieldModel = {
  name: CLAYFF_NAME,
  cliName: 'clayff',
  needs: [],
  unitedAtom: false,
  ownCharges: true,
  type: typeClayff,
  atom: (type) => {
    const s = CLAYFF_SPECIES.get(type);
    return (
      s && {
        mass: massOf(s.element),
        sigma: (s.r0 * 2 ** (-1 / 6)) / 10,
        epsilon: s.d0 * 4.184,
        source: CLAYFF_SOURCE,
      }
    );
  },
  charges: (_mol, types) => clayffCharges(types),
  parameterize: (mol, input) => {
    const built = parameterizeClayff(mol, {
      types: input.types,
      useCurrentStructure: input.useCurrentStructure,
    });
    return { ...built, atoms: allAtoms(mol.atomCount) };
  },
};
