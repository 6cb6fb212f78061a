import type { BondKind } from './bond-codes.js';

/**
 * The vocabulary of our GAFF typing rules (rules-*.ts), modelled on the atom-type definitions of
 * antechamber (Wang, Wolf, Caldwell, Kollman & Case, J. Comput. Chem. 2004, 25, 1157; Wang et al.,
 * J. Mol. Graph. Model. 2006, 25, 247).
 *
 * A property is a ring fact (in a ring of size 3–10, in no ring, in a ring of class AR1–AR5, see
 * aromatic-classes.ts) or a bond count (bond-codes.ts). A test holds when the atom has the property
 * at all, or exactly `count` times; with `link`, the bond to the previous atom of an environment
 * path must also be of that kind ('bonded', antechamber's prime) or not ('notBonded').
 */
export type RingProperty =
  'ring' | 'ring3' | 'ring4' | 'ring5' | 'ring6' | 'ring7' | 'ring8' | 'ring9' | 'ring10' | 'noRing';
export type AromaticProperty = 'AR1' | 'AR2' | 'AR3' | 'AR4' | 'AR5';
export type Property = RingProperty | AromaticProperty | BondKind;

export interface PropertyTest {
  readonly property: Property;
  readonly count?: number;
  readonly link?: 'bonded' | 'notBonded';
}

/** All groups must hold; a group holds when one of its tests does. */
export type PropertySpec = readonly (readonly PropertyTest[])[];

/** Element classes of environment atoms: an element symbol, or a class of elements (ELEMENT_CLASSES). */
export type ElementClass = 'H' | 'C' | 'N' | 'O' | 'S' | 'P' | 'anyCNOSP' | 'OS' | 'NP' | 'halogen' | 'SP';

export const ELEMENT_CLASSES: Readonly<Record<ElementClass, readonly number[]>> = {
  H: [1],
  C: [6],
  N: [7],
  O: [8],
  S: [16],
  P: [15],
  anyCNOSP: [6, 7, 8, 16, 15],
  OS: [8, 16],
  NP: [7, 15],
  halogen: [9, 17, 35, 53],
  SP: [16, 15],
};

/**
 * One atom of a chemical environment: a neighbour of the atom above it in the tree (the typed atom
 * at the top), reached by a simple path. Distinct tree atoms at the same depth are distinct atoms.
 */
export interface EnvAtom {
  readonly element: ElementClass;
  /** Number of neighbours; any when absent. */
  readonly connections?: number;
  readonly properties?: PropertySpec;
  readonly children?: readonly EnvAtom[];
}

/** A list of neighbours the typed atom must have (all of them, as distinct atoms). */
export type Environment = readonly EnvAtom[];

export interface GaffRule {
  readonly type: string;
  readonly element: number;
  readonly connections?: number;
  /** Number of H neighbours. */
  readonly hydrogens?: number;
  /** For H: electron-withdrawing atoms (N, O, S, halogens) bonded to the H's neighbour. */
  readonly withdrawing?: number;
  readonly properties?: PropertySpec;
  /** The rule holds when one of these environments is found (or when there is none). */
  readonly environments?: readonly Environment[];
}
