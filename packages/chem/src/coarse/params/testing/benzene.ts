import { MoleculeBuilder, type Molecule } from '../../../core/molecule.js';
import type { CgBead, CgMapping } from '../../model.js';

/** C–C and C–H of a regular benzene hexagon, Å (our own round figures). */
export const RCC = 1.39;
export const RCH = 1.09;

/** Benzene in the xy plane: C1…C6 at 60° steps, then H1…H6 on the same rays. */
export function benzene(): Molecule {
  const b = new MoleculeBuilder('benzene');
  const ray = (r: number, k: number): { x: number; y: number; z: number } => ({
    x: r * Math.cos((k * Math.PI) / 3),
    y: r * Math.sin((k * Math.PI) / 3),
    z: 0,
  });
  for (let k = 0; k < 6; k++) b.addAtom({ element: 6, ...ray(RCC, k), name: `C${k + 1}` });
  for (let k = 0; k < 6; k++) b.addAtom({ element: 1, ...ray(RCC + RCH, k), name: `H${k + 1}` });
  for (let k = 0; k < 6; k++) {
    b.addBond({ a: k, b: (k + 1) % 6, order: k % 2 === 0 ? 2 : 1 });
    b.addBond({ a: k, b: k + 6, order: 1 });
  }
  return b.build();
}

/** Hand-made mapping of benzene: three beads of two CH each (Martini 3 TC5, Martini 2.2 SC4), a ring. */
export function benzeneMapping(): CgMapping {
  const bead = (k: number): CgBead => ({
    name: `B${k + 1}`,
    size: 'T',
    martini3Type: 'TC5',
    martini2Type: 'SC4',
    block: 'benzene',
    atoms: [2 * k, 2 * k + 1, 2 * k + 6, 2 * k + 7],
    weights: [1, 1, 1, 1],
    charge: 0,
  });
  return {
    beads: [bead(0), bead(1), bead(2)],
    connections: [
      [0, 1],
      [0, 2],
      [1, 2],
    ],
    ringBeads: [[0, 1, 2]],
  };
}

/** A bead of one atom (tests of the bonded geometry). */
export const oneAtomBead = (k: number, m2: string, m3: string, size: CgBead['size'] = 'R'): CgBead => ({
  name: `B${k + 1}`,
  size,
  martini3Type: m3,
  martini2Type: m2,
  block: 'test',
  atoms: [k],
  weights: [1],
  charge: 0,
});
