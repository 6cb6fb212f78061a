import type { Molecule } from '../../packages/chem/src/core/molecule.js';
import { MoleculeBuilder } from '../../packages/chem/src/core/molecule.js';
import { BondOrder } from '../../packages/chem/src/core/bond-order.js';

type V = [number, number, number];

const CC = 1.53;
const CH = 1.09;
/** Half of the C–C–C angle (112°) and of the H–C–H angle (109.5°), radians. */
const HALF_CCC = (56 * Math.PI) / 180;
const HALF_HCH = (54.75 * Math.PI) / 180;

const add = (a: V, b: V, s = 1): V => [a[0] + s * b[0], a[1] + s * b[1], a[2] + s * b[2]];
const unit = (a: V): V => {
  const n = Math.hypot(...a);
  return [a[0] / n, a[1] / n, a[2] / n];
};

/**
 * All-trans CH3(CH2)n−2CH3 with `carbons` carbons (3·carbons + 2 atoms): zigzag backbone in the xy
 * plane (C–C 1.53 Å, C–C–C 112°), CH2 hydrogens at 1.09 Å above and below the plane (H–C–H 109.5°),
 * staggered methyl ends. Bonds are given with single orders, as a mol2 or SDF would carry them.
 */
export function polyethylene(carbons: number): Molecule {
  const b = new MoleculeBuilder(`polyethylene C${carbons}`);
  const c: V[] = Array.from({ length: carbons }, (_, i) => [
    i * CC * Math.sin(HALF_CCC),
    (i % 2) * CC * Math.cos(HALF_CCC),
    0,
  ]);
  c.forEach((p, i) => b.addAtom({ element: 6, x: p[0], y: p[1], z: p[2], name: `C${i + 1}` }));
  for (let i = 1; i < carbons; i++) b.addBond({ a: i - 1, b: i, order: BondOrder.Single });
  let h = 0;
  const addH = (carbon: number, p: V): void => {
    const idx = b.addAtom({ element: 1, x: p[0], y: p[1], z: p[2], name: `H${++h}` });
    b.addBond({ a: carbon, b: idx, order: BondOrder.Single });
  };
  c.forEach((p, i) => {
    const prev = c[i - 1];
    const next = c[i + 1];
    if (prev && next) {
      const out = unit(add(add(p, prev, -1), add(p, next, -1)));
      for (const s of [1, -1])
        addH(i, add(p, add([0, 0, s * Math.sin(HALF_HCH)], out, Math.cos(HALF_HCH)), CH));
      return;
    }
    const axis = unit(add(p, (prev ?? next) as V, -1));
    const perp = unit([-axis[1], axis[0], 0]);
    for (const k of [0, 1, 2]) {
      const phi = (2 * Math.PI * k) / 3;
      const around = add([0, 0, Math.sin(phi)], perp, Math.cos(phi));
      // Tetrahedral: the C–H makes 109.5° with the C–C bond, i.e. cos = 1/3 along the outward axis.
      addH(i, add(p, add(around, axis, 1 / 3 / Math.sqrt(8 / 9)), CH * Math.sqrt(8 / 9)));
    }
  });
  return b.build();
}
