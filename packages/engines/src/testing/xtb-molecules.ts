import type { Molecule } from '@topoforge/chem';
import { BondOrder, MoleculeBuilder } from '@topoforge/chem';

/**
 * Small molecules the xtb tests run. Water: O–H 0.9572 Å-ish as in fixtures/xtb/water.coord;
 * methanol: Open Babel 3.1.1 (`obabel -:"CO" --gen3d`, as packages/chem/src/charges/resp/fixtures/
 * methanol.sdf).
 */
type Atom = readonly [number, number, number, number];

/** Atoms as [element, x, y, z] (Å); bonds single unless an order is given. */
export function molecule(
  atoms: readonly Atom[],
  bonds: readonly (readonly [number, number, BondOrder?])[],
): Molecule {
  const b = new MoleculeBuilder();
  for (const [element, x, y, z] of atoms) b.addAtom({ element, x, y, z });
  for (const [a, c, order] of bonds) b.addBond({ a, b: c, order: order ?? BondOrder.Single });
  return b.build();
}

export const WATER = molecule(
  [
    [8, 0, 0, 0.1173],
    [1, 0, 0.7572, -0.4692],
    [1, 0, -0.7572, -0.4692],
  ],
  [
    [0, 1],
    [0, 2],
  ],
);

/** Atom order C O H H H HO. */
export const METHANOL = molecule(
  [
    [6, 1.0859, 0.0252, -0.0529],
    [8, 2.5017, 0.0317, -0.0614],
    [1, 0.7244, 0.4197, 0.8999],
    [1, 0.7244, -0.9959, -0.1975],
    [1, 0.7228, 0.6565, -0.8674],
    [1, 2.7946, -0.5363, 0.6714],
  ],
  [
    [0, 1],
    [0, 2],
    [0, 3],
    [0, 4],
    [1, 5],
  ],
);
