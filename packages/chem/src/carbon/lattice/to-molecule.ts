import { BondOrder } from '../../core/bond-order.js';
import { cellFromVectors } from '../../core/cell.js';
import { symbolOf } from '../../core/elements.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import { norm, scale } from '../../core/vec3.js';
import type { Net } from './net.js';
import { crossesBoundary, linkVector } from './net.js';

const HYDROGEN = 1;

/** Residue the carbon builders give every atom (one molecule, one residue; the spec's default resname). */
const RESIDUE = { name: 'NUK', number: 1, chain: '' } as const;

function addSite(builder: MoleculeBuilder, element: number, p: Vec3): number {
  const name = `${symbolOf(element)}${builder.atomCount + 1}`;
  return builder.addAtom({ element, x: p[0], y: p[1], z: p[2], name, residue: RESIDUE });
}

/** The network as a periodic Molecule: the net's cell, every link a bond (through the boundary with its image). */
export function periodicMolecule(net: Net, title: string): Molecule {
  const builder = new MoleculeBuilder(title).setCell(cellFromVectors(net.vectors));
  for (const s of net.sites) addSite(builder, s.element, s.position);
  for (const l of net.links) builder.addBond({ a: l.a, b: l.b, order: l.order, image: l.image });
  return builder.build();
}

/**
 * Which sites stay when the net is cut at its boundary and `prune` is asked: sites left with fewer than two
 * bonds inside the cut are removed, again and again, so a cut through a row of atoms leaves no carbon hanging
 * by one bond (the zigzag end of a tube cut at t = 0 would otherwise be a row of =CH2, a Klein edge).
 */
function keptSites(net: Net, prune: boolean): boolean[] {
  const kept = new Array<boolean>(net.sites.length).fill(true);
  if (!prune) return kept;
  const neighbours: number[][] = net.sites.map(() => []);
  for (const l of net.links) {
    if (crossesBoundary(l)) continue;
    neighbours[l.a]!.push(l.b);
    neighbours[l.b]!.push(l.a);
  }
  const degree = neighbours.map((list) => list.length);
  const queue = degree.flatMap((d, i) => (d < 2 ? [i] : []));
  for (const i of queue) kept[i] = false;
  while (queue.length > 0) {
    for (const other of neighbours[queue.pop()!]!) {
      if (kept[other] && --degree[other]! < 2) {
        kept[other] = false;
        queue.push(other);
      }
    }
  }
  return kept;
}

/**
 * The network cut at its cell boundary as a finite Molecule. Every bond the cut (or the pruning) takes from a
 * kept carbon becomes a C–H of `chBond` Å along that bond, so each carbon keeps as many neighbours as it had
 * in the network (a corner that lost two bonds is an sp2 =CH2).
 */
export function terminatedMolecule(net: Net, title: string, chBond: number, prune = false): Molecule {
  const kept = keptSites(net, prune);
  const builder = new MoleculeBuilder(title);
  const index = new Array<number>(net.sites.length).fill(-1);
  net.sites.forEach((s, i) => {
    if (kept[i]) index[i] = addSite(builder, s.element, s.position);
  });
  const caps: { atom: number; along: Vec3 }[] = [];
  for (const l of net.links) {
    const [ka, kb] = [kept[l.a]!, kept[l.b]!];
    if (ka && kb && !crossesBoundary(l)) {
      builder.addBond({ a: index[l.a]!, b: index[l.b]!, order: l.order });
      continue;
    }
    const v = linkVector(net, l);
    const u = scale(v, chBond / norm(v));
    if (ka) caps.push({ atom: l.a, along: u });
    if (kb) caps.push({ atom: l.b, along: scale(u, -1) });
  }
  for (const c of caps) {
    const p = net.sites[c.atom]!.position;
    const h = addSite(builder, HYDROGEN, [p[0] + c.along[0], p[1] + c.along[1], p[2] + c.along[2]]);
    builder.addBond({ a: index[c.atom]!, b: h, order: BondOrder.Single });
  }
  return builder.build();
}
