/**
 * The bond lengths a graphyne cell is built from, Å; the lattice constant follows from them (sp2 angles
 * 120°, sp chains straight). Which values to use is the caller's: the published sets (Narita et al., Phys.
 * Rev. B 58, 11009 (1998) for γ-graphyne and graphdiyne; Malko et al., Phys. Rev. Lett. 108, 086804 (2012)
 * for α and β) could not be read from the sources available when this was written, so chem carries no
 * default set rather than numbers it cannot cite (see README.md).
 */

/** γ-graphyne (n = 1) and graphdiyne (n = 2): benzene rings joined by n acetylenic units. */
export interface RingChainBonds {
  /** C–C in the benzene ring. */
  readonly aromatic: number;
  /** Ring carbon to the first sp carbon. */
  readonly ringToSp: number;
  /** C≡C. */
  readonly triple: number;
  /** Single bond between two C≡C units (graphdiyne only). */
  readonly spSp?: number;
}

/** α-graphyne: every graphene bond replaced by –C≡C–; β-graphyne keeps one C=C per sp2 carbon. */
export interface VertexChainBonds {
  /** sp2 vertex to the first sp carbon. */
  readonly vertexToSp: number;
  /** C≡C. */
  readonly triple: number;
  /** The kept C=C between two sp2 carbons (β-graphyne only). */
  readonly double?: number;
}

/** Shortest and longest bond a cell accepts, Å (a C≡C is ~1.2 Å, a C–C single ~1.54 Å). */
export const GRAPHYNE_BOND_MIN = 1.1;
export const GRAPHYNE_BOND_MAX = 1.6;
