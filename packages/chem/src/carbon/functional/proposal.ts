import type { BondOrder } from '../../core/bond-order.js';
import type { Vec3 } from '../../core/vec3.js';
import { norm } from '../../core/vec3.js';
import type { Draft } from './draft.js';
import type { ContactGrid } from './grid.js';
import { CLASH_HEAVY, CLASH_WITH_H } from './geometry.js';

const HYDROGEN = 1;

/** A new atom of a group; `parent` is an existing atom, or with `parentIsNew` an earlier atom of `adds`. */
export interface NewAtom {
  readonly element: number;
  readonly position: Vec3;
  readonly parent: number;
  readonly parentIsNew?: boolean;
  readonly order: BondOrder;
  readonly charge?: number;
}

/** A second bond from a new atom to an existing one (the epoxide O to its other carbon). */
export interface ExtraBond {
  readonly added: number;
  readonly atom: number;
  readonly order: BondOrder;
  readonly image: readonly [number, number, number];
}

/** One group as it would be placed: carbons moved, the H it replaces, atoms added, bond orders changed. */
export interface Proposal {
  readonly carbons: readonly number[];
  readonly moves: readonly (readonly [number, Vec3])[];
  readonly removes: readonly number[];
  readonly adds: readonly NewAtom[];
  readonly extraBonds?: readonly ExtraBond[];
  readonly orders: readonly (readonly [number, BondOrder])[];
}

/**
 * True when no new atom comes closer than the clash limit to an atom it is not bonded to nor two bonds from.
 * The group's carbons, their neighbours and the H it replaces are left out (bonded or two bonds away from
 * the first atom of the group; the deeper atoms' distances to them follow from the group's geometry).
 */
export function clashes(draft: Draft, grid: ContactGrid, p: Proposal): boolean {
  const skip = new Set<number>(p.removes);
  for (const c of p.carbons) {
    skip.add(c);
    for (const n of draft.neighbours[c]!) skip.add(n.atom);
  }
  for (const atom of p.adds) {
    const lightAtom = atom.element === HYDROGEN;
    for (const j of grid.near(atom.position)) {
      if (draft.removed[j] || skip.has(j)) continue;
      const limit = lightAtom || draft.elements[j] === HYDROGEN ? CLASH_WITH_H : CLASH_HEAVY;
      if (norm(draft.separation(atom.position, draft.positions[j]!)) < limit) return true;
    }
  }
  return false;
}

/** Applies a proposal; answers the indices of the atoms added, in the order of `adds`. */
export function apply(draft: Draft, grid: ContactGrid, p: Proposal): number[] {
  for (const [atom, position] of p.moves) {
    const from = draft.positions[atom]!;
    draft.positions[atom] = position;
    grid.moved(atom, from);
  }
  for (const [bond, order] of p.orders) draft.setOrder(bond, order);
  for (const h of p.removes) draft.remove(h);
  const added: number[] = [];
  for (const atom of p.adds) {
    const parent = atom.parentIsNew ? added[atom.parent]! : atom.parent;
    const index = draft.addAtom(atom.element, atom.position, p.carbons[0]!, atom.charge ?? 0);
    grid.insert(index);
    draft.addBond(parent, index, atom.order);
    added.push(index);
  }
  for (const b of p.extraBonds ?? []) draft.addBond(added[b.added]!, b.atom, b.order, b.image);
  return added;
}
