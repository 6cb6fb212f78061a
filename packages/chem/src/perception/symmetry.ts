import { BondOrder } from '../core/bond-order.js';
import type { Molecule } from '../core/molecule.js';
import type { AromaticFlags } from './aromaticity.js';
import { perceiveAromaticity } from './aromaticity.js';
import type { LabelledGraph } from './partition-refinement.js';
import { refinePartition } from './partition-refinement.js';
import type { RingInfo } from './rings.js';
import { findRings } from './rings.js';

/**
 * Topological symmetry classes: atoms that the bond graph cannot tell apart get the same class.
 *
 * Method (Morgan / Weininger's CANON, without tie breaking): atoms start in classes of equal
 * invariants (element, formal charge, neighbour count, attached hydrogens, the multiset of their
 * bond types, whether they are in a ring and the size of their smallest ring); classes are then
 * split until every two atoms of a class have the same number of neighbours of each class through
 * each bond type (colour refinement, partition-refinement.ts, O((V + E) log V)). Bond types are the
 * perceived ones: an aromatic bond is one type whatever its Kekulé order, so the two ortho carbons
 * of toluene are equivalent whichever Kekulé structure was read.
 *
 * Only automorphism-invariant ring data are used: the smallest ring size of an atom is the same in
 * every SSSR, whereas the number of SSSR rings an atom is in is not (cubane keeps 5 of 6 faces).
 *
 * Known limit: refinement can merge atoms that no symmetry maps onto each other. In a regular
 * graph without vertex-transitive symmetry every atom has the same neighbourhood at every depth
 * (e.g. a C12H12 cage on the Frucht graph: 12 carbons in one class, though the graph has no
 * symmetry at all). Such cases need individualisation and search (nauty); none occurs in ordinary
 * organic molecules. Periodic bonds count as ordinary bonds (the quotient graph of the cell).
 *
 * Class ids are 0 … k−1, numbered in order of first appearance along the atom list.
 */
export function symmetryClasses(
  mol: Molecule,
  perceived: { rings?: RingInfo; aromatic?: AromaticFlags } = {},
): Uint32Array {
  const rings = perceived.rings ?? findRings(mol);
  const aromatic = perceived.aromatic ?? perceiveAromaticity(mol, rings);
  const graph = labelledGraph(mol, aromatic);
  return refinePartition(graph, initialClasses(mol, graph, rings));
}

/** Bond type labels for refinement: perceived aromatic bonds get their own label, 4. */
function bondLabel(order: number, aromatic: boolean): number {
  if (aromatic || order === BondOrder.Aromatic) return 4;
  if (order === BondOrder.Quadruple) return 5;
  if (order === BondOrder.Amide) return 6;
  return order; // 0 unknown, 1, 2, 3
}

function labelledGraph(mol: Molecule, aromatic: AromaticFlags): LabelledGraph {
  const n = mol.atomCount;
  const { a, b, order, count } = mol.bonds;
  const start = new Uint32Array(n + 1);
  for (let k = 0; k < count; k++) {
    start[a[k]! + 1]!++;
    start[b[k]! + 1]!++;
  }
  for (let i = 0; i < n; i++) start[i + 1]! += start[i]!;
  const fill = start.slice(0, n);
  const neighbour = new Uint32Array(2 * count);
  const label = new Uint8Array(2 * count);
  for (let k = 0; k < count; k++) {
    const l = bondLabel(order[k]!, aromatic.bonds[k] === 1);
    neighbour[fill[a[k]!]!] = b[k]!;
    label[fill[a[k]!]!++] = l;
    neighbour[fill[b[k]!]!] = a[k]!;
    label[fill[b[k]!]!++] = l;
  }
  return { size: n, start, neighbour, label };
}

/** Ranks of the atom invariants (equal invariants, equal rank). */
function initialClasses(mol: Molecule, g: LabelledGraph, rings: RingInfo): Uint32Array {
  const keys = Array.from({ length: mol.atomCount }, (_, i) => {
    let hydrogens = 0;
    const labels: number[] = [];
    for (let e = g.start[i]!; e < g.start[i + 1]!; e++) {
      if (mol.elements[g.neighbour[e]!] === 1) hydrogens++;
      labels.push(g.label[e]!);
    }
    labels.sort((x, y) => x - y);
    const inRing = rings.atomRings[i]!.length > 0 ? 1 : 0;
    return `${mol.elements[i]} ${mol.formalCharges[i]} ${labels.length} ${hydrogens} ${labels.join('')} ${inRing} ${rings.smallestRingSize[i]}`;
  });
  const distinct = [...new Set(keys)].sort();
  const rank = new Map(distinct.map((k, r) => [k, r]));
  return Uint32Array.from(keys, (k) => rank.get(k)!);
}
