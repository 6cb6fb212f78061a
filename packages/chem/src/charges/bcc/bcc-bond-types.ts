import type { BccGraph } from './bcc-graph.js';
import { isAtom, isTerminalChalcogen, neighbours } from './bcc-graph.js';
import type { BccAromaticity } from './bcc-rings.js';

/**
 * AM1-BCC bond types (Jakalian, Jack & Bayly, J. Comput. Chem. 2002, 23, 1623, Table 2; the codes of
 * AmberTools' BCCPARM.DAT): 1 single, 2 double, 3 triple, 6 single N–O/S of an N-oxide, 7 and 8 the
 * single and double bonds of an aromatic ring, 9 delocalised bonds to terminal O or S (carboxylate,
 * nitro, sulfonate, phosphate, alkoxide/thiolate). Types 10 and 11 of the table (aromatic bonds of
 * unknown Kekulé form, same-type pairs) are not produced: a Kekulé structure is always resolved.
 */
export const BccBondType = {
  Single: 1,
  Double: 2,
  Triple: 3,
  Dative: 6,
  AromaticSingle: 7,
  AromaticDouble: 8,
  Delocalised: 9,
} as const;

export function bccBondTypes(g: BccGraph, arom: BccAromaticity): Uint8Array {
  const { a, b, count } = g.mol.bonds;
  const types = Uint8Array.from(g.order);
  const conj = conjugatedCentres(g);
  const ringOf = aromaticRingMembership(g, arom);
  for (let k = 0; k < count; k++) {
    const i = a[k]!;
    const j = b[k]!;
    if (ringOf(i, j) && (types[k] === 1 || types[k] === 2)) {
      types[k] = types[k] === 1 ? BccBondType.AromaticSingle : BccBondType.AromaticDouble;
    }
    types[k] = chalcogenBondType(g, conj, i, j, types[k]!);
  }
  markOxyanionCentres(g, types);
  return types;
}

/**
 * Bonds to a terminal O or S. A double bond from a conjugated centre (carboxylate C, nitro N,
 * sulfonate S, phosphate P: ≥2 such terminal atoms) and any single bond become delocalised (9);
 * a bond from a 2- or 3-connected N that is not a nitro N becomes the N-oxide type 6.
 */
function chalcogenBondType(g: BccGraph, conj: Uint8Array, i: number, j: number, type: number): number {
  const [centre, end] = isTerminalChalcogen(g, j) ? [i, j] : isTerminalChalcogen(g, i) ? [j, i] : [-1, -1];
  if (centre < 0 || end < 0) return type;
  if (type === BccBondType.Double && conj[centre]) return BccBondType.Delocalised;
  if (isAtom(g, centre, 7) && (g.degree[centre] === 2 || g.degree[centre] === 3)) {
    // The nitro group is N(=O)=O to antechamber: both bonds delocalised, whichever is written single.
    return conj[centre] ? BccBondType.Delocalised : BccBondType.Dative;
  }
  return type === BccBondType.Single ? BccBondType.Delocalised : type;
}

/** Per atom: 1 for a C, P or nitro N with ≥2 terminal O/S, or an S with 4 neighbours and ≥3 of them. */
function conjugatedCentres(g: BccGraph): Uint8Array {
  const out = new Uint8Array(g.mol.atomCount);
  for (let i = 0; i < g.mol.atomCount; i++) {
    const terminal = neighbours(g, i).filter((n) => isTerminalChalcogen(g, n.atom)).length;
    const z = g.mol.elements[i];
    if ((z === 6 || z === 15) && terminal >= 2) out[i] = 1;
    if (z === 7 && g.degree[i] === 3 && terminal >= 2) out[i] = 1;
    if (z === 16 && g.degree[i] === 4 && terminal >= 3) out[i] = 1;
  }
  return out;
}

/** Sulfinates (S with 3 neighbours, 2 terminal O/S) and phosphates (P with 4, ≥2 terminal): all 9. */
function markOxyanionCentres(g: BccGraph, types: Uint8Array): void {
  for (let i = 0; i < g.mol.atomCount; i++) {
    const terminal = neighbours(g, i).filter((n) => isTerminalChalcogen(g, n.atom));
    const sulfinate = isAtom(g, i, 16, 3) && terminal.length === 2;
    const phosphate = isAtom(g, i, 15, 4) && terminal.length >= 2;
    if (sulfinate || phosphate) for (const n of terminal) types[n.bond] = BccBondType.Delocalised;
  }
}

/** Both atoms in one AR1/AR2 ring of five or six atoms. */
function aromaticRingMembership(g: BccGraph, arom: BccAromaticity): (i: number, j: number) => boolean {
  const rings = arom.aromaticRings
    .map((r) => g.rings.rings[r]!)
    .filter((ring) => ring.length === 5 || ring.length === 6);
  return (i, j) => {
    const bothAr1 = arom.ar1[i] === 1 && arom.ar1[j] === 1;
    const bothAr2 = arom.ar2[i] === 1 && arom.ar2[j] === 1;
    if (!bothAr1 && !bothAr2) return false;
    return rings.some((ring) => ring.includes(i) && ring.includes(j));
  };
}
