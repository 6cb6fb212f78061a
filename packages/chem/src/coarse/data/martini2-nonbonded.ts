/**
 * Martini 2.2 non-bonded interactions, our own transcription of the interaction-level matrix of
 * Marrink, Risselada, Yefimov, Tieleman & de Vries, "The MARTINI force field: coarse grained model for
 * biomolecular simulations", J. Phys. Chem. B 2007, 111, 7812-7824, Table 3 (18 bead types, levels
 * O-IX), checked cell by cell against the [ nonbond_params ] of the official martini_v2.1.itp; the
 * martini_v2.2.itp header (de Jong et al., J. Chem. Theory Comput. 2013, 9, 687) states that its bead
 * definitions are those of v2.1 unchanged (2.2 differs only in the protein topologies).
 *
 * Level → ε (kJ/mol), σ 0.47 nm except IX (0.62 nm), as the paper's Table 2 and the itp's header give.
 * Ring (S-prefixed) beads: a pair of two S beads has σ 0.43 nm and 75 % of the level's ε (paper §2,
 * "ring particles"); an S bead with a standard bead interacts as its standard type. The amino-acid
 * types AC1/AC2 and the antifreeze BP4 of the itp are not offered (no small-molecule mapping uses them).
 * One discrepancy is kept as the paper has it: that itp gives SNa–Qd level III and SNa–Qa level I,
 * the reverse of Na (Table 3: Na–Qd I, Na–Qa III); here SNa follows Na, as the ring rule says.
 * Masses: 72 for every bead, standard and S alike, as martini_v2.1/2.2.itp sets them ("for reasons of
 * computational efficiency, all particle masses are set to 72 amu").
 */

/** The 18 standard bead types in the paper's order (Table 3 rows and columns). */
export const MARTINI2_STANDARD_TYPES = [
  'Qda', 'Qd', 'Qa', 'Q0',
  'P5', 'P4', 'P3', 'P2', 'P1',
  'Nda', 'Nd', 'Na', 'N0',
  'C5', 'C4', 'C3', 'C2', 'C1',
] as const; // prettier-ignore

export type Martini2StandardType = (typeof MARTINI2_STANDARD_TYPES)[number];

