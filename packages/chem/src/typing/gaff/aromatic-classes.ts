import { AcBond } from './bond-codes.js';
import type { TypingGraph } from './graph.js';
import { connections } from './graph.js';
import type { TypingRings } from './rings.js';

/**
 * antechamber's ring classes (Wang et al., J. Mol. Graph. Model. 2006, 25, 247; GAFF: Wang et al.,
 * J. Comput. Chem. 2004, 25, 1157). Each ring atom adds a planarity score: sp2 C (3 neighbours) 2,
 * sp3 C −2, N with up to 3 neighbours 2, ether-like O or S (2 neighbours) 1, P with 2 / 3 / 4+
 * neighbours 2 / 1 / −1, S with 3+ neighbours −1. A ring of n atoms with score sum s is, first match:
 * - AR5, pure aliphatic: every atom an sp3 C (s = −2n);
 * - AR4: some atom scores below zero (an sp3 C, a tetravalent S or P …);
 * - AR3: n ≤ s ≤ 2n and a ring atom has a double bond to an atom in no ring (quinone, pyridone);
 * - AR1, pure aromatic: six atoms all scoring 2 and every N or P of it double-bonded (benzene, pyridine);
 * - AR2: s ≥ n + 3, another planar ring (furan, thiophene, pyrrole);
 * - AR4 otherwise.
 * An atom carries the count of its rings of each class.
 */
export interface AromaticClasses {
  /** Per class 1–5 (index 0 unused): per atom, the number of its rings of that class. */
  readonly counts: readonly Int16Array[];
}

function planarityScore(g: TypingGraph, i: number): number {
  const n = connections(g, i);
  switch (g.elements[i]) {
    case 6:
      return n === 3 ? 2 : n === 4 ? -2 : 0;
    case 7:
      return n <= 3 ? 2 : 0;
    case 8:
      return n === 2 ? 1 : 0;
    case 15:
      return n === 2 ? 2 : n === 3 ? 1 : -1;
    case 16:
      return n === 2 ? 1 : n >= 3 ? -1 : 0;
    default:
      return 0;
  }
}

const isDouble = (code: number): boolean => code === AcBond.Double || code === AcBond.AromaticDouble;

function hasExocyclicDouble(g: TypingGraph, rings: TypingRings, ring: readonly number[], codes: Uint8Array) {
  return ring.some((i) =>
    g.neighbours[i]!.some((j) => rings.ringCount[j] === 0 && isDouble(codes[g.bondBetween(i, j)]!)),
  );
}

function pureAromatic(g: TypingGraph, ring: readonly number[], codes: Uint8Array): boolean {
  return ring.every(
    (i) =>
      (g.elements[i] !== 7 && g.elements[i] !== 15) ||
      g.neighbours[i]!.some((j) => isDouble(codes[g.bondBetween(i, j)]!)),
  );
}

export function ringClass(
  g: TypingGraph,
  rings: TypingRings,
  ring: readonly number[],
  codes: Uint8Array,
): number {
  const scores = ring.map((i) => planarityScore(g, i));
  const n = ring.length;
  const s = scores.reduce((x, y) => x + y, 0);
  if (s === -2 * n) return 5;
  if (scores.some((x) => x < 0)) return 4;
  if (s >= n && s <= 2 * n && hasExocyclicDouble(g, rings, ring, codes)) return 3;
  if (n === 6 && s === 12 && pureAromatic(g, ring, codes)) return 1;
  return s >= n + 3 ? 2 : 4;
}

export function aromaticClasses(g: TypingGraph, rings: TypingRings, codes: Uint8Array): AromaticClasses {
  const counts = Array.from({ length: 6 }, () => new Int16Array(g.atomCount));
  for (const ring of rings.rings) {
    const cls = ringClass(g, rings, ring, codes);
    for (const i of ring) counts[cls]![i]!++;
  }
  return { counts };
}

/**
 * The variant antechamber's bond-type step uses before it marks aromatic bonds (the AM1-BCC
 * convention): the 5-ring of an indole-like fused system does not count as aromatic. Atoms are
 * visited in order and the test sees the counts as already lowered, as antechamber's does.
 */
export function bondStepAromaticClasses(
  g: TypingGraph,
  rings: TypingRings,
  codes: Uint8Array,
): AromaticClasses {
  const { counts } = aromaticClasses(g, rings, codes);
  const ar1 = counts[1]!;
  const ar2 = counts[2]!;
  const size = (i: number, n: number): number => rings.sizeCount[i * 11 + n]!;
  for (let i = 0; i < g.atomCount; i++) {
    if (size(i, 5) < 1 || size(i, 6) < 1 || ar1[i]! + ar2[i]! < 2) continue;
    for (const ring of rings.rings) {
      if (ring.length === 5 && ring.includes(i)) for (const k of ring) ar2[k]!--;
    }
  }
  return { counts };
}
