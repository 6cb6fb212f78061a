/**
 * The OpenMM model a System converts to: OpenMM's own units (nm, kJ/mol, radians; harmonic
 * E = ½ k (x − x0)², as GROMACS) and 0-based atoms, so that the printers only format.
 */
export interface OpenMMAtom {
  /** Atom name in the residue template and the PDB (≤ 4 columns, unique). */
  readonly name: string;
  /** Atom type: one per atom, so every term can carry its own parameters. */
  readonly type: string;
  /** Atom class: the type itself, or with an LJ table the atom's Lennard-Jones class. */
  readonly ljClass: string;
  readonly element: string;
  readonly mass: number;
  readonly charge: number;
  /** nm. */
  readonly sigma: number;
  /** kJ/mol. */
  readonly epsilon: number;
}

/** A term of a custom force: its form (the System's funct) and per-term values in the form's order. */
export interface OpenMMCustomTerm {
  readonly funct: number;
  readonly atoms: readonly number[];
  readonly values: readonly number[];
}

export interface OpenMMTorsionTerm {
  readonly periodicity: number;
  /** Radians. */
  readonly phase: number;
  /** kJ/mol. */
  readonly k: number;
}

/**
 * Lennard-Jones as OpenMM's LennardJonesForce (its CHARMM NBFIX table, a CustomNonbondedForce with
 * a CustomBondForce for 1-4 pairs) where NonbondedForce's Lorentz–Berthelot cannot say it: combination
 * rules 1 and 3, explicit type pairs. NonbondedForce then keeps the charges only (ε = 0).
 */
export interface OpenMMLennardJonesTable {
  /** σ (nm) and ε (kJ/mol) of every pair of LJ classes (the atoms' `ljClass`). */
  readonly classPairs: readonly {
    readonly classes: readonly [string, string];
    readonly sigma: number;
    readonly epsilon: number;
  }[];
  /**
   * Every 1-4 pair (0-based atoms, each its own type) with its own σ and ε, fudgeLJ included: the
   * table is written with lj14scale 1, and these entries, by type, win over the class pairs.
   */
  readonly oneFour: readonly {
    readonly atoms: readonly [number, number];
    readonly sigma: number;
    readonly epsilon: number;
  }[];
}

export interface OpenMMModel {
  readonly residueName: string;
  readonly title: string;
  readonly atoms: readonly OpenMMAtom[];
  /** Template and CONECT bonds (0-based, each once). */
  readonly bonds: readonly (readonly [number, number])[];
  /** Harmonic bonds: length nm, k kJ/mol/nm². */
  readonly bondTerms: readonly {
    readonly atoms: readonly number[];
    readonly length: number;
    readonly k: number;
  }[];
  /** Harmonic angles: angle rad, k kJ/mol/rad². */
  readonly angleTerms: readonly {
    readonly atoms: readonly number[];
    readonly angle: number;
    readonly k: number;
  }[];
  readonly propers: readonly {
    readonly atoms: readonly number[];
    readonly terms: readonly OpenMMTorsionTerm[];
  }[];
  /** Ryckaert–Bellemans propers: c0…c5 kJ/mol (OpenMM's ψ = φ − 180°, as GROMACS). */
  readonly rbPropers: readonly { readonly atoms: readonly number[]; readonly c: readonly number[] }[];
  /** Periodic impropers, atoms in the System's order (central atom third). */
  readonly impropers: readonly {
    readonly atoms: readonly number[];
    readonly terms: readonly OpenMMTorsionTerm[];
  }[];
  /** Harmonic impropers: ξ0 rad, k kJ/mol/rad², atoms in the System's order. */
  readonly harmonicImpropers: readonly {
    readonly atoms: readonly number[];
    readonly xi0: number;
    readonly k: number;
  }[];
  /** Angles of the other forms, one CustomAngleForce per form (write-xml.ts ANGLE_FORMS). */
  readonly customAngles: readonly OpenMMCustomTerm[];
  /** UFF (101) and DREIDING (102) inversions, atoms [j, k, centre, l] 0-based (write-xml.ts). */
  readonly inversions: readonly OpenMMCustomTerm[];
  /** Some bond crosses the cell boundary: the <Script> makes the bonded forces periodic. */
  readonly periodicBonds: boolean;
  readonly coulomb14scale: number;
  readonly lj14scale: number;
  /** Absent: NonbondedForce mixes every pair by Lorentz–Berthelot. */
  readonly ljTable?: OpenMMLennardJonesTable;
  /** Interleaved x, y, z in Å. */
  readonly positions: Float64Array;
  /** a, b, c (Å) and α, β, γ (degrees) for a crystal; absent for a molecule. */
  readonly box?: { readonly lengths: readonly number[]; readonly angles: readonly number[] };
  /** Cut-off for a periodic system, nm (run.py). */
  readonly cutoff: number;
}

export interface OpenMMOptions {
  /** Residue name: 1–4 letters or digits; names the template and the files. */
  readonly residueName: string;
  /** LJ and Coulomb cut-off in nm for a periodic system (default 1.0); a molecule has none. */
  readonly cutoff?: number;
}
