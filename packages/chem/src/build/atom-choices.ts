import type { Diagnostic } from '../core/diagnostics.js';
import { selectAtoms } from '../core/edit/select-atoms.js';
import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';
import { findForceFieldModel } from '../params/models/force-field-models.js';
import { GAFF_MODEL } from '../params/models/gaff-model.js';
import { typeGaff } from '../typing/gaff/type-gaff.js';
import { typeOpls } from '../typing/opls/type-opls.js';
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

/** One force field's types for the atom-type call: '' where it has none, with the reason in `untyped`. */
export interface OfferedTypes {
  /** One type per atom of the molecule; '' for an atom this force field cannot type. */
  readonly types: readonly string[];
  /** Error diagnostics naming the atoms left untyped (0-based `atoms`) and why. */
  readonly untyped: readonly Diagnostic[];
}

/** Typers that type atom by atom and leave the rest typed when one atom has no rule. */
const PARTIAL_TYPERS: Readonly<
  Record<string, (mol: Molecule) => { types: string[]; diagnostics: Diagnostic[] }>
> = {
  [GAFF_MODEL.name]: (mol) => typeGaff(mol, { partial: true }),
  'OPLS-AA/L': (mol) => typeOpls(mol, { partial: true }),
};

/**
 * The types a force field offers per atom (spec 000 §7 atom-type lookup). GAFF and OPLS-AA/L type atom
 * by atom, so an atom they cannot type leaves the others typed (and their types unchanged); the other
 * typers type the molecule as a whole, so their failure leaves every atom without their option. A
 * failure that is not about the molecule (a ChemError) is thrown; an unknown name is a TypeError.
 */
export function offeredTypes(forceField: string, mol: Molecule): OfferedTypes {
  const partial = PARTIAL_TYPERS[forceField];
  if (partial !== undefined) {
    const typing = partial(mol);
    return { types: typing.types, untyped: typing.diagnostics.filter((d) => d.severity === 'error') };
  }
  const model = findForceFieldModel(forceField);
  if (model === undefined) throw new TypeError(`no typer for force field ${forceField}`);
  try {
    return { types: model.type(mol).types, untyped: [] };
  } catch (e) {
    if (!(e instanceof ChemError)) throw e;
    const atoms = e.atoms.length > 0 ? e.atoms : Array.from({ length: mol.atomCount }, (_, i) => i);
    return {
      types: new Array<string>(mol.atomCount).fill(''),
      untyped: [{ severity: 'error', code: e.code, message: e.message, atoms }],
    };
  }
}
