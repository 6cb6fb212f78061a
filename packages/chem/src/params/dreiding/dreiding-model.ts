import { massOf } from '../../core/elements.js';
import {
  DREIDING_ATOM_TYPES,
  DREIDING_NAME,
  DREIDING_NONBOND,
  DREIDING_SOURCE,
} from '../../forcefields/dreiding/data.js';
import { typeDreiding } from '../../typing/dreiding/index.js';
import type { ForceFieldModel } from '../models/force-field-models.js';
import { parameterizeDreiding } from './parameterize-dreiding.js';

const allAtoms = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** DREIDING: our cited data module of Tables I–II; charges come from a charge method (the paper's are Gasteiger). */
export const DREIDING_MODEL: ForceFieldModel = {
  name: DREIDING_NAME,
  cliName: 'dreiding',
  needs: [],
  unitedAtom: false,
  ownCharges: false,
  type: typeDreiding,
  atom: (type) => {
    const t = DREIDING_ATOM_TYPES.get(type);
    const nb = t && DREIDING_NONBOND.get(t.element);
    return (
      t &&
      nb && {
        mass: massOf(t.element),
        sigma: (nb.r0 * 2 ** (-1 / 6)) / 10,
        epsilon: nb.d0 * 4.184,
        source: `${DREIDING_SOURCE}, Table II`,
      }
    );
  },
  parameterize: (mol, input) => {
    const built = parameterizeDreiding(mol, {
      types: input.types,
      charges: input.charges,
      useCurrentStructure: input.useCurrentStructure,
    });
    return { ...built, atoms: allAtoms(mol.atomCount) };
  },
};