/** Interaction levels 0 (O, supra attractive) … 9 (IX, super repulsive). */
export const MARTINI2_LEVEL_NAMES = ['O', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX'] as const;

/** ε (kJ/mol) of each level, O … IX (Marrink et al. 2007, Table 2). */
export const MARTINI2_LEVEL_EPSILON = [5.6, 5.0, 4.5, 4.0, 3.5, 3.1, 2.7, 2.3, 2.0, 2.0] as const;

/** σ (nm): 0.47 for every level but IX, 0.62 for IX. */
export const martini2LevelSigma = (level: number): number => (level === 9 ? 0.62 : 0.47);

/** σ (nm) and ε scale of a pair of two ring (S) beads. */
export const MARTINI2_RING_SIGMA = 0.43;
export const MARTINI2_RING_EPSILON_SCALE = 0.75;

/** Mass of every Martini 2.2 bead (g/mol). */
export const MARTINI2_MASS = 72;

/**
 * Table 3, row by row in MARTINI2_STANDARD_TYPES order, levels as numbers (0 = O … 9 = IX). The
 * matrix is symmetric (martini2-nonbonded.test.ts checks it); rows are written whole so that each can
 * be read against the paper.
 */
// prettier-ignore
const LEVELS: readonly (readonly number[])[] = [
  //Qda Qd Qa Q0 P5 P4 P3 P2 P1 Nda Nd Na N0 C5 C4 C3 C2 C1
  [0, 0, 0, 2, 0, 0, 0, 1, 1, 1, 1, 1, 4, 5, 6, 7, 9, 9], // Qda
  [0, 1, 0, 2, 0, 0, 0, 1, 1, 1, 3, 1, 4, 5, 6, 7, 9, 9], // Qd
  [0, 0, 1, 2, 0, 0, 0, 1, 1, 1, 1, 3, 4, 5, 6, 7, 9, 9], // Qa
  [2, 2, 2, 4, 1, 0, 1, 2, 3, 3, 3, 3, 4, 5, 6, 7, 9, 9], // Q0
  [0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 1, 1, 4, 5, 6, 6, 7, 8], // P5
  [0, 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 3, 4, 5, 6, 6, 7, 8], // P4
  [0, 0, 0, 1, 0, 1, 1, 2, 2, 2, 2, 2, 4, 4, 5, 5, 6, 7], // P3
  [1, 1, 1, 2, 0, 2, 2, 2, 2, 2, 2, 2, 3, 4, 4, 5, 6, 7], // P2
  [1, 1, 1, 3, 0, 2, 2, 2, 2, 2, 2, 2, 3, 4, 4, 4, 5, 6], // P1
  [1, 1, 1, 3, 1, 3, 2, 2, 2, 2, 2, 2, 4, 4, 5, 6, 6, 6], // Nda
  [1, 3, 1, 3, 1, 3, 2, 2, 2, 2, 3, 2, 4, 4, 5, 6, 6, 6], // Nd
  [1, 1, 3, 3, 1, 3, 2, 2, 2, 2, 2, 3, 4, 4, 5, 6, 6, 6], // Na
  [4, 4, 4, 4, 4, 4, 4, 3, 3, 4, 4, 4, 4, 4, 4, 4, 5, 6], // N0
  [5, 5, 5, 5, 5, 5, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5, 5], // C5
  [6, 6, 6, 6, 6, 6, 5, 4, 4, 5, 5, 5, 4, 4, 4, 4, 5, 5], // C4
  [7, 7, 7, 7, 6, 6, 5, 5, 4, 6, 6, 6, 4, 4, 4, 4, 4, 4], // C3
  [9, 9, 9, 9, 7, 7, 6, 6, 5, 6, 6, 6, 5, 5, 5, 4, 4, 4], // C2
  [9, 9, 9, 9, 8, 8, 7, 7, 6, 6, 6, 6, 6, 5, 5, 4, 4, 4], // C1
];

export interface Martini2Pair {
  /** 0 (O) … 9 (IX). */
  readonly level: number;
  readonly sigma: number;
  readonly epsilon: number;
}

/** A Martini 2.2 bead type: a standard type, or one with the ring prefix S (e.g. SC4, SNa). */
export function isMartini2Type(type: string): boolean {
  return standardIndex(type) >= 0;
}

function standardIndex(type: string): number {
  const base = type.startsWith('S') ? type.slice(1) : type;
  return (MARTINI2_STANDARD_TYPES as readonly string[]).indexOf(base);
}

/** The level of two standard types (Table 3 cell). */
export function martini2Level(a: Martini2StandardType, b: Martini2StandardType): number {
  const i = MARTINI2_STANDARD_TYPES.indexOf(a);
  const j = MARTINI2_STANDARD_TYPES.indexOf(b);
  return LEVELS[i]![j]!;
}

/**
 * σ (nm) and ε (kJ/mol) of two Martini 2.2 bead types; undefined when either is not one. Two ring
 * beads take σ 0.43 nm and 75 % of ε; the reduction applies to every level, IX included (the paper
 * states the rule without exception).
 */
export function martini2Pair(a: string, b: string): Martini2Pair | undefined {
  const i = standardIndex(a);
  const j = standardIndex(b);
  if (i < 0 || j < 0) return undefined;
  const level = LEVELS[i]![j]!;
  const epsilon = MARTINI2_LEVEL_EPSILON[level]!;
  if (a.startsWith('S') && b.startsWith('S')) {
    return { level, sigma: MARTINI2_RING_SIGMA, epsilon: epsilon * MARTINI2_RING_EPSILON_SCALE };
  }
  return { level, sigma: martini2LevelSigma(level), epsilon };
}

/** Raw rows for tests (symmetry). */
export const martini2LevelRows = (): readonly (readonly number[])[] => LEVELS;
