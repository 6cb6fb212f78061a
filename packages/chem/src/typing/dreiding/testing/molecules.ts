import { BondOrder } from '../../../core/bond-order.js';
import { MoleculeBuilder, type Molecule } from '../../../core/molecule.js';

/** A molecule from elements and [a, b, order] bonds (0-based); coordinates spread on a line unless given. */
export function kekule(
  elements: readonly number[],
  bonds: readonly (readonly [number, number, 1 | 2 | 3])[],
  positions?: readonly (readonly [number, number, number])[],
): Molecule {
  const b = new MoleculeBuilder();
  elements.forEach((element, i) => {
    const [x, y, z] = positions?.[i] ?? [i * 1.5, 0, 0];
    b.addAtom({ element, x, y, z, name: `A${i + 1}` });
  });
  const orders = { 1: BondOrder.Single, 2: BondOrder.Double, 3: BondOrder.Triple } as const;
  for (const [a, c, o] of bonds) b.addBond({ a, b: c, order: orders[o] });
  return b.build();
}

/** Hydrogens on atom `on`, numbered from `first`: [[on, first, 1], …]. */
export const hydrogensOn = (on: number, first: number, count: number): [number, number, 1][] =>
  Array.from({ length: count }, (_, k) => [on, first + k, 1]);

/** Ethane: C0–C1, H 2-4 on C0, H 5-7 on C1. */
export const ethane = (): Molecule =>
  kekule([6, 6, 1, 1, 1, 1, 1, 1], [[0, 1, 1], ...hydrogensOn(0, 2, 3), ...hydrogensOn(1, 5, 3)]);

/** Ethylene: C0=C1, H 2-3 on C0, H 4-5 on C1. */
export const ethylene = (): Molecule =>
  kekule([6, 6, 1, 1, 1, 1], [[0, 1, 2], ...hydrogensOn(0, 2, 2), ...hydrogensOn(1, 4, 2)]);

/** Benzene in a Kekulé form: C 0-5, H 6-11 (H 6+i on C i). */
export const benzene = (): Molecule =>
  kekule(
    [6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1],
    [
      [0, 1, 2],
      [1, 2, 1],
      [2, 3, 2],
      [3, 4, 1],
      [4, 5, 2],
      [5, 0, 1],
      ...Array.from({ length: 6 }, (_, i) => [i, 6 + i, 1] as [number, number, 1]),
    ],
  );

/** Hydrogen peroxide: H0–O1–O2–H3. */
export const peroxide = (): Molecule =>
  kekule(
    [1, 8, 8, 1],
    [
      [0, 1, 1],
      [1, 2, 1],
      [2, 3, 1],
    ],
  );

/** Acetaldehyde: C0 (methyl) – C1 (=O2), H 3-5 on C0, H6 on C1. */
export const acetaldehyde = (): Molecule =>
  kekule([6, 6, 8, 1, 1, 1, 1], [[0, 1, 1], [1, 2, 2], ...hydrogensOn(0, 3, 3), [1, 6, 1]]);

/** Hydrogen cyanide: H0–C1≡N2. */
export const hydrogenCyanide = (): Molecule =>
  kekule(
    [1, 6, 7],
    [
      [0, 1, 1],
      [1, 2, 3],
    ],
  );
