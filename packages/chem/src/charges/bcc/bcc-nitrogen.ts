import type { BccGraph } from './bcc-graph.js';
import { bondBetween, isAtom, isTerminalChalcogen, neighbours } from './bcc-graph.js';
import type { BccAromaticity } from './bcc-rings.js';

/**
 * Nitrogen AM1-BCC types (Jakalian et al. 2002, Table 1, rules of ATOMTYPE_BCC.DEF): 21 amine-like,
 * 22 amide-like (bonded to a C that bears a terminal O or S), 23 delocalised N with three neighbours
 * (aromatic, nitro, amidinium/guanidinium, N of a five-ring fused to an aromatic ring, N with a
 * double bond), 24 imine-like N with one single and one double bond, 25 N with one neighbour or
 * any other two-connected N (nitrile, isonitrile, the middle N of an azide).
 */
export function bccNitrogenType(g: BccGraph, arom: BccAromaticity, bondTypes: Uint8Array, i: number): number {
  const x = g.degree[i]!;
  if (x === 4) return 21;
  if (x === 3) return threeConnected(g, arom, bondTypes, i);
  if (x === 2) return twoConnected(g, bondTypes, i);
  return 25;
}

const aromatic = (arom: BccAromaticity, i: number): boolean => arom.ar1[i] === 1 || arom.ar2[i] === 1;
const isDouble = (t: number): boolean => t === 2 || t === 8;
const isSingle = (t: number): boolean => t === 1 || t === 7 || t === 9;

/** A three-connected C bearing a terminal O (or S, when `sulfurToo`): the amide carbon. */
function isAcylCarbon(g: BccGraph, c: number, sulfurToo: boolean): boolean {
  if (!isAtom(g, c, 6, 3)) return false;
  return neighbours(g, c).some(
    (n) => isTerminalChalcogen(g, n.atom) && (sulfurToo || g.mol.elements[n.atom] === 8),
  );
}

function threeConnected(g: BccGraph, arom: BccAromaticity, bondTypes: Uint8Array, i: number): number {
  const nbs = neighbours(g, i);
  if (aromatic(arom, i)) return 23;
  if (nbs.some((n) => isAcylCarbon(g, n.atom, true))) return 22;
  if (nbs.filter((n) => isAtom(g, n.atom, 8, 1)).length >= 2) return 23;
  // Amidine/guanidine-like: a neighbour (C3, N2 or P2) double-bonded to another three-connected N.
  const pushes = nbs.some(
    (n) =>
      (isAtom(g, n.atom, 6, 3) || isAtom(g, n.atom, 7, 2) || isAtom(g, n.atom, 15, 2)) &&
      neighbours(g, n.atom).some(
        (m) => m.atom !== i && isAtom(g, m.atom, 7, 3) && isDouble(bondTypes[m.bond]!),
      ),
  );
  if (pushes || fusedFiveRingNitrogen(g, arom, i)) return 23;
  if (nbs.some((n) => isDouble(bondTypes[n.bond]!))) return 23;
  return 21;
}

function twoConnected(g: BccGraph, bondTypes: Uint8Array, i: number): number {
  const nbs = neighbours(g, i);
  const singles = nbs.filter((n) => isSingle(bondTypes[n.bond]!)).length;
  const doubles = nbs.filter((n) => isDouble(bondTypes[n.bond]!)).length;
  if (singles === 2) return nbs.some((n) => isAcylCarbon(g, n.atom, true)) ? 22 : 21;
  if (singles === 1 && doubles === 1) return 24;
  return azoleNitrogen(g, i) ? 24 : 25;
}

/** Element/connectivity pairs the DEF file groups as "XB": C3 N2 N3 O2 S2 P2. */
function isXB(g: BccGraph, i: number): boolean {
  const z = g.mol.elements[i];
  const x = g.degree[i];
  return (
    (z === 6 && x === 3) ||
    (z === 7 && (x === 2 || x === 3)) ||
    ((z === 8 || z === 16 || z === 15) && x === 2)
  );
}

/** C N O S P that is aromatic. */
function isAromaticXX(g: BccGraph, arom: BccAromaticity, i: number): boolean {
  const z = g.mol.elements[i];
  return (z === 6 || z === 7 || z === 8 || z === 16 || z === 15) && aromatic(arom, i);
}

/**
 * The N of a five-ring fused to an aromatic ring (indoline, isoindoline): N–a1 and N–XB–XB–a2, or
 * N–XB–a1 and N–XB–a2, with a1 and a2 aromatic and bonded to each other.
 */
function fusedFiveRingNitrogen(g: BccGraph, arom: BccAromaticity, i: number): boolean {
  const nbs = neighbours(g, i).map((n) => n.atom);
  const reachAromatic = (from: number, exclude: readonly number[]): number[] =>
    neighbours(g, from)
      .map((n) => n.atom)
      .filter((a) => !exclude.includes(a) && isAromaticXX(g, arom, a));
  const bonded = (p: number, q: number): boolean => p !== q && bondBetween(g, p, q) !== undefined;
  for (const a1 of nbs.filter((a) => isAromaticXX(g, arom, a))) {
    for (const b1 of nbs.filter((b) => b !== a1 && isXB(g, b))) {
      for (const b2 of neighbours(g, b1).map((n) => n.atom)) {
        if (b2 === i || !isXB(g, b2)) continue;
        if (reachAromatic(b2, [b1, i]).some((a2) => bonded(a1, a2))) return true;
      }
    }
  }
  const viaXB = nbs.filter((b) => isXB(g, b)).map((b) => ({ b, as: reachAromatic(b, [i]) }));
  for (const p of viaXB) {
    for (const q of viaXB) {
      if (p.b >= q.b) continue;
      if (p.as.some((a1) => q.as.some((a2) => bonded(a1, a2)))) return true;
    }
  }
  return false;
}

/** Two-connected N of a five-ring with a run of two-connected ring N (tetrazole, triazole anions). */
function azoleNitrogen(g: BccGraph, i: number): boolean {
  const inFive = (a: number): boolean => g.rings.atomRings[a]!.some((r) => g.rings.rings[r]!.length === 5);
  const ringN2 = (a: number): boolean => isAtom(g, a, 7, 2) && inFive(a);
  if (!ringN2(i)) return false;
  const next = (a: number, not: readonly number[]): number[] =>
    neighbours(g, a)
      .map((n) => n.atom)
      .filter((b) => !not.includes(b) && ringN2(b));
  const firsts = next(i, []);
  if (firsts.length >= 2 && firsts.some((f) => next(f, [i]).length > 0)) return true;
  return firsts.some((f) => next(f, [i]).some((s) => next(s, [f, i]).length > 0));
}
