import { ChemError } from './errors.js';
import type { EstimatedNote } from './estimated-note.js';
import type { Molecule } from './molecule.js';

/**
 * The parameterised system (the spec's "parameter set"): which atoms → which parameter → what values,
 * kept apart so that editing one parameter row changes every term that uses it (docs/ARCHITECTURE.md).
 * Units are GROMACS units (ADR 0001): nm, kJ/mol, degrees, kJ/mol/nm², kJ/mol/rad². Functional forms
 * are explicit and carry the GROMACS function type (`funct`) that defines them, ½ factors included.
 * Indices are 0-based (ADR 0002); the wire form (system-wire.ts) is 1-based.
 */

/** Where a parameter came from; `estimated` parameters deserve the user's review. */
export interface Provenance {
  readonly forceField: string;
  readonly version?: string;
  /** File the value was read from (e.g. /usr/share/openbabel/3.1.1/gaff.dat), or a data module name. */
  readonly source: string;
  /** 1-based line in `source`, when read from a file. */
  readonly line?: number;
  readonly estimated: boolean;
  /** For estimated parameters: what the value was derived from (types substituted, rule used). */
  readonly estimatedFrom?: string;
  /** For estimated parameters: the same as data (rule key + values), for a translated note. */
  readonly estimatedNote?: EstimatedNote;
  /** For estimated parameters: larger means less trustworthy (parmchk2-style penalty). */
  readonly penalty?: number;
  /** Set when the value was replaced by one derived from the input geometry or a Hessian. */
  readonly derivedFrom?: 'geometry' | 'hessian' | 'user';
}

export interface SystemAtom {
  /** Atom name or group label (spec: atom array index 0). */
  readonly label: string;
  /** Name of the force field (or water model) that typed this atom (spec: atom type option `name`). */
  readonly forceField: string;
  readonly type: string;
  /** Partial charge in e. */
  readonly charge: number;
  /** g/mol. */
  readonly mass: number;
  /** Lennard-Jones σ in nm (spec: "van der Waals radius", alpha). */
  readonly sigma: number;
  /** Lennard-Jones ε in kJ/mol (spec: "well depth", beta). */
  readonly epsilon: number;
  readonly provenance: Provenance;
}

/** E = ½ kb (r − b0)²  (GROMACS bond funct 1). */
export interface HarmonicBond {
  readonly funct: 1;
  readonly b0: number;
  readonly kb: number;
  readonly provenance: Provenance;
}

/** E = ½ kθ (θ − θ0)²  (GROMACS angle funct 1). */
export interface HarmonicAngle {
  readonly funct: 1;
  readonly theta0: number;
  readonly k: number;
  readonly provenance: Provenance;
}

/**
 * E = ½ k (cos θ − cos θ0)²: GROMACS angle funct 2 (GROMOS-96 form), DREIDING's angle (Mayo, Olafson &
 * Goddard 1990, eq 10 with C = K/sin²θ0 folded into k); LAMMPS angle_style cosine/squared with K = k/2.
 * θ0 degrees, k kJ/mol. Not for θ0 = 180° (DREIDING's linear centres use CosinePeriodicAngle, n = 1).
 */
export interface CosineHarmonicAngle {
  readonly funct: 2;
  readonly theta0: number;
  readonly k: number;
  readonly provenance: Provenance;
}

/**
 * UFF's angle about a non-linear centre (Rappé et al. 1992, eq 11): E = k (c0 + c1 cos θ + c2 cos 2θ)
 * with c2 = 1/(4 sin²θ0), c1 = −4 c2 cos θ0, c0 = c2 (2 cos²θ0 + 1) — `uffAngleCoefficients(theta0)`;
 * only θ0 and k are kept so an edited θ0 moves the coefficients with it. No GROMACS form: funct 101 is
 * TopoForge's own tag (FOURIER_ANGLE). LAMMPS angle_style fourier (K, C0, C1, C2). θ0 degrees, k kJ/mol.
 */
export interface FourierAngle {
  readonly funct: 101;
  readonly theta0: number;
  readonly k: number;
  readonly provenance: Provenance;
}

/**
 * E = k (1 + c cos(n θ)): UFF's linear (n 1, c 1), trigonal-planar (n 3), square-planar and octahedral
 * (n 4) centres (Rappé et al. 1992, eq 10, with c = −1 for n 3 and 4 and k = K/n²), and DREIDING's
 * linear centres (n 1, c 1). θ0 (degrees) is the minimum, kept for display. No GROMACS form: funct 102
 * is TopoForge's own tag (COSINE_PERIODIC_ANGLE). LAMMPS angle_style fourier/simple (K, c, N); for n 1,
 * c 1 also angle_style cosine (K). k kJ/mol.
 */
