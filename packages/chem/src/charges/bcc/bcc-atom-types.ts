import { ChemError } from '../../core/errors.js';
import type { BccGraph } from './bcc-graph.js';
import { isAtom, isTerminalChalcogen, neighbours } from './bcc-graph.js';
import { bccNitrogenType } from './bcc-nitrogen.js';
import type { BccAromaticity } from './bcc-rings.js';

/**
 * AM1-BCC atom types (Jakalian, Jack & Bayly, J. Comput. Chem. 2002, 23, 1623, Table 1; the codes of
 * BCCPARM.DAT, with the rules of AmberTools' ATOMTYPE_BCC.DEF): the first digit is the element row
 * (1 C, 2 N, 3 O, 4 P, 5 S, 6 Si, 7 halogens, 9 H), the second the bonding situation. First matching
 * rule wins; "aromatic" means AR1/AR2 (bcc-rings.ts), "double" a Kekulé or aromatic double bond.
 */
export function bccAtomTypes(g: BccGraph, arom: BccAromaticity, bondTypes: Uint8Array): Uint8Array {
  const types = new Uint8Array(g.mol.atomCount);
  for (let i = 0; i < g.mol.atomCount; i++) types[i] = atomType(g, arom, bondTypes, i);
  return types;
}

const FIXED: ReadonlyMap<number, number> = new Map([
  [1, 91],
  [9, 71],
  [14, 61],
  [17, 72],
  [35, 73],
  [53, 74],
]);

function atomType(g: BccGraph, arom: BccAromaticity, bondTypes: Uint8Array, i: number): number {
  const z = g.mol.elements[i]!;
  const fixed = FIXED.get(z);
  if (fixed !== undefined) return fixed;
  const x = g.degree[i]!;
  if (z === 6) return carbonType(g, arom, bondTypes, i);
  if (z === 7) return bccNitrogenType(g, arom, bondTypes, i);
  if (z === 8) return x === 1 ? oxygenType(g, i) : 31;
  if (z === 15) return x === 4 || (x === 3 && hasDoubleBond(g, bondTypes, i)) ? 42 : 41;
  if (z === 16 && x >= 1 && x <= 4) return x <= 2 ? 51 : x === 3 ? 52 : 53;
  throw new ChemError(
    'missing-parameter',
    `AM1-BCC has no atom type for atom ${i + 1} (Z = ${z}, ${x} neighbours).`,
    [i],
  );
}

/** Double in the sense of the DEF file's "db": Kekulé double or aromatic double, not delocalised. */
export function isDoubleType(t: number): boolean {
  return t === 2 || t === 8;
}

/** Single in the DEF file's "sb" sense: single, aromatic single and delocalised. */
export function isSingleType(t: number): boolean {
  return t === 1 || t === 7 || t === 9;
}

export function hasDoubleBond(g: BccGraph, bondTypes: Uint8Array, i: number): boolean {
  return neighbours(g, i).some((n) => isDoubleType(bondTypes[n.bond]!));
}

export const isAromatic = (arom: BccAromaticity, i: number): boolean =>
  arom.ar1[i] === 1 || arom.ar2[i] === 1;

/**
 * 11 sp3, 12 sp2 (C=C), 13 sp2 double-bonded to N or P, 14 sp2 bearing a terminal O or S (C=O, C=S,
 * carboxylate), 15 sp/terminal, 16 aromatic, 17 aromatic next to a two-connected aromatic N or O.
 */
function carbonType(g: BccGraph, arom: BccAromaticity, bondTypes: Uint8Array, i: number): number {
  const x = g.degree[i]!;
  if (x === 1 || x === 2) return 15;
  if (x !== 3) return 11;
  const nbs = neighbours(g, i);
  if (isAromatic(arom, i)) {
    const heteroNext = nbs.some(
      (n) => (isAtom(g, n.atom, 7, 2) || isAtom(g, n.atom, 8, 2)) && isAromatic(arom, n.atom),
    );
    return heteroNext ? 17 : 16;
  }
  if (nbs.some((n) => isTerminalChalcogen(g, n.atom))) return 14;
  const doubleToNP = nbs.some(
    (n) =>
      isDoubleType(bondTypes[n.bond]!) &&
      (isAtom(g, n.atom, 7) || isAtom(g, n.atom, 15)) &&
      g.degree[n.atom]! >= 2 &&
      g.degree[n.atom]! <= 4,
  );
  return doubleToNP ? 13 : 12;
}

/**
 * Terminal oxygen: 33 on a ring carbon that also bears a two-connected O or a three-connected N
 * (lactone, lactam), 32 on a carbon that bears a two-connected O (ester, acid), otherwise 31.
 */
function oxygenType(g: BccGraph, i: number): number {
  const c = neighbours(g, i)[0]!.atom;
  if (!isAtom(g, c, 6, 3)) return 31;
  const others = neighbours(g, c).filter((n) => n.atom !== i);
  const hasO2 = others.some((n) => isAtom(g, n.atom, 8, 2));
  const hasN3 = others.some((n) => isAtom(g, n.atom, 7, 3));
  const inRing = g.rings.atomRings[c]!.length > 0;
  if (inRing && (hasO2 || hasN3)) return 33;
  return hasO2 ? 32 : 31;
}
