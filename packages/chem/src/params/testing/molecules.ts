import { BondOrder } from '../../core/bond-order.js';
import { MoleculeBuilder, type Molecule } from '../../core/molecule.js';
import { parseAmberDat } from '../../forcefields/amber-dat/parse-amber-dat.js';
import type { ForceFieldParameters } from '../../forcefields/amber-dat/types.js';
import { MINI_GAFF, MINI_GAFF_SOURCE } from '../../forcefields/amber-dat/testing/mini-gaff.js';

/** Test molecules built by hand (graph only matters; coordinates are rough unless a test says so). */
export function graph(
  elements: readonly number[],
  bonds: readonly [number, number][],
  positions?: readonly number[][],
): Molecule {
  const b = new MoleculeBuilder();
  elements.forEach((element, i) => {
    const [x, y, z] = positions?.[i] ?? [i, 0, 0];
    b.addAtom({ element, x: x ?? 0, y: y ?? 0, z: z ?? 0, name: `A${i + 1}` });
  });
  for (const [a, c] of bonds) b.addBond({ a, b: c, order: BondOrder.Single });
  return b.build();
}

export const miniGaff = (): ForceFieldParameters =>
  parseAmberDat(MINI_GAFF, { source: MINI_GAFF_SOURCE }).parameters;

/** 1-chloropropane: C1 (0) – C2 (1) – C3 (2) – Cl (3); H 4-6 on C1, 7-8 on C2, 9-10 on C3. */
export const chloropropane = {
  molecule: () =>
    graph(
      [6, 6, 6, 17, 1, 1, 1, 1, 1, 1, 1],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [0, 4],
        [0, 5],
        [0, 6],
        [1, 7],
        [1, 8],
        [2, 9],
        [2, 10],
      ],
    ),
  types: ['c3', 'c3', 'c3', 'cl', 'hc', 'hc', 'hc', 'hc', 'hc', 'hc', 'hc'],
};

/** Toluene: ring 0-5 (methyl on 0), methyl C 6, ring H 7-11 on 1-5, methyl H 12-14. */
export const toluene = {
  molecule: () =>
    graph(
      [6, 6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 4],
        [4, 5],
        [5, 0],
        [0, 6],
        [1, 7],
        [2, 8],
        [3, 9],
        [4, 10],
        [5, 11],
        [6, 12],
        [6, 13],
        [6, 14],
      ],
    ),
  types: ['ca', 'ca', 'ca', 'ca', 'ca', 'ca', 'c3', 'ha', 'ha', 'ha', 'ha', 'ha', 'hc', 'hc', 'hc'],
};