export interface CosinePeriodicAngle {
  readonly funct: 102;
  readonly theta0: number;
  readonly k: number;
  readonly c: number;
  readonly multiplicity: number;
  readonly provenance: Provenance;
}

/** TopoForge's own function-type tags for forms GROMACS has no number for (never written to a GROMACS file). */
export const FOURIER_ANGLE = 101;
export const COSINE_PERIODIC_ANGLE = 102;
export const FOURIER_IMPROPER = 101;
export const UMBRELLA_IMPROPER = 102;

export type AngleParameter = HarmonicAngle | CosineHarmonicAngle | FourierAngle | CosinePeriodicAngle;

/** The coefficients of FourierAngle for an equilibrium angle θ0 in degrees (Rappé et al. 1992, eq 13). */
export function uffAngleCoefficients(theta0: number): { c0: number; c1: number; c2: number } {
  const t = (theta0 * Math.PI) / 180;
  const s = Math.sin(t);
  const c = Math.cos(t);
  const c2 = 1 / (4 * s * s);
  return { c0: c2 * (2 * c * c + 1), c1: -4 * c2 * c, c2 };
}

/** One Fourier term k (1 + cos(n φ − φs)). */
export interface PeriodicTerm {
  readonly phase: number;
  readonly k: number;
  readonly multiplicity: number;
}

/**
 * Proper dihedral as a sum of periodic terms (GROMACS funct 9: one line per term; funct 1 when there is
 * exactly one term) or Ryckaert–Bellemans (funct 3, c0…c5 in kJ/mol).
 */
export type DihedralParameter =
  | { readonly funct: 9 | 1; readonly terms: readonly PeriodicTerm[]; readonly provenance: Provenance }
  | { readonly funct: 3; readonly c: readonly number[]; readonly provenance: Provenance };

/**
 * Improper dihedral: periodic (GROMACS funct 4, as AMBER/GAFF use, E = k (1 + cos(n φ − φs))) or
 * harmonic (funct 2, E = ½ kξ (ξ − ξ0)², as CHARMM uses; ξ0 degrees, kξ kJ/mol/rad²).
 */
export type ImproperParameter = PeriodicImproper | HarmonicImproper | FourierImproper | UmbrellaImproper;
export interface PeriodicImproper {
  readonly funct: 4;
  readonly term: PeriodicTerm;
  readonly provenance: Provenance;
}
export interface HarmonicImproper {
  readonly funct: 2;
  readonly xi0: number;
  readonly k: number;
  readonly provenance: Provenance;
}

/** The angle or improper row as a writer that only knows the older forms needs it; refused otherwise (checkForms refuses first). */
export function formError(kind: 'angle' | 'improper', funct: number): Error {
  return new ChemError('unsupported-form', `This program cannot write a ${kind} of function type ${funct}.`);
}

/**
 * UFF's inversion (Rappé et al. 1992, eq 18): E = k (c0 + c1 cos ω + c2 cos 2ω), ω the angle between the
 * axis centre → `atoms[3]` and the plane of `atoms[0]`, centre, `atoms[1]` (atoms stored [j, k, centre, l]
 * as every improper here: centre third). UFF sums three such terms per centre, one per choice of axis
 * atom, each with a third of the constant. No GROMACS form: funct 101 (FOURIER_IMPROPER). LAMMPS
 * improper_style fourier (K, C0, C1, C2, all 0; centre first). k kJ/mol.
 * Sign: cos ω = √(1 − (n̂·l̂)²) (n̂ the plane's normal) is taken negative when l leans towards j and k
 * (cos∠l-centre-j + cos∠l-centre-k > 0), as LAMMPS computes it; every writer and the energy evaluator
 * of the tests (writers/testing/forms.ts inversionCosine) follow that. The same holds for ψ below.
 */
export interface FourierImproper {
  readonly funct: 101;
  readonly k: number;
  readonly c0: number;
  readonly c1: number;
  readonly c2: number;
  readonly provenance: Provenance;
}

/**
 * DREIDING's umbrella inversion (Mayo, Olafson & Goddard 1990, eq 13): with ψ the same angle as ω above,
 * E = ½ k (cos ψ − cos ψ0)² / sin²ψ0 for ψ0 ≠ 0 and E = k (1 − cos ψ) for ψ0 = 0 — exactly LAMMPS
 * improper_style umbrella (K, ω0; centre first). No GROMACS form: funct 102 (UMBRELLA_IMPROPER).
 * ψ0 degrees, k kJ/mol.
 */
