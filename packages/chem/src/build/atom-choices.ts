import { selectAtoms } from '../core/edit/select-atoms.js';
import type { Molecule } from '../core/molecule.js';
import { buildError } from './build-error.js';
import type { AtomChoice, BuildRequest } from './build-request.js';

/** The lone-pair type of the atom-type call: such atoms (not water M sites) are left out of the build. */
export const LONE_PAIR_TYPE = 'Lp';

/** The structure the build works on: the request's atoms without lone pairs, with their choices. */
export interface ChosenAtoms {
  readonly molecule: Molecule;
  /** For each atom of `molecule`, its index in the request's molecule. */
  readonly kept: readonly number[];
  /** Per atom of `molecule`, its options (first = chosen). */
  readonly choices: readonly (readonly AtomChoice[])[];
  readonly charges: Float64Array;
}

/**
 * One option list per atom, each with a chosen name and type that is not the placeholder DU; atoms
 * typed Lp are dropped (no force field parameterizes a lone pair).
 */
export function chosenAtoms(request: BuildRequest): ChosenAtoms {
  const { molecule, atomTypes } = request;
  if (atomTypes.length !== molecule.atomCount) {
    throw buildError(
      'invalid-request',
      'atomtype-count',
      `${atomTypes.length} atom-type lists for ${molecule.atomCount} atoms; give one list per atom.`,
      { entries: atomTypes.length, atomCount: molecule.atomCount },
    );
  }
  atomTypes.forEach((list, i) => {
    const first = list[0];
    if (!first || first.name.trim() === '' || first.type.trim() === '') {
      throw buildError('atom-untyped', 'no-choice', `Atom ${i + 1} has no atom type (name and type).`, {}, [
        i,
      ]);
    }
    if (first.type === 'DU') {
      throw buildError(
        'atom-type-du',
        undefined,
        `Atom ${i + 1} has the placeholder type DU; choose an atom type for it.`,
        {},
        [i],
      );
    }
  });
  const kept = atomTypes.flatMap((c, i) => (c[0]?.type === LONE_PAIR_TYPE ? [] : [i]));
  const whole = kept.length === molecule.atomCount;
  return {
    molecule: whole ? molecule : selectAtoms(molecule, kept),
    kept,
    choices: kept.map((i) => atomTypes[i] ?? []),
    charges: Float64Array.from(kept, (i) => request.charges[i] ?? 0),
  };
}
