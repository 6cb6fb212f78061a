/**
 * Cited Martini building blocks: a bead's fragment (heavy atoms as sorted element symbols, hydrogens on
 * them, aromatic, net charge) → its Martini 3 and Martini 2.2 types. Only rows whose assignment the cited
 * papers print are here; the size prefix (T/S/none) comes from the bead's size and is added when typing.
 */
export interface BuildingBlock {
  readonly key: string;
  /** Heavy-atom symbols, sorted (e.g. 'CCOO'). */
  readonly heavy: string;
  /** Hydrogens on the fragment; undefined = any (a substituted ring carbon types as the bare one). */
  readonly hydrogens?: number;
  readonly aromatic: boolean;
  readonly charge: number;
  /** Martini 3 type without size prefix (class + level + labels). */
  readonly martini3: string;
  /** Martini 2.2 type without the S prefix. */
  readonly martini2: string;
  readonly source: string;
}

const SOUZA = 'Souza et al., Nat. Methods 2021, 18, 382 (Fig. 1 and SI building-block table)';
const MARRINK = 'Marrink et al., J. Phys. Chem. B 2007, 111, 7812, Table 2';

export const BUILDING_BLOCKS: readonly BuildingBlock[] = [
  // Benzene: 3 TC5 in Martini 3, 3 SC4 in Martini 2.2 (the canonical aromatic 2-to-1 bead); Souza 2021
  // keeps TC5 for the ring beads of substituted benzenes (e.g. toluene, benzonitrile), whatever their H.
  { key: 'benzene-CH=CH', heavy: 'CC', aromatic: true, charge: 0, martini3: 'C5', martini2: 'C4', source: SOUZA },
  // Butane and the saturated lipid-tail bead: C1 in both versions.
  { key: 'butane-end', heavy: 'CCCC', hydrogens: 9, aromatic: false, charge: 0, martini3: 'C1', martini2: 'C1', source: `${SOUZA}; ${MARRINK}` },
  { key: 'butane-mid', heavy: 'CCCC', hydrogens: 8, aromatic: false, charge: 0, martini3: 'C1', martini2: 'C1', source: `${SOUZA}; ${MARRINK}` },
  { key: 'butane', heavy: 'CCCC', hydrogens: 10, aromatic: false, charge: 0, martini3: 'C1', martini2: 'C1', source: `${SOUZA}; ${MARRINK}` },
  // The cis-unsaturated lipid-tail bead (CC=CC): C4h in Martini 3, C3 in Martini 2.2.
  { key: 'butene-mid', heavy: 'CCCC', hydrogens: 6, aromatic: false, charge: 0, martini3: 'C4h', martini2: 'C3', source: `${SOUZA}; ${MARRINK}` },
  // Acetate / propanoate carboxylate: Q5n in Martini 3, Qa in Martini 2.2.
  { key: 'acetate', heavy: 'CCOO', hydrogens: 3, aromatic: false, charge: -1, martini3: 'Q5n', martini2: 'Qa', source: `${SOUZA}; ${MARRINK}` },
];

/** The block whose fragment equals the bead's, or undefined. */
export function findBlock(
  heavy: string,
  hydrogens: number,
  aromatic: boolean,
  charge: number,
): BuildingBlock | undefined {
  return BUILDING_BLOCKS.find(
    (b) => b.heavy === heavy && (b.hydrogens === undefined || b.hydrogens === hydrogens) && b.aromatic === aromatic && b.charge === charge,
  );
}