export interface UmbrellaImproper {
  readonly funct: 102;
  readonly psi0: number;
  readonly k: number;
  readonly provenance: Provenance;
}

export type Atoms2 = readonly [number, number];
export type Atoms3 = readonly [number, number, number];
export type Atoms4 = readonly [number, number, number, number];

export interface Term<A extends readonly number[]> {
  /** 0-based atom indices in the order the form defines (impropers: central atom third, as AMBER does). */
  readonly atoms: A;
  /** Index into the matching parameter table. */
  readonly parameter: number;
}

/** 1-4 pair (GROMACS pairs funct 1): LJ and Coulomb scaled by the defaults' fudge factors. */
export interface PairTerm {
  readonly atoms: Atoms2;
  readonly funct: 1;
}

/**
 * GROMACS [ defaults ]: nbfunc 1 = Lennard-Jones; combination rule 1 (geometric C6/C12), 2 (arithmetic
 * σ, geometric ε: AMBER/GAFF, CHARMM) or 3 (geometric σ and ε: OPLS-AA).
 */
export interface NonbondedDefaults {
  readonly nbfunc: 1;
  readonly combinationRule: 1 | 2 | 3;
  readonly genPairs: boolean;
  readonly fudgeLJ: number;
  readonly fudgeQQ: number;
}

/**
 * A massless interaction site placed from three atoms: GROMACS [ virtual_sites3 ] funct 1,
 * x_site = x_i + a (x_j − x_i) + b (x_k − x_i), with `atoms` = [i, j, k] (0-based). This is the M site
 * of the 4-point water models (TIP4P, TIP4P-Ew, TIP4P/2005, OPC: i = O, j and k = the two H, a = b).
 * The site carries charge (and may carry Lennard-Jones) but no mass and no bonded terms: the engine
 * places it from its atoms at every step and passes its forces on to them. It takes no part in the
 * nonbonded interactions with its own atoms (the writer's exclusions). A writer without virtual sites
 * refuses such a System rather than write the site as a free massless particle.
 */
export interface VirtualSite {
  /** 0-based index of the site atom (mass 0). */
  readonly site: number;
  readonly kind: 'linear3';
  readonly atoms: Atoms3;
  readonly a: number;
  readonly b: number;
}

/**
 * Explicit Lennard-Jones parameters for one pair of atom types (GROMACS [ nonbond_params ] funct 1),
 * replacing the combination rule for every atom pair whose `SystemAtom.type` names are `types` (in
 * either order). This is how a System mixes force fields whose combination rules differ (one atom
 * GAFF, another OPLS-AA) or carries a force field's own NBFIX. σ (nm) and ε (kJ/mol) are kept even
 * under combination rule 1; writers convert them (C6 = 4εσ⁶, C12 = 4εσ¹²).
 * 1-4 pairs of those types use the same σ and fudgeLJ · ε, as for every other 1-4 pair: that is the
 * one behaviour every writer can express (AMBER's 1-4 LJ comes from the same A/B table divided by
 * SCNB, LAMMPS scales the pair by special_bonds), so GROMACS files also get the matching
 * [ pairtypes ] line, and CHARMM's NBFIX its 1-4 columns — unless `pairParameters14` has the type
 * pair, whose own 1-4 LJ then wins (see OneFourPairParameter).
 */
export interface NonbondedPairParameter {
  /** Atom type names as in `SystemAtom.type`; the same name twice overrides the like pair. */
  readonly types: readonly [string, string];
  readonly funct: 1;
  /** σ_ij in nm. */
  readonly sigma: number;
  /** ε_ij in kJ/mol. */
  readonly epsilon: number;
  readonly provenance: Provenance;
}

/**
 * A force field's own 1-4 Lennard-Jones for one pair of atom types (GROMACS [ pairtypes ] funct 1, as
 * GROMOS's CS6/CS12): for every 1-4 pair whose `SystemAtom.type` names are `types` (either order) this
 * σ (nm) and ε (kJ/mol) replace fudgeLJ × the normal pair LJ — fudgeLJ does not apply to it, as grompp
 * applies none to a [ pairtypes ] line; 1-4 Coulomb keeps fudgeQQ. Other atom pairs never see it.
 * Precedence with `nonbondedPairs`: a type pair in both tables takes its non-1-4 LJ from
 * nonbondedPairs and its 1-4 LJ from here, so the GROMACS writer writes a single [ pairtypes ] line
 * for it, this one. Under combination rule 1 σ and ε are kept as well (writers give C6 = 4εσ⁶,
 * C12 = 4εσ¹²). Writers other than GROMACS refuse a row that changes some 1-4 pair's LJ
 * (params/pair-parameters-14.ts).
 */
