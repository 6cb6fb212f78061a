import type { MmffGraph } from './graph.js';
import { Bond, bondKind, degree, inAnyRing, setBondKind } from './graph.js';

/**
 * MMFF's own aromaticity (Halgren, J. Comput. Chem. 1996, 17, 490, §"aromaticity"; the same
 * rules as RDKit's MMFF typer, which the validation script compares against). It is not Hückel
 * perception of whole ring systems: each SSSR ring is judged alone, from its Kekulé structure.
 * - A ring bond that is double gives 2 π electrons.
 * - A ring C (or 4-valent N) with an exocyclic double bond gives 1 π electron when the partner
 *   is already MMFF-aromatic; otherwise the exocyclic double bond forbids the lone-pair count
 *   below. When the partner lies in a ring not judged yet, the ring is judged on a later pass,
 *   so fused systems become aromatic ring by ring (naphthalene in any Kekulé form).
 * - An odd-membered ring holding N, O or divalent S and no such exocyclic double bond gains the
 *   heteroatom's lone pair (2 electrons): pyrrole, furan, thiophene.
 * - Every ring C and N must be sp2; then 4n+2 (n ≥ 1) electrons make the ring aromatic.
 * Passes repeat while they judge new atoms. Bonds of aromatic rings become Bond.Aromatic.
 */
export function mmffAromaticity(g: MmffGraph): void {
  const judged = new Uint8Array(g.elements.length);
  const aromaticRing = new Array<boolean>(g.rings.length).fill(false);
  let before = -1;
  let now = 0;
  let allJudged = false;
  while (!allJudged && g.rings.length > 0 && now > before) {
    g.rings.forEach((ring, r) => {
      if (judgeRing(g, ring, judged)) {
        aromaticRing[r] = true;
        for (const a of ring) g.aromatic[a] = 1;
      }
    });
    before = now;
    const flags = g.rings.flat().map((a) => judged[a]!);
    now = flags.filter((f) => f === 1).length;
    allJudged = flags.every((f) => f === 1);
  }
  g.rings.forEach((ring, r) => {
    if (!aromaticRing[r]) return;
    ring.forEach((a, k) => setBondKind(g, a, ring[(k + 1) % ring.length]!, Bond.Aromatic));
  });
}

/** Judges one ring (marking its atoms judged); false when not aromatic or left for a later pass. */
function judgeRing(g: MmffGraph, ring: readonly number[], judged: Uint8Array): boolean {
  const count = piElectrons(g, ring, judged);
  if (count === undefined) return false;
  for (const a of ring) judged[a] = 1;
  if (!ring.every((a) => isSp2OrNotCN(g, a))) return false;
  let pi = count.pi;
  if (count.heteroatom && !count.exocyclicDouble && ring.length % 2 === 1) pi += 2;
  return pi > 2 && (pi - 2) % 4 === 0;
}

interface PiCount {
  readonly pi: number;
  readonly heteroatom: boolean;
  readonly exocyclicDouble: boolean;
}

/** π electrons of the ring's double bonds and exocyclic partners; undefined to judge later. */
function piElectrons(g: MmffGraph, ring: readonly number[], judged: Uint8Array): PiCount | undefined {
  let pi = 0;
  let heteroatom = false;
  let exocyclicDouble = false;
  for (let j = 0; j < ring.length; j++) {
    const a = ring[j]!;
    const z = g.elements[a]!;
    if (z === 7 || z === 8 || (z === 16 && degree(g, a) === 2)) heteroatom = true;
    if (bondKind(g, a, ring[(j + 1) % ring.length]!) === Bond.Double) {
      pi += 2;
      continue;
    }
    if (z !== 6 && !(z === 7 && g.valence[a] === 4)) continue;
    for (const b of g.neighbours[a]!) {
      const kind = bondKind(g, a, b);
      if (ring.includes(b) || kind === Bond.Single) continue;
      if (inAnyRing(g, b) && !judged[b]) return undefined;
      if (kind !== Bond.Double) continue;
      if (g.aromatic[b]) pi += 1;
      else exocyclicDouble = true;
    }
  }
  return { pi, heteroatom, exocyclicDouble };
}

/**
 * RDKit's hybridisation for ring C and N (the aromaticity rule needs sp2): C with three
 * neighbours; N from neighbours + lone pairs (3 orbitals), or with 4 orbitals when a neighbour
 * carries a multiple bond (conjugated lone pair, as in pyrrole or an amide).
 */
function isSp2OrNotCN(g: MmffGraph, a: number): boolean {
  const z = g.elements[a]!;
  if (z === 6) return degree(g, a) === 3;
  if (z !== 7) return true;
  const lonePairs = Math.floor((5 - g.valence[a]! - g.formalCharges[a]!) / 2);
  const orbitals = degree(g, a) + lonePairs;
  if (orbitals === 3) return true;
  if (orbitals !== 4 || degree(g, a) === 4) return false;
  return g.neighbours[a]!.some((b) => g.neighbours[b]!.some((c) => bondKind(g, b, c) >= Bond.Double));
}
