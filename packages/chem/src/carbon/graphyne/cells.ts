import type { BondOrder } from '../../core/bond-order.js';
import { BondOrder as Order } from '../../core/bond-order.js';
import type { SheetMotif } from '../lattice/tile.js';
import type { RingChainBonds, VertexChainBonds } from './bond-lengths.js';

type Site = { element: number; x: number; y: number };
type Bond = SheetMotif['bonds'][number];

const unit = (deg: number): [number, number] => [
  Math.cos((deg * Math.PI) / 180),
  Math.sin((deg * Math.PI) / 180),
];

/** Primitive hexagonal vectors a1 = a(1, 0), a2 = a(1/2, √3/2). */
const hexagonal = (a: number): Pick<SheetMotif, 'a' | 'b'> => ({
  a: [a, 0],
  b: [a / 2, (a * Math.sqrt(3)) / 2],
});

/**
 * Lays a straight chain of sp carbons from `from` along direction `u` at the given steps (Å from `from`),
 * bonding each to the previous one; returns the index of the last chain atom.
 */
function chain(
  sites: Site[],
  bonds: Bond[],
  from: number,
  u: readonly [number, number],
  steps: readonly { at: number; order: BondOrder }[],
): number {
  const origin = sites[from]!;
  let previous = from;
  for (const s of steps) {
    sites.push({ element: 6, x: origin.x + s.at * u[0], y: origin.y + s.at * u[1] });
    bonds.push({ a: previous, b: sites.length - 1, order: s.order, cell: [0, 0] });
    previous = sites.length - 1;
  }
  return previous;
}

/** Distances along a –C≡C–(C≡C–)… link from its first atom: sp2–sp, then triple / single alternating. */
function linkSteps(
  first: number,
  triple: number,
  units: number,
  spSp: number,
  tripleOrder: BondOrder = Order.Triple,
): { at: number; order: BondOrder }[] {
  const steps = [{ at: first, order: Order.Single as BondOrder }];
  let at = first;
  for (let k = 0; k < units; k++) {
    if (k > 0) steps.push({ at: (at += spSp), order: Order.Single });
    steps.push({ at: (at += triple), order: tripleOrder });
  }
  return steps;
}

/**
 * γ-graphyne (units = 1, 12 atoms) and graphdiyne (units = 2, 18 atoms): a benzene ring at the origin whose
 * carbons at 0°, 60° and 120° each start a chain of `units` C≡C towards the ring of the next cell, so
 * a = 2·aromatic + 2·ringToSp + units·triple + (units − 1)·spSp.
 */
export function ringChainMotif(b: RingChainBonds, units: 1 | 2): SheetMotif {
  const spSp = b.spSp ?? 0;
  const a = 2 * b.aromatic + 2 * b.ringToSp + units * b.triple + (units - 1) * spSp;
  const sites: Site[] = [];
  const bonds: Bond[] = [];
  for (let k = 0; k < 6; k++) {
    const [x, y] = unit(60 * k);
    sites.push({ element: 6, x: b.aromatic * x, y: b.aromatic * y });
    bonds.push({ a: k, b: (k + 1) % 6, order: Order.Aromatic, cell: [0, 0] });
  }
  const cells: readonly (readonly [number, number])[] = [
    [1, 0],
    [0, 1],
    [-1, 1],
  ];
  cells.forEach((cell, d) => {
    const last = chain(sites, bonds, d, unit(60 * d), linkSteps(b.ringToSp, b.triple, units, spSp));
    bonds.push({ a: last, b: d + 3, order: Order.Single, cell });
  });
  return { ...hexagonal(a), sites, bonds };
}

/**
 * α-graphyne (8 atoms): the honeycomb with sp2 vertices A = (a1 + a2)/3, B = 2(a1 + a2)/3 and every
 * A–B bond replaced by –C≡C–, so a = √3·(2·vertexToSp + triple). Orders are one Kekulé structure of the
 * sheet (valences 4 throughout): per cell one link cumulenic (=C=C=), two acetylenic (–C≡C–).
 */
export function alphaMotif(b: VertexChainBonds): SheetMotif {
  const length = 2 * b.vertexToSp + b.triple;
  const a = Math.sqrt(3) * length;
  const { a: a1, b: a2 } = hexagonal(a);
  const third = [(a1[0] + a2[0]) / 3, (a1[1] + a2[1]) / 3] as const;
  const sites: Site[] = [
    { element: 6, x: third[0], y: third[1] },
    { element: 6, x: 2 * third[0], y: 2 * third[1] },
  ];
  const bonds: Bond[] = [];
  const targets: readonly (readonly [number, number])[] = [
    [0, 0],
    [-1, 0],
    [0, -1],
  ];
  targets.forEach((cell, k) => {
    const to = [
      2 * third[0] + cell[0] * a1[0] + cell[1] * a2[0] - third[0],
      2 * third[1] + cell[0] * a1[1] + cell[1] * a2[1] - third[1],
    ];
    const u = [to[0]! / length, to[1]! / length] as const;
    const cumulene = k === 0;
    const steps = linkSteps(b.vertexToSp, b.triple, 1, 0, cumulene ? Order.Double : Order.Triple);
    if (cumulene) steps[0] = { ...steps[0]!, order: Order.Double };
    const last = chain(sites, bonds, 0, u, steps);
    bonds.push({ a: last, b: 1, order: cumulene ? Order.Double : Order.Single, cell });
  });
  return { ...hexagonal(a), sites, bonds };
}
