import type { FragmentGroup } from './fragment-groups.js';

/**
 * A cited Martini building block: the chemistry of a bead (its fragment key) → the Martini 3 type the
 * source prints for it, and the Martini 2.2 type where a source prints one. The size prefix (T/S/none)
 * comes from the bead's own heavy-atom count and is added when typing: Martini 3 keeps a block's type
 * when it is represented by fewer atoms in a smaller bead (Souza 2021; e.g. acetic acid SP2 and
 * propanoic acid P2 in Alessandri 2022, Table 1).
 */
export interface BuildingBlock {
  readonly key: string;
  /** The bead's fragment key: exactly this set of labels (coarse/mapping/atom-groups.ts). */
  readonly groups: readonly FragmentGroup[];
  /** Net charge of the bead, rounded. */
  readonly charge: number;
  /** Allowed heavy-atom counts (½-shared atoms count ½, rounded); undefined = any. */
  readonly heavy?: readonly number[];
  /** Hydrogens on the bead (weighted, rounded); undefined = any. */
  readonly hydrogens?: number;
  /** True: the bead must hold a ring atom; false: it must not; undefined: either. */
  readonly ring?: boolean;
  /** Martini 3 type without size prefix (class + level + labels a/d/e/v/r/h/n/p). */
  readonly martini3: string;
  /** Martini 2.2 type without the S prefix, where a source prints it; else the polarity-trend rule. */
  readonly martini2?: string;
  /** Paper and table/figure (or repository file) that prints the assignment. */
  readonly source: string;
  /** Molecules in which the source shows the block (for the reader; matching ignores it). */
  readonly examples: string;
}

/** Alessandri et al. 2022 Table 1, the small-molecule building-block reference table. */
export const ALESSANDRI =
  'Alessandri et al., Adv. Theory Simul. 2022, 5, 2100391, Table 1 (building-block table; ' +
  'github.com/ricalessandri/Martini3-small-molecules docs/assets/building_block_table.pdf)';
/** Souza et al. 2021: the Martini 3 paper, its protein and lipid models. */
export const SOUZA = 'Souza et al., Nat. Methods 2021, 18, 382';
/** The Martini 3 phospholipid beads of Souza 2021 (NC3 Q1, PO4 Q5, GL1/GL2 SN4a/N4a, tails C1/C4h). */
export const SOUZA_LIPID = 'Souza et al., Nat. Methods 2021, 18, 382, lipid models (martini_v3.0.0_phospholipids_v1.itp)';
/** Marrink et al. 2007: the Martini 2 building blocks. */
export const MARRINK = 'Marrink et al., J. Phys. Chem. B 2007, 111, 7812, Table 3';
/** Monticelli et al. 2008: Martini 2 amino-acid side chains, as Martini 2.2 keeps them. */
export const MONTICELLI =
  'Monticelli et al., J. Chem. Theory Comput. 2008, 4, 819 (amino acids; vermouth-martinize ' +
  'vermouth/data/force_fields/martini22/aminoacids.rtp)';
/** The Martini 3 amino-acid beads of Souza 2021 as the martinize2 force-field file prints them. */
export const SOUZA_PROTEIN =
  'Souza et al., Nat. Methods 2021, 18, 382, protein model (vermouth-martinize ' +
  'vermouth/data/force_fields/martini3001/aminoacids.ff)';

/** The fragment key of a bead, as the typing computes it (coarse/mapping/bead-chemistry.ts). */
export interface FragmentKey {
  /** Distinct labels, sorted. */
  readonly groups: readonly FragmentGroup[];
  readonly charge: number;
  readonly heavy: number;
  readonly hydrogens: number;
  readonly ring: boolean;
}
