import { BondOrder } from '../../../core/bond-order.js';
import { cellFromParameters } from '../../../core/cell.js';
import { atomicNumber } from '../../../core/elements.js';
import { MoleculeBuilder, type Molecule } from '../../../core/molecule.js';

/*
 * Framework fragments built from their idealised geometry (our own fixtures): a Cu₂ paddlewheel with
 * four formates, a Zn₄O cluster with six formates, and an eight-coordinate Zr. With `cell`, the
 * atoms are wrapped into a cubic cell of that edge and every bond that crosses the boundary carries
 * the image of its second atom, as a periodic reader gives them.
 */

type V = [number, number, number];
interface Draft {
  readonly atoms: { symbol: string; at: V }[];
  readonly bonds: { a: number; b: number; order: BondOrder }[];
}

const add = (a: V, b: V): V => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const scale = (a: V, s: number): V => [a[0] * s, a[1] * s, a[2] * s];
const unit = (a: V): V => scale(a, 1 / Math.hypot(...a));

function draft(): Draft & {
  atom(symbol: string, at: V): number;
  bond(a: number, b: number, order?: BondOrder): void;
} {
  const atoms: { symbol: string; at: V }[] = [];
  const bonds: { a: number; b: number; order: BondOrder }[] = [];
  return {
    atoms,
    bonds,
    atom: (symbol, at) => atoms.push({ symbol, at }) - 1,
    bond: (a, b, order = BondOrder.Single) => void bonds.push({ a, b, order }),
  };
}

/** A formate bridging O atoms oa and ob: C above their midpoint along `out`, H beyond it. */
function formate(d: ReturnType<typeof draft>, oa: number, ob: number, out: V): void {
  const mid = scale(add(d.atoms[oa]!.at, d.atoms[ob]!.at), 0.5);
  const c = d.atom('C', add(mid, scale(out, 0.65)));
  const h = d.atom('H', add(d.atoms[c]!.at, scale(out, 1.09)));
  d.bond(c, oa, BondOrder.Double);
  d.bond(c, ob);
  d.bond(c, h);
}

/** Cu₂(HCOO)₄: Cu 1 and 2 on the z axis 2.6 Å apart (not bonded), each with four O at 1.96 Å. */
export function copperPaddlewheel(cell?: number, metal = 'Cu'): Molecule {
  const d = draft();
  const m1 = d.atom(metal, [0, 0, 1.3]);
  const m2 = d.atom(metal, [0, 0, -1.3]);
  for (const dir of [
    [1, 0, 0],
    [-1, 0, 0],
    [0, 1, 0],
    [0, -1, 0],
  ] as V[]) {
    const o1 = d.atom('O', add(scale(dir, 1.95), [0, 0, 1.1]));
    const o2 = d.atom('O', add(scale(dir, 1.95), [0, 0, -1.1]));
    d.bond(m1, o1);
    d.bond(m2, o2);
    formate(d, o1, o2, dir);
  }
  return build(d, cell);
}

/** Zn₄O(HCOO)₆: μ₄-O at the origin, Zn at the tetrahedron's corners 1.94 Å out, a formate on each edge. */
export function zinc4O(cell?: number): Molecule {
  const d = draft();
  const corners: V[] = [
    [1, 1, 1],
    [1, -1, -1],
    [-1, 1, -1],
    [-1, -1, 1],
  ].map((v) => unit(v as V));
  const o = d.atom('O', [0, 0, 0]);
  const zn = corners.map((t) => d.atom('Zn', scale(t, 1.94)));
  for (const z of zn) d.bond(o, z);
  for (let a = 0; a < 4; a++) {
    for (let b = a + 1; b < 4; b++) {
      const out = unit(add(corners[a]!, corners[b]!));
      const oa = d.atom('O', add(d.atoms[zn[a]!]!.at, scale(unit(add(out, scale(corners[b]!, 0.6))), 1.95)));
      const ob = d.atom('O', add(d.atoms[zn[b]!]!.at, scale(unit(add(out, scale(corners[a]!, 0.6))), 1.95)));
      d.bond(zn[a]!, oa);
      d.bond(zn[b]!, ob);
      formate(d, oa, ob, out);
    }
  }
  return build(d, cell);
}

/** A Zr with eight hydroxide O at the corners of a square antiprism, 2.2 Å out. */
export function zirconium8(cell?: number): Molecule {
  const d = draft();
  const zr = d.atom('Zr', [0, 0, 0]);
  for (let k = 0; k < 8; k++) {
    const phi = (k * Math.PI) / 2 + (k >= 4 ? Math.PI / 4 : 0);
    const z = k >= 4 ? -1.2 : 1.2;
    const r = Math.sqrt(2.2 * 2.2 - z * z);
    const at: V = [r * Math.cos(phi), r * Math.sin(phi), z];
    const o = d.atom('O', at);
    d.bond(zr, o);
    const h = d.atom('H', add(at, scale(unit(at), 0.97)));
    d.bond(o, h);
  }
  return build(d, cell);
}

function build(d: Draft, cell?: number): Molecule {
  const b = new MoleculeBuilder('fragment');
  const shift = d.atoms.map((a) => a.at.map((x) => (cell === undefined ? 0 : Math.floor(x / cell))) as V);
  d.atoms.forEach((a, i) => {
    const [x, y, z] = cell === undefined ? a.at : (a.at.map((v, k) => v - shift[i]![k]! * cell) as V);
    b.addAtom({ element: atomicNumber(a.symbol)!, x, y, z, name: `${a.symbol}${i + 1}` });
  });
  for (const bond of d.bonds) {
    const image = [0, 1, 2].map((k) => shift[bond.b]![k]! - shift[bond.a]![k]!) as [number, number, number];
    b.addBond({ ...bond, ...(cell === undefined ? {} : { image }) });
  }
  if (cell !== undefined)
    b.setCell(cellFromParameters({ a: cell, b: cell, c: cell, alpha: 90, beta: 90, gamma: 90 }));
  return b.build();
}
