import type { AtomTypeOption } from '@topoforge/contract';
import type { Molecule, OfferedTypes } from '@topoforge/chem';
import { LONE_PAIR, LONE_PAIR_TYPE, offeredTypes, selectAtoms, symbolOf, typeWater } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';
import { TYPERS, typingSelection } from './selection.js';

/** One force field's options for the non-lone-pair atoms, by index into the request's molecule. */
interface Offer {
  readonly types: ReadonlyMap<number, string>;
  readonly untyped: readonly { readonly atom: number; readonly message: string }[];
}

function offerOf(atoms: readonly number[], offered: OfferedTypes): Offer {
  const types = new Map<number, string>();
  atoms.forEach((atom, k) => {
    const type = offered.types[k] ?? '';
    if (type !== '') types.set(atom, type);
  });
  const untyped = offered.untyped.flatMap((d) =>
    (d.atoms ?? []).flatMap((k) => {
      const atom = atoms[k];
      return atom === undefined ? [] : [{ atom, message: d.message }];
    }),
  );
  return { types, untyped };
}

/**
 * A force field's types for the non-lone-pair atoms: of all of them (so water atoms get the force
 * field's type as a second option), or, when it leaves atoms untyped and the structure has water (OPLS
 * types no TIP water here, a united-atom or ionic-liquid force field none at all), of the rest when
 * that types more atoms.
 */
function typedAtoms(
  mol: Molecule,
  real: readonly number[],
  typed: Molecule,
  waterAtoms: ReadonlySet<number>,
  forceField: string,
): Offer {
  const all = offerOf(real, offeredTypes(forceField, typed));
  const rest = real.filter((i) => !waterAtoms.has(i));
  if (all.untyped.length === 0 || waterAtoms.size === 0 || rest.length === real.length) return all;
  if (rest.length === 0) return { types: new Map(), untyped: [] };
  const solute = offerOf(rest, offeredTypes(forceField, selectAtoms(mol, rest)));
  return solute.types.size > all.types.size ? solute : all;
}

/** The option of a lone pair that is not a water M site; the parameter call leaves such atoms out. */
export const LONE_PAIR_OPTION: AtomTypeOption = { name: LONE_PAIR_TYPE, type: LONE_PAIR_TYPE };

/**
 * Atom-type options per atom (spec 000 §7 "atom-type lookup"): water atoms get the water model first,
 * then every selected force field adds its type in the order given; an atom one force field cannot type
 * keeps the others' options. Only an atom no selected force field types is refused (400 naming it and
 * each force field's reason). Typers see the structure without its lone-pair atoms.
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
  const reasons = new Map<number, string[]>();
  for (const ff of sel.forceFields) {
    if (!TYPERS[ff.name] || typed.atomCount === 0) continue;
    const offer = typedAtoms(mol, real, typed, waterAtoms, ff.name);
    for (const [atom, type] of offer.types) options[atom]?.push({ name: ff.name, type });
    for (const { atom, message } of offer.untyped) reasons.set(atom, [...(reasons.get(atom) ?? []), message]);
  }
  options.forEach((list, i) => {
    if (list.length > 0) return;
    if (mol.elements[i] === LONE_PAIR) {
      list.push(LONE_PAIR_OPTION);
      return;
    }
    const data = { atom: i + 1, element: symbolOf(mol.elements[i] ?? 0) };
    if (sel.forceFields.length === 0) throw badRequest('atom-untyped/no-force-field', data);
    const forceFields = sel.forceFields.map((f) => f.name).join(', ');
    const reason = (reasons.get(i) ?? []).map((r) => r.replace(/\.$/, '')).join('; ');
    throw badRequest('atom-untyped/no-selected-type', { ...data, forceFields, reason });
  });
  return options;
}
