import { BondOrder } from '../../../core/bond-order.js';
import { LONE_PAIR } from '../../../core/elements.js';
import { MoleculeBuilder, type Molecule } from '../../../core/molecule.js';

/**
 * Methanol (atoms 0–5) followed by two SPC-geometry waters (6–8, 9–11): O at the origin of each, H at
 * 1 Å, ∠HOH 109.47°, the second water shifted by 3 Å; with `mSite`, an unbonded Lp 0.15 Å from the
 * first water's O on its bisector. With `chloromethane`, CH3Cl (atoms 0–4: C, Cl, H, H, H) replaces
 * methanol, so the waters start at atom 5.
 */
export function methanolAndWater(
  options: { charges?: boolean; mSite?: boolean; chloromethane?: boolean } = {},
): Molecule {
  const b = new MoleculeBuilder('mix');
  const half = (109.47 / 2) * (Math.PI / 180);
  const add = (element: number, x: number, y: number, z: number, name: string, charge: number): number =>
    b.addAtom({ element, x, y, z, name, ...(options.charges ? { partialCharge: charge } : {}) });
  const c = add(6, -3, 0, 0, 'C1', 0.1);
  if (options.chloromethane) {
    const cl = add(17, -1.2, 0, 0, 'CL1', -0.4);
    b.addBond({ a: c, b: cl, order: BondOrder.Single });
  } else {
    const o = add(8, -1.6, 0, 0, 'O1', -0.6);
    const ho = add(1, -1.3, 0.9, 0, 'H4', 0.5);
    b.addBond({ a: c, b: o, order: BondOrder.Single });
    b.addBond({ a: o, b: ho, order: BondOrder.Single });
  }
  for (const [y, z] of [
    [1, 0],
    [-0.5, 0.9],
    [-0.5, -0.9],
  ] as const) {
    b.addBond({ a: c, b: add(1, -3.4, y, z, 'H', 0.1), order: BondOrder.Single });
  }
  for (const shift of [0, 3]) {
    const ow = add(8, shift, 0, 5, 'OW', -0.8);
    const h1 = add(1, shift + Math.sin(half), Math.cos(half), 5, 'HW1', 0.4);
    const h2 = add(1, shift - Math.sin(half), Math.cos(half), 5, 'HW2', 0.4);
    b.addBond({ a: ow, b: h1, order: BondOrder.Single });
    b.addBond({ a: ow, b: h2, order: BondOrder.Single });
  }
  if (options.mSite) add(LONE_PAIR, 0, 0.15, 5, 'MW', 0);
  return b.build();
}
