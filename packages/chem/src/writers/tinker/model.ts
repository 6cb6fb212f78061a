import type { CharmmTorsionTerm } from '../charmm/model.js';

/**
 * The Tinker model a System converts to: kcal/mol, Å, degrees; every atom its own atom type and
 * class (number i + 1), so that Tinker's look-up of parameters by class finds exactly the System's
 * term for each bond, angle, torsion and improper it builds from the connectivity.
 */
export interface TinkerAtom {
  /** Name column of the .xyz (Tinker keeps 3 characters). */
  readonly name: string;
  readonly symbol: string;
  readonly atomicNumber: number;
  readonly mass: number;
  /** Description in the `atom` line. */
  readonly description: string;
  readonly charge: number;
  /** σ (Å) and ε (kcal/mol). */
  readonly sigma: number;
  readonly epsilon: number;
  readonly position: readonly [number, number, number];
  /** 1-based bonded partners. */
  readonly partners: readonly number[];
}

/** K (kcal/mol/Å² or /rad², E = K (x − x0)²) and x0 (Å or degrees); atoms 1-based. */
export interface TinkerHarmonic {
  readonly atoms: readonly number[];
  readonly k: number;
  readonly x0: number;
}

export interface TinkerTorsion {
  readonly atoms: readonly number[];
  /** K [1 + cos(n φ − δ)]: K kcal/mol, δ degrees. */
  readonly terms: readonly CharmmTorsionTerm[];
}

export interface TinkerModel {
  readonly residueName: string;
  readonly title: string;
  readonly atoms: readonly TinkerAtom[];
  readonly bonds: readonly TinkerHarmonic[];
  readonly angles: readonly TinkerHarmonic[];
  readonly torsions: readonly TinkerTorsion[];
  /** `imptors`: periodic impropers, trigonal atom third. */
  readonly imptors: readonly TinkerTorsion[];
  readonly radiusRule: 'ARITHMETIC' | 'GEOMETRIC';
  /** Written as Tinker reads them: a value above 1 is a divisor, 0 … 1 a factor. */
  readonly vdw14Scale: number;
  readonly chg14Scale: number;
  /** kcal/mol Å e⁻², the Coulomb constant GROMACS uses. */
  readonly electric: number;
  /** a b c α β γ (Å, degrees) for a crystal. */
  readonly cell?: readonly [number, number, number, number, number, number];
  /** vdw-cutoff and ewald-cutoff for a crystal, Å. */
  readonly cutoff: number;
}

export interface TinkerOptions {
  /** 1–4 letters or digits; names the files (<res>.xyz, <res>.key). */
  readonly residueName: string;
  /** Crystals only: van der Waals and Ewald real-space cut-off, Å (default 9, Tinker's own). */
  readonly cutoff?: number;
}
