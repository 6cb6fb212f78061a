import { BondOrder } from '../core/bond-order.js';
import { LONE_PAIR } from '../core/elements.js';
import type { Adjacency, Molecule } from '../core/molecule.js';

/**
 * What an atom can put into a ring's π system, as a range of electrons [min, max] (the Hückel
 * test accepts a ring when some count in the summed range is 4n+2). `undefined`: the atom cannot
 * be part of an aromatic ring at all.
 */
export interface PiDonor {
  readonly min: number;
  readonly max: number;
}

export const VACANT: PiDonor = { min: 0, max: 0 };
export const ONE: PiDonor = { min: 1, max: 1 };
export const TWO: PiDonor = { min: 2, max: 2 };
export const ONE_OR_TWO: PiDonor = { min: 1, max: 2 };

/** The bonding situation of one atom, read off the Kekulé structure (lone-pair pseudo-atoms ignored). */
export interface AtomBonding {
  readonly element: number;
  readonly charge: number;
  /** Neighbours other than lone pairs (explicit hydrogens included). */
  readonly degree: number;
  /** Sum of bond orders (aromatic 1.5, amide and unknown 1). */
  readonly valence: number;
  /** Number of double and triple bonds. */
  readonly multipleBonds: number;
  /** Element at the far end of a double or triple bond that is in no ring, or −1. */
  readonly exocyclicPartner: number;
  readonly cyclicMultipleBond: boolean;
  /** Whether the input already marks one of its bonds aromatic. */
  readonly aromaticBond: boolean;
}

const ORDER_VALENCE: Record<number, number> = {
  [BondOrder.Single]: 1,
  [BondOrder.Double]: 2,
  [BondOrder.Triple]: 3,
  [BondOrder.Quadruple]: 4,
  [BondOrder.Aromatic]: 1.5,
};

export function atomBonding(mol: Molecule, adj: Adjacency, bondInRing: Uint8Array, i: number): AtomBonding {
  let degree = 0;
  let valence = 0;
  let multipleBonds = 0;
  let exocyclicPartner = -1;
  let cyclicMultipleBond = false;
  let aromaticBond = false;
  for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) {
    const j = adj.neighbours[e]!;
    if (mol.elements[j] === LONE_PAIR) continue;
    const k = adj.bondOf[e]!;
    const order = mol.bonds.order[k]!;
    const v = ORDER_VALENCE[order] ?? 1;
    degree++;
    valence += v;
    if (order === BondOrder.Aromatic) aromaticBond = true;
    if (order === BondOrder.Double || order === BondOrder.Triple) multipleBonds++;
    if (v >= 2 && bondInRing[k]) cyclicMultipleBond = true;
    if (v >= 2 && !bondInRing[k] && exocyclicPartner < 0) exocyclicPartner = mol.elements[j]!;
  }
  const element = mol.elements[i]!;
  return {
    element,
    charge: mol.formalCharges[i]!,
    degree,
    valence,
    multipleBonds,
    exocyclicPartner,
    cyclicMultipleBond,
    aromaticBond,
  };
}

/** Default valence and valence-shell electron count of the elements that may be aromatic, and of their isoelectronic neighbours. */
const DEFAULT_VALENCE: Record<number, number> = {
  1: 1,
  2: 0,
  3: 1,
  4: 2,
  5: 3,
  6: 4,
  7: 3,
  8: 2,
  9: 1,
  10: 0,
  11: 1,
  12: 2,
  13: 3,
  14: 4,
  15: 3,
  16: 2,
  17: 1,
  18: 0,
  19: 1,
  20: 2,
  33: 3,
  34: 2,
  35: 1,
  51: 3,
  52: 2,
  53: 1,
};
const OUTER_ELECTRONS: Record<number, number> = {
  1: 1,
  2: 2,
  3: 1,
  4: 2,
  5: 3,
  6: 4,
  7: 5,
  8: 6,
  9: 7,
  10: 8,
  11: 1,
  12: 2,
  13: 3,
  14: 4,
  15: 5,
  16: 6,
  17: 7,
  18: 8,
  34: 6,
  52: 6,
};

export const defaultValence = (z: number): number | undefined => DEFAULT_VALENCE[z];
export const outerElectrons = (z: number): number => OUTER_ELECTRONS[z] ?? 0;

/**
 * Electronegativity order used for exocyclic double bonds: more valence electrons is more
 * electronegative, and within a group the lighter element (O > S, N > P). Crude but it is the
 * ordering RDKit uses, which keeps this model comparable with RDKit.
 */
export function moreElectronegative(z1: number, z2: number): boolean {
  const n1 = outerElectrons(z1);
  const n2 = outerElectrons(z2);
  return n1 > n2 || (n1 === n2 && z1 < z2);
}
