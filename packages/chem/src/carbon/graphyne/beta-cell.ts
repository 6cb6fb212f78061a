import { BondOrder } from '../../core/bond-order.js';
import type { SheetMotif } from '../lattice/tile.js';
import type { VertexChainBonds } from './bond-lengths.js';

type Point = readonly [number, number];
const unit = (deg: number): Point => [Math.cos((deg * Math.PI) / 180), Math.sin((deg * Math.PI) / 180)];

/**
 * β-graphyne (18 atoms): graphene with two bonds in three replaced by –C≡C–, keeping one C=C per sp2
 * carbon. On the honeycomb's √3 × √3 cell the kept bonds are three alternate edges of one hexagon, so the
 * six sp2 carbons form an equiangular hexagon (120° everywhere) with sides alternating C=C and –C≡C–
 * (a 12-membered ring), and each vertex sends one more –C≡C– outwards to the opposite vertex (k + 3) of the
 * next ring. The lattice follows from the three bond lengths.
 */
export function betaMotif(b: VertexChainBonds): SheetMotif {
  const dimer = b.double ?? b.vertexToSp;
  const link = 2 * b.vertexToSp + b.triple;
  const vertices: [number, number][] = [[0, 0]];
  for (let k = 0; k < 5; k++) {
    const [x, y] = vertices[k]!;
    const e = unit(60 * k);
    const side = k % 2 === 0 ? dimer : link;
    vertices.push([x + side * e[0], y + side * e[1]]);
  }
  const cx = vertices.reduce((s, v) => s + v[0], 0) / 6;
  const cy = vertices.reduce((s, v) => s + v[1], 0) / 6;
  for (const v of vertices) [v[0], v[1]] = [v[0] - cx, v[1] - cy];
  // Outwards from vertex k: away from both ring sides meeting there (incoming e(k−1), outgoing e(k)).
  const out = (k: number): Point => {
    const [p, q] = [unit(60 * (k - 1)), unit(60 * k)];
    const n = Math.hypot(p[0] - q[0], p[1] - q[1]);
    return [(p[0] - q[0]) / n, (p[1] - q[1]) / n];
  };
  const translation = (k: number): Point => {
    const [v, w, u] = [vertices[k]!, vertices[(k + 3) % 6]!, out(k)];
    return [v[0] + link * u[0] - w[0], v[1] + link * u[1] - w[1]];
  };
  const a1 = translation(0);
  const a2 = translation(2);
  const sites = vertices.map(([x, y]) => ({ element: 6, x, y }));
  const bonds: SheetMotif['bonds'][number][] = [];
  const addChain = (from: number, u: Point, to: number, cell: readonly [number, number]): void => {
    const [x, y] = vertices[from]!;
    const at = [b.vertexToSp, b.vertexToSp + b.triple];
    for (const d of at) sites.push({ element: 6, x: x + d * u[0], y: y + d * u[1] });
    const [c1, c2] = [sites.length - 2, sites.length - 1];
    bonds.push({ a: from, b: c1, order: BondOrder.Single, cell: [0, 0] });
    bonds.push({ a: c1, b: c2, order: BondOrder.Triple, cell: [0, 0] });
    bonds.push({ a: c2, b: to, order: BondOrder.Single, cell });
  };
  for (let k = 0; k < 6; k += 2) bonds.push({ a: k, b: k + 1, order: BondOrder.Double, cell: [0, 0] });
  for (let k = 1; k < 6; k += 2) addChain(k, unit(60 * k), (k + 1) % 6, [0, 0]);
  for (let k = 0; k < 3; k++) addChain(k, out(k), k + 3, inBasis(translation(k), a1, a2));
  return { a: a1, b: a2, sites, bonds };
}

/** Integer coefficients (i, j) with t = i·a1 + j·a2; throws when t is not a lattice vector (a construction error). */
function inBasis(t: Point, a1: Point, a2: Point): readonly [number, number] {
  const det = a1[0] * a2[1] - a1[1] * a2[0];
  const i = (t[0] * a2[1] - t[1] * a2[0]) / det;
  const j = (a1[0] * t[1] - a1[1] * t[0]) / det;
  if (Math.abs(i - Math.round(i)) > 1e-9 || Math.abs(j - Math.round(j)) > 1e-9) {
    throw new Error(`β-graphyne: link translation (${i}, ${j}) is not a lattice vector`);
  }
  return [Math.round(i), Math.round(j)];
}
