import type { AtomTypeOption } from '@topoforge/contract';
import type { Molecule } from '@topoforge/chem';
import {
  isTopoForgeError,
  LONE_PAIR,
  LONE_PAIR_TYPE,
  selectAtoms,
  symbolOf,
  typeWater,
} from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { TYPERS, typingSelection } from './selection.js';

/**
 * A force field's types for the non-lone-pair atoms: of all of them (so water atoms get the force
 * field's type as a second option), or, when the force field has no type for the model's water (OPLS
 * types no TIP water here, a united-atom or ionic-liquid force field none at all), of the rest.
 */
function typedAtoms(
  mol: Molecule,
  real: readonly number[],
  typed: Molecule,
  waterAtoms: ReadonlySet<number>,
  typer: (mol: Molecule) => readonly string[],
): [number, string][] {
  try {
    const types = typer(typed);
    return real.map((atom, k) => [atom, types[k] ?? '']);
  } catch (e) {
    const rest = real.filter((i) => !waterAtoms.has(i));
    if (waterAtoms.size === 0 || rest.length === real.length || !isTopoForgeError(e)) throw e;
    if (rest.length === 0) return [];
    const types = typer(selectAtoms(mol, rest));
    return rest.map((atom, k) => [atom, types[k] ?? '']);
  }
}

/** The option of a lone pair that is not a water M site; the parameter call leaves such atoms out. */
export const LONE_PAIR_OPTION: AtomTypeOption = { name: LONE_PAIR_TYPE, type: LONE_PAIR_TYPE };

/**
 * Atom-type options per atom (spec 000 §7 "atom-type lookup"): water atoms get the water model first,
 * then every selected force field adds its type in the order given. Typers see the structure without
 * its lone-pair atoms (no force field types a lone pair).
 */
export function atomTypeOptions(
  mol: Molecule,
  forcefield: string,
  caller: { premium: boolean } = { premium: false },
): AtomTypeOption[][] {
  const sel = typingSelection(forcefield, caller);
  const options: AtomTypeOption[][] = Array.from({ length: mol.atomCount }, () => []);
  if (sel.waterModel) {
    const model = sel.waterModel;
    typeWater(mol, model).types.forEach((type, i) => {
      if (type) options[i]?.push({ name: model.name, type });
    });
  }
  const real: number[] = [];
  for (let i = 0; i < mol.atomCount; i++) if (mol.elements[i] !== LONE_PAIR) real.push(i);
  const typed = real.length === mol.atomCount ? mol : selectAtoms(mol, real);
  const waterAtoms = new Set(options.flatMap((list, i) => (list.length > 0 ? [i] : [])));
  for (const ff of sel.forceFields) {
    const typer = TYPERS[ff.name];
    if (!typer || typed.atomCount === 0) continue;
    for (const [atom, type] of typedAtoms(mol, real, typed, waterAtoms, typer)) {
      options[atom]?.push({ name: ff.name, type });
    }
  }
  options.forEach((list, i) => {
    if (list.length > 0) return;
    if (mol.elements[i] === LONE_PAIR) {
      list.push(LONE_PAIR_OPTION);
      return;
    }
    throw badRequest('atom-untyped/no-force-field', { atom: i + 1, element: symbolOf(mol.elements[i] ?? 0) });
  });
  return options;
}
