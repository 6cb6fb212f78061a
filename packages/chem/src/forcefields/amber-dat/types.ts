/**
 * An AMBER parameter set (parm.dat layout, e.g. GAFF's gaff.dat) as the file states it: AMBER units
 * (kcal/mol, Å, degrees) and AMBER's functional forms, where a bond is K (r − r0)² and an angle
 * K (θ − θ0)² (no ½). Conversion to GROMACS units happens in params/, through core/units.ts.
 * Every entry keeps the 1-based line it was read from, for provenance.
 */
export interface AmberMass {
  readonly type: string;
  /** g/mol. */
  readonly mass: number;
  /** Atomic polarizability in Å³, when the file gives one. */
  readonly polarizability?: number;
  readonly line: number;
}

export interface AmberBond {
  readonly types: readonly [string, string];
  /** kcal/mol/Å², in AMBER's K (r − r0)². */
  readonly k: number;
  /** Å. */
  readonly r0: number;
  readonly line: number;
}

export interface AmberAngle {
  readonly types: readonly [string, string, string];
  /** kcal/mol/rad², in AMBER's K (θ − θ0)². */
  readonly k: number;
  /** Degrees. */
  readonly theta0: number;
  readonly line: number;
}

/** One Fourier term of a proper torsion: (PK / IDIVF) (1 + cos(PN φ − PHASE)). */
export interface AmberTorsionTerm {
  /** Barrier divider IDIVF (≥ 1). */
  readonly divider: number;
  /** PK in kcal/mol, before division by the divider. */
  readonly pk: number;
  /** Degrees. */
  readonly phase: number;
  /** |PN|; the sign only told the reader whether more terms follow. */
  readonly periodicity: number;
  readonly line: number;
}

export type Quartet = readonly [string, string, string, string];

export interface AmberDihedral {
  /** 'X' is AMBER's wildcard. */
  readonly types: Quartet;
  readonly terms: readonly AmberTorsionTerm[];
}

/** Improper torsion: PK (1 + cos(PN φ − PHASE)); the central atom is the third type. */
export interface AmberImproper {
  readonly types: Quartet;
  readonly pk: number;
  readonly phase: number;
  readonly periodicity: number;
  readonly line: number;
}

/** 6-12 parameters in the RE form: R* = half the LJ minimum distance (Å), ε (kcal/mol). */
export interface AmberLennardJones {
  readonly type: string;
  readonly rStar: number;
  readonly epsilon: number;
  readonly line: number;
}

export interface ForceFieldParameters {
  /** Short name used in provenance, e.g. 'GAFF'. */
  readonly name: string;
  readonly version?: string;
  /** Path or name of the file the parameters were read from. */
  readonly source: string;
  /** First line of the file. */
  readonly title: string;
  readonly masses: ReadonlyMap<string, AmberMass>;
  /** Keyed by the types joined with '-' as written in the file. */
  readonly bonds: ReadonlyMap<string, AmberBond>;
  readonly angles: ReadonlyMap<string, AmberAngle>;
  readonly dihedrals: ReadonlyMap<string, AmberDihedral>;
  readonly impropers: ReadonlyMap<string, AmberImproper>;
  readonly nonbonded: ReadonlyMap<string, AmberLennardJones>;
}

export const typeKey = (types: readonly string[]): string => types.join('-');

/** AMBER's wildcard atom type. */
export const WILDCARD = 'X';
