import type { Mat3 } from '../../core/vec3.js';

/**
 * The CHARMM model a System converts to: CHARMM units (kcal/mol, Å, degrees; harmonic terms
 * E = K (x − x0)² without ½; Lennard-Jones as ε and Rmin/2), 1-based atoms, parameters keyed by atom
 * types. The CHARMM, NAMD and GOMC writers print this one model, so the three agree by construction.
 */
export interface CharmmType {
  readonly name: string;
  /** 1-based MASS number (the type column of a CHARMM-format PSF). */
  readonly number: number;
  readonly mass: number;
  readonly element: string;
  /** Well depth, kcal/mol (positive; printed negative, as CHARMM files do). */
  readonly epsilon: number;
  /** Rmin/2, Å. */
  readonly rminHalf: number;
  /** 1-4 well depth (fudgeLJ · ε), kcal/mol. */
  readonly epsilon14: number;
  readonly rminHalf14: number;
}

export interface CharmmAtom {
  readonly name: string;
  readonly type: string;
  readonly typeNumber: number;
  readonly charge: number;
  readonly mass: number;
}

/** One parameter line: the atom types (as printed) and the values after them. */
export interface CharmmParameter<T extends readonly number[]> {
  readonly types: readonly string[];
  readonly values: T;
}

/** One Fourier term K [1 + cos(n φ − δ)]: K kcal/mol, integer n ≥ 1, δ degrees. */
export interface CharmmTorsionTerm {
  readonly k: number;
  readonly n: number;
  readonly phase: number;
}

/** NBFIX: the pair's own Emin (kcal/mol) and Rmin (Å, the full distance, not a half), plain and 1-4. */
export interface CharmmNbfix {
  readonly types: readonly [string, string];
  readonly epsilon: number;
  readonly rmin: number;
  readonly epsilon14: number;
  readonly rmin14: number;
}

export interface CharmmModel {
  readonly residueName: string;
  readonly title: string;
  readonly types: readonly CharmmType[];
  readonly atoms: readonly CharmmAtom[];
  /** 1-based atom ids. */
  readonly bonds: readonly (readonly number[])[];
  readonly angles: readonly (readonly number[])[];
  /** Proper torsions, then periodic impropers (a periodic improper is a CHARMM dihedral on its atoms). */
  readonly dihedrals: readonly (readonly number[])[];
  /** Harmonic impropers only. */
  readonly impropers: readonly (readonly number[])[];
  /** K (kcal/mol/Å²), b0 (Å). */
  readonly bondParameters: readonly CharmmParameter<readonly [number, number]>[];
  /** K (kcal/mol/rad²), θ0 (degrees). */
  readonly angleParameters: readonly CharmmParameter<readonly [number, number]>[];
  readonly dihedralParameters: readonly {
    readonly types: readonly string[];
    readonly terms: readonly CharmmTorsionTerm[];
  }[];
  /** K (kcal/mol/rad²), ψ0 (degrees). */
  readonly improperParameters: readonly CharmmParameter<readonly [number, number]>[];
  readonly nbfix: readonly CharmmNbfix[];
  /** Combination rule 1 or 3 of the System: σ combined geometrically (NBFIX carries every pair). */
  readonly geometricSigma: boolean;
  /** 1-4 electrostatic factor (the System's fudgeQQ). */
  readonly e14fac: number;
  /** 1-4 Lennard-Jones factor, already folded into the 1-4 columns; kept for the control files. */
  readonly fudgeLJ: number;
  /** Interleaved x, y, z in Å. */
  readonly positions: Float64Array;
  /** Box vectors as rows, Å (a along x, b in the xy plane). */
  readonly box: Mat3;
  readonly periodic: boolean;
  /** Whether every atom has a type of its own (the System's types could not key its parameters). */
  readonly typesPerAtom: boolean;
}

export interface CharmmOptions {
  /** Residue and segment name: 1–4 letters or digits; also names the files. */
  readonly residueName: string;
  /** Space around a molecule without a cell, Å on each side (default 10). */
  readonly padding?: number;
}
