import { BondOrder } from '../../core/bond-order.js';
import { MoleculeBuilder, type Molecule } from '../../core/molecule.js';

/**
 * A molecule from its heavy atoms ([atomic number, hydrogens]) and bonds between them (0-based
 * heavy-atom indices, single unless a third entry gives the order): heavy atoms first, then each
 * one's hydrogens. Coordinates are all zero; typing needs only the graph.
 */
export function hydrogenSuppressed(
  heavy: readonly (readonly [number, number])[],
  bonds: readonly (readonly [number, number, BondOrder?])[],
): Molecule {
  const b = new MoleculeBuilder('test');
  heavy.forEach(([z]) => b.addAtom({ element: z, x: 0, y: 0, z: 0 }));
  for (const [a, c, order] of bonds) b.addBond({ a, b: c, order: order ?? BondOrder.Single });
  heavy.forEach(([, h], i) => {
    for (let k = 0; k < h; k++) {
      const hi = b.addAtom({ element: 1, x: 0, y: 0, z: 0 });
      b.addBond({ a: i, b: hi, order: BondOrder.Single });
    }
  });
  return b.build();
}

/**
 * n-hexane, isobutane, 1-propanol, 2-propanol, tert-butanol, methanol and the ethers dimethyl,
 * diethyl, methyl ethyl and methyl propyl ether, hydrogens explicit.
 */
export const TRAPPE_TEST_MOLECULES = {
  hexane: hydrogenSuppressed(
    [
      [6, 3],
      [6, 2],
      [6, 2],
      [6, 2],
      [6, 2],
      [6, 3],
    ],
    [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
      [4, 5],
    ],
  ),
  isobutane: hydrogenSuppressed(
    [
      [6, 1],
      [6, 3],
      [6, 3],
      [6, 3],
    ],
    [
      [0, 1],
      [0, 2],
      [0, 3],
    ],
  ),
  propan1ol: hydrogenSuppressed(
    [
      [6, 3],
      [6, 2],
      [6, 2],
      [8, 1],
    ],
    [
      [0, 1],
      [1, 2],
      [2, 3],
    ],
  ),
  propan2ol: hydrogenSuppressed(
    [
      [6, 3],
      [6, 1],
      [6, 3],
      [8, 1],
    ],
    [
      [0, 1],
      [1, 2],
      [1, 3],
    ],
  ),
  tertButanol: hydrogenSuppressed(
    [
      [6, 0],
      [6, 3],
      [6, 3],
      [6, 3],
      [8, 1],
    ],
    [
      [0, 1],
      [0, 2],
      [0, 3],
      [0, 4],
    ],
  ),
  methanol: hydrogenSuppressed(
    [
      [6, 3],
      [8, 1],
    ],
    [[0, 1]],
  ),
  dimethylEther: hydrogenSuppressed(
    [
      [6, 3],
      [8, 0],
      [6, 3],
    ],
    [
      [0, 1],
      [1, 2],
    ],
  ),
  diethylEther: hydrogenSuppressed(
    [
      [6, 3],
      [6, 2],
      [8, 0],
      [6, 2],
      [6, 3],
    ],
    [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ],
  ),
  methylEthylEther: hydrogenSuppressed(
    [
      [6, 3],
      [8, 0],
      [6, 2],
      [6, 3],
    ],
    [
      [0, 1],
      [1, 2],
      [2, 3],
    ],
  ),
  methylPropylEther: hydrogenSuppressed(
    [
      [6, 3],
      [8, 0],
      [6, 2],
      [6, 2],
      [6, 3],
    ],
    [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 4],
    ],
  ),
};
