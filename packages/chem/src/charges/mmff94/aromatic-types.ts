import type { MmffGraph } from './graph.js';
import { degree, inAromaticRingOfSize, inRingOfSize, inSameRingOfSize, isNOxide } from './graph.js';

/**
 * Types of atoms in MMFF-aromatic rings (Halgren 1996, Table III: C5A/C5B/C5/CIM+, N5A/N5B/N5,
 * NPYL, N5M, NIM+, N5OX, OFUR, STHI in 5-rings; CB, NPYD, NPD+, NPOX in 6-rings). In a 5-ring
 * the position relative to the π-donor heteroatoms (O, S, or three-connected N that is not an
 * N-oxide) decides: alpha = bonded to one, beta = one atom further, both within one 5-ring.
 * Returns 0 when the atom gets an aliphatic type after all.
 */
export function aromaticType(g: MmffGraph, i: number): number {
  if (!g.aromatic[i]) return 0;
  const five = inAromaticRingOfSize(g, i, 5) ? fiveRingType(g, i) : 0;
  if (five !== 0 || !inAromaticRingOfSize(g, i, 6)) return five;
  return sixRingType(g, i);
}

function sixRingType(g: MmffGraph, i: number): number {
  const z = g.elements[i]!;
  if (z === 6) return 37; // CB
  if (z !== 7) return 0;
  if (isNOxide(g, i)) return 69; // NPOX
  return degree(g, i) === 3 ? 58 : 38; // NPD+ : NPYD
}

interface Heteroatoms {
  readonly alpha: readonly number[];
  readonly beta: readonly number[];
}

const isPiDonor = (g: MmffGraph, a: number): boolean => {
  const z = g.elements[a]!;
  return z === 8 || z === 16 || (z === 7 && degree(g, a) === 3 && !isNOxide(g, a));
};

/** Alpha and beta π-donor heteroatoms of atom i, walking only through aromatic 5-ring atoms. */
function heteroatoms(g: MmffGraph, i: number): Heteroatoms {
  const alpha: number[] = [];
  const beta: number[] = [];
  for (const a of g.neighbours[i]!) {
    if (!inAromaticRingOfSize(g, a, 5)) continue;
    if (inSameRingOfSize(g, 5, i, a) && isPiDonor(g, a)) alpha.push(a);
    for (const b of g.neighbours[a]!) {
      if (b === i || !inAromaticRingOfSize(g, b, 5)) continue;
      if (inSameRingOfSize(g, 5, i, b) && isPiDonor(g, b)) beta.push(b);
    }
  }
  return { alpha, beta };
}

const isOS = (g: MmffGraph, a: number): boolean => g.elements[a] === 8 || g.elements[a] === 16;

function fiveRingType(g: MmffGraph, i: number): number {
  const z = g.elements[i]!;
  if (z === 8) return 59; // OFUR
  if (z === 16) return 44; // STHI
  if (z !== 6 && z !== 7) return 0;
  const h = heteroatoms(g, i);
  return z === 6 ? fiveRingCarbon(g, i, h) : fiveRingNitrogen(g, i, h);
}

function fiveRingCarbon(g: MmffGraph, i: number, h: Heteroatoms): number {
  const { alpha, beta } = h;
  if (beta.length === 0 && isImidazoliumCarbon(g, i)) return 80; // CIM+
  const alphaOS = alpha.some((a) => isOS(g, a));
  const betaOS = beta.some((b) => isOS(g, b));
  if (alpha.length === 0 && beta.length === 0) {
    if (!surroundedByBenzeneCarbon(g, i) && ringNeighboursAromatic(g, i)) return 78; // C5
  } else if (alpha.length > 0 && beta.length > 0) {
    const sameRing = alpha.some((a) => beta.some((b) => inSameRingOfSize(g, 5, a, b)));
    if (!sameRing || (!alphaOS && !betaOS)) return 78; // C5
  }
  if (alpha.length > 0 && (beta.length === 0 || alphaOS)) return 63; // C5A
  if (beta.length > 0 && (alpha.length === 0 || betaOS)) return 64; // C5B
  return 0;
}

/** Carbon between three-connected N's of an imidazolium-like 5-ring, one of them positive. */
function isImidazoliumCarbon(g: MmffGraph, i: number): boolean {
  const ns = g.neighbours[i]!.filter((a) => g.elements[a] === 7 && degree(g, a) === 3);
  const positive = ns.filter((a) => g.formalCharges[a]! > 0 && !isNOxide(g, a)).length;
  const in5 = ns.filter((a) => inAromaticRingOfSize(g, a, 5)).length;
  const in6 = ns.filter((a) => inAromaticRingOfSize(g, a, 6)).length;
  const pattern = (ns.length === 2 && in5 > 0) || (ns.length === 3 && in5 === 2);
  return pattern && positive > 0 && in6 === 0;
}

const surroundedByBenzeneCarbon = (g: MmffGraph, i: number): boolean =>
  g.neighbours[i]!.every((a) => g.elements[a] === 6 && inRingOfSize(g, a, 6));

const ringNeighboursAromatic = (g: MmffGraph, i: number): boolean =>
  g.neighbours[i]!.every((a) => !inSameRingOfSize(g, 5, i, a) || g.aromatic[a] === 1);

function fiveRingNitrogen(g: MmffGraph, i: number, h: Heteroatoms): number {
  const { alpha, beta } = h;
  if (isNOxide(g, i)) return 82; // N5OX
  if (alpha.length === 0 && beta.length === 0) return degree(g, i) === 3 ? 39 : 76; // NPYL : N5M
  if (degree(g, i) === 3 && (alpha.length === 0) !== (beta.length === 0)) return 81; // NIM+
  if (alpha.length > 0 && (beta.length === 0 || alpha.some((a) => isOS(g, a)))) return 65; // N5A
  if (beta.length > 0 && (alpha.length === 0 || beta.some((b) => isOS(g, b)))) return 66; // N5B
  return 79; // N5
}