export interface OneFourPairParameter {
  /** Atom type names as in `SystemAtom.type`. */
  readonly types: readonly [string, string];
  readonly funct: 1;
  /** σ_ij of the 1-4 pair in nm. */
  readonly sigma: number;
  /** ε_ij of the 1-4 pair in kJ/mol (not scaled by fudgeLJ). */
  readonly epsilon: number;
  readonly provenance: Provenance;
}

/**
 * A rigid water molecule (every model in forcefields/water/models.ts is rigid): 0-based O, H1, H2 and
 * the distances an engine holds fixed, nm (GROMACS [ settles ] doh and dhh; dHH = 2 dOH sin(θ/2)). The
 * System keeps the water's O–H bonds and H–O–H angle as well, as stiff harmonic terms at the same
 * geometry, so that a writer that cannot constrain still has a near-rigid water and every writer its
 * bonded exclusions; a writer that constrains (GROMACS SETTLE, LAMMPS fix shake) leaves those terms
 * out or lets the engine switch them off.
 */
export interface RigidWater {
  readonly o: number;
  readonly h1: number;
  readonly h2: number;
  readonly dOH: number;
  readonly dHH: number;
}

/**
 * A distance held fixed (GROMACS [ constraints ] funct 1, which excludes its two atoms as a bond does,
 * up to nrexcl): Martini's ring beads. `length` in nm. A writer that cannot hold distances fixed
 * refuses a System with constraints (writers/check-forms.ts) rather than drop them.
 */
export interface DistanceConstraint {
  readonly atoms: Atoms2;
  readonly length: number;
  readonly provenance: Provenance;
}

/**
 * The atom types' nonbonded parameters are in a force-field file the user supplies, not in the System:
 * Martini 3's martini_v3.0.0.itp, which TopoForge does not ship. GROMACS output #includes `file`; other
 * writers refuse, naming `file` and `configuredPath` (where the server would read it from).
 */
export interface ExternalNonbonded {
  readonly file: string;
  readonly configuredPath: string;
}

export interface System {
  /** Structure: elements, positions (Å), names, residues, bonds, cell. */
  readonly molecule: Molecule;
  readonly atoms: readonly SystemAtom[];
  readonly bondParameters: readonly HarmonicBond[];
  readonly bonds: readonly Term<Atoms2>[];
  readonly angleParameters: readonly AngleParameter[];
  readonly angles: readonly Term<Atoms3>[];
  readonly dihedralParameters: readonly DihedralParameter[];
  readonly dihedrals: readonly Term<Atoms4>[];
  readonly improperParameters: readonly ImproperParameter[];
  readonly impropers: readonly Term<Atoms4>[];
  readonly pairs: readonly PairTerm[];
  readonly defaults: NonbondedDefaults;
  /** Virtual sites (absent or empty: none); every other massless atom is an error for the writers. */
  readonly virtualSites?: readonly VirtualSite[];
  /** Waters to hold rigid (absent or empty: none); see RigidWater. */
  readonly rigidWaters?: readonly RigidWater[];
  /**
   * Explicit LJ for type pairs (absent or empty: the combination rule everywhere). At most one row
   * per unordered type pair, and only names that some atom carries (writers/explicit-pairs.ts checks).
   */
  readonly nonbondedPairs?: readonly NonbondedPairParameter[];
  /**
   * Explicit 1-4 LJ for type pairs (absent or empty: fudgeLJ × the normal pair LJ for every 1-4
   * pair); GROMACS [ pairtypes ]. Same rules as nonbondedPairs: one row per unordered type pair,
   * names some atom carries; see OneFourPairParameter for the precedence between the two.
   */
  readonly pairParameters14?: readonly OneFourPairParameter[];
  /** Distances held fixed (absent or empty: none); see DistanceConstraint. */
  readonly constraints?: readonly DistanceConstraint[];
  /**
   * Bonds apart within which nonbonded interactions are excluded (GROMACS nrexcl). Absent: 3, as every
   * atomistic force field here; Martini uses 1 (beads two bonds apart interact). Writers that do not
   * write it refuse any other value.
   */
  readonly exclusionDepth?: number;
  /** Absent: every atom's σ/ε (and nonbondedPairs) are complete; see ExternalNonbonded. */
  readonly externalNonbonded?: ExternalNonbonded;
}
