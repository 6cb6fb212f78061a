import type { Molecule } from '../../core/molecule.js';
import { withUff4mof } from '../../forcefields/uff/uff4mof.js';
import { uffTypeElement, type UffParameters } from '../../forcefields/uff/uff-prm.js';
import { massOf } from '../../core/elements.js';
import { KJ_PER_KCAL } from '../../core/units.js';
import { typeUff } from '../../typing/uff/type-uff.js';
import type { ForceFieldData, ForceFieldModel, ModelAtomType } from '../models/force-field-models.js';
import { missingData } from '../models/missing-data.js';
import { parameterizeUff } from './parameterize-uff.js';

const uff4mofCache = new WeakMap<UffParameters, UffParameters>();

/** UFF.prm, with the UFF4MOF types for UFF4MOF (built once per parsed file). */
function table(data: ForceFieldData, mof: boolean): UffParameters {
  const uff = data.uff ?? missingData(mof ? 'UFF4MOF' : 'UFF', 'UFF.prm');
  if (!mof) return uff;
  let merged = uff4mofCache.get(uff);
  if (!merged) {
    merged = withUff4mof(uff);
    uff4mofCache.set(uff, merged);
  }
  return merged;
}

function model(name: 'UFF' | 'UFF4MOF', cliName: string, mof: boolean): ForceFieldModel {
  return {
    name,
    cliName,
    needs: ['uff'],
    unitedAtom: false,
    ownCharges: false,
    type: (mol: Molecule) => typeUff(mol, { mof }),
    atom: (type, data): ModelAtomType | undefined => {
      if (!data.uff) return undefined;
      const row = table(data, mof).types.get(type);
      const z = uffTypeElement(type);
      if (!row || z === undefined) return undefined;
      return {
        mass: massOf(z),
        sigma: (row.x1 * 2 ** (-1 / 6)) / 10,
        epsilon: row.d1 * KJ_PER_KCAL,
        source: row.line === undefined ? row.source : `${row.source}, line ${row.line}`,
      };
    },
    parameterize: (mol, input) => {
      const built = parameterizeUff(mol, {
        types: input.types,
        charges: input.charges,
        parameters: table(input.data, mof),
        forceField: name,
      });
      return { ...built, atoms: Array.from({ length: mol.atomCount }, (_, i) => i) };
    },
  };
}

/** UFF (Rappé et al. 1992): Open Babel's UFF.prm read at run time, our typing rules (typing/uff). */
export const UFF_MODEL = model('UFF', 'uff', false);
/** UFF4MOF (Addicoat et al. 2014; Coupry et al. 2016): UFF.prm plus forcefields/uff/uff4mof.ts. */
export const UFF4MOF_MODEL = model('UFF4MOF', 'uff4mof', true);
