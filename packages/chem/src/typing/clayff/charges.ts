import { ChemError } from '../../core/errors.js';
import { CLAYFF_SPECIES } from '../../forcefields/clayff/data.js';

/** ClayFF prescribes each species' charge (Cygan et al. 2004, Table 1): one per atom, in e. */
export function clayffCharges(types: readonly string[]): Float64Array {
  return Float64Array.from(types, (t, i) => {
    const species = CLAYFF_SPECIES.get(t);
    if (!species)
      throw new ChemError(
        'missing-parameter',
        `Atom ${i + 1}: ${JSON.stringify(t)} is not a ClayFF species.`,
        [i],
      );
    return species.charge;
  });
}
