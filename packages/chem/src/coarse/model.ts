/**
 * The coarse-grained model shared by the mapping (coarse/mapping) and the parameters (coarse/params):
 * which atoms make which bead, the bead's Martini types and how the beads connect. Indices are 0-based
 * (ADR 0002); the wire form (the spec's cg_beads, A, matched_beads, matched_maps, path_matrix,
 * ring_beads) is made from this at the contract edge, 1-based.
 */

/** Martini 3 bead size by heavy atoms per bead: R (regular, 4), S (small, 3), T (tiny, 2). */
export type BeadSize = 'R' | 'S' | 'T';

export interface CgBead {
  /** The spec's nodeId: B1, B2, … in bead order. */
  readonly name: string;
  readonly size: BeadSize;
  /** Martini 3 bead type with its size prefix and labels, e.g. 'TC5', 'SN6a', 'P2', 'Q5n'. */
  readonly martini3Type: string;
  /** Martini 2.2 bead type, e.g. 'SC4', 'P1', 'Qa'; S-prefixed for ring and small beads. */
  readonly martini2Type: string;
  /** Key of the cited building block the bead's types were taken from (the spec's matched_beads). */
  readonly block: string;
  /** 0-based atom indices: the bead's heavy atoms and the hydrogens bonded to them. */
  readonly atoms: readonly number[];
  /** One weight per entry of `atoms`: 1, or 0.5 for an atom shared by two beads. */
  readonly weights: readonly number[];
  /** Net charge in e: the sum over atoms of weight × formal charge. */
  readonly charge: number;
}

export interface CgMapping {
  readonly beads: readonly CgBead[];
  /** Connected bead pairs (0-based, i < j), sorted: the spec's A matrix as a list. */
  readonly connections: readonly (readonly [number, number])[];
  /** Beads of each ring system (0-based bead indices), rings mapped first. */
  readonly ringBeads: readonly (readonly number[])[];
}
