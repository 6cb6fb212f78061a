import { ChemError } from '../../core/errors.js';
import { CLANDP_ATOM_TYPES } from '../../forcefields/clandp/atom-types.js';
import type { ClandpTyping } from './type-clandp.js';

/** Sums of the published per-type charges are integers up to the round-off of adding decimals. */
const INTEGER_TOLERANCE = 1e-6;

/**
 * CL&P's published charges: each type carries its own (il.ff column q, from the papers), so the
 * charges follow from the types. With a typing, each ion's charges must sum to the ion's integer
 * charge; with bare types, the whole set must sum to an integer. Either failure throws.
 */
export function clandpCharges(input: readonly string[] | ClandpTyping): Float64Array {
  const types = isTyping(input) ? input.types : input;
  const charges = Float64Array.from(types, (t, i) => {
    const type = CLANDP_ATOM_TYPES.get(t);
    if (!type)
      throw new ChemError(
        'missing-parameter',
        `Atom ${i + 1}: ${JSON.stringify(t)} is not a CL&P atom type.`,
        [i],
      );
    return type.charge;
  });
  if (isTyping(input)) {
    for (const ion of input.ions) {
      const sum = ion.atoms.reduce((s, i) => s + charges[i]!, 0);
      if (Math.abs(sum - ion.charge) > INTEGER_TOLERANCE) {
        throw new ChemError(
          'invalid-molecule',
          `The CL&P charges of the ${ion.name} ion starting at atom ${ion.atoms[0]! + 1} sum to ${sum.toFixed(4)}, not ${ion.charge}.`,
          ion.atoms,
        );
      }
    }
  } else {
    const sum = charges.reduce((s, q) => s + q, 0);
    if (Math.abs(sum - Math.round(sum)) > INTEGER_TOLERANCE) {
      throw new ChemError('invalid-molecule', `The CL&P charges sum to ${sum.toFixed(4)}, not an integer.`);
    }
  }
  return charges;
}

const isTyping = (x: readonly string[] | ClandpTyping): x is ClandpTyping => !Array.isArray(x);
