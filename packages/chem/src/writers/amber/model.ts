/**
 * The AMBER model a System converts to: every %FLAG array of the prmtop already in AMBER units (Å,
 * kcal/mol, radians, charges × 18.2223) and AMBER numbering, so that the printers only format.
 */
export interface AmberDihedralType {
  /** kcal/mol. */
  readonly k: number;
  readonly periodicity: number;
  /** Radians. */
  readonly phase: number;
  /** 1-4 Coulomb divisor (1 / fudgeQQ). */
  readonly scee: number;
  /** 1-4 Lennard-Jones divisor (1 / fudgeLJ). */
  readonly scnb: number;
}

export interface AmberModel {
  readonly title: string;
  readonly atomNames: readonly string[];
  /** Charges in AMBER's internal unit (e × 18.2223). */
  readonly charges: readonly number[];
  readonly atomicNumbers: readonly number[];
  readonly masses: readonly number[];
  /** 1-based LJ type of every atom. */
  readonly atomTypeIndex: readonly number[];
  /** Name of every LJ type (AMBER_ATOM_TYPE prints the atom's one). */
  readonly typeNames: readonly string[];
  /** NTYPES² entries, 1-based into the A/B tables. */
  readonly nonbondedParmIndex: readonly number[];
  /** A = 4 ε σ¹², B = 4 ε σ⁶ per type pair (kcal/mol Å¹², kcal/mol Å⁶). */
  readonly ljA: readonly number[];
  readonly ljB: readonly number[];
  readonly residueLabels: readonly string[];
  /** 1-based first atom of every residue. */
  readonly residuePointers: readonly number[];
  /** K (kcal/mol/Å², E = K (r − r0)²) and r0 (Å) per bond type. */
  readonly bondTypes: readonly { readonly k: number; readonly r0: number }[];
  /** K (kcal/mol/rad², E = K (θ − θ0)²) and θ0 (rad) per angle type. */
  readonly angleTypes: readonly { readonly k: number; readonly theta0: number }[];
  readonly dihedralTypes: readonly AmberDihedralType[];
  /** Flat rows as the prmtop stores them: atom pointers 3·(i − 1), then the 1-based type. */
  readonly bondsWithH: readonly number[];
  readonly bondsWithoutH: readonly number[];
  readonly anglesWithH: readonly number[];
  readonly anglesWithoutH: readonly number[];
  /** Dihedral rows: a negative third pointer means no 1-4, a negative fourth an improper. */
  readonly dihedralsWithH: readonly number[];
  readonly dihedralsWithoutH: readonly number[];
  /** Excluded partners (1-based, higher-numbered) per atom; a lone 0 for an atom with none. */
  readonly exclusions: readonly (readonly number[])[];
  /** Interleaved x, y, z in Å. */
  readonly positions: Float64Array;
  /** Periodic box: a, b, c (Å) and α, β, γ (degrees); absent for a molecule. */
  readonly box?: { readonly lengths: readonly number[]; readonly angles: readonly number[] };
  /** Atoms per molecule (periodic systems only, SOLVENT_POINTERS / ATOMS_PER_MOLECULE). */
  readonly atomsPerMolecule: readonly number[];
}

export interface AmberOptions {
  /** Residue name (1–4 letters or digits) for a structure without residues; also names the files. */
  readonly residueName: string;
}
