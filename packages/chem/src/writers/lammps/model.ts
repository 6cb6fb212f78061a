import type { LammpsReactive } from './reactive.js';

/**
 * The LAMMPS model a System converts to (units real: Å, kcal/mol, degrees; 1-based types and ids),
 * so that the printers only format.
 */
export interface LammpsCoeff {
  /** The style that reads these values (`harmonic`, `charmm`, `cvff` …). */
  readonly style: string;
  readonly values: readonly number[];
}

export interface LammpsItem {
  /** 1-based index into the matching coefficient list. */
  readonly type: number;
  /** 1-based atom ids. */
  readonly atoms: readonly number[];
}

export interface LammpsTopology {
  readonly coeffs: readonly LammpsCoeff[];
  readonly items: readonly LammpsItem[];
}

export interface LammpsAtomType {
  readonly label: string;
  readonly mass: number;
  /** kcal/mol. */
  readonly epsilon: number;
  /** Å. */
  readonly sigma: number;
}

export interface LammpsPairCoeff {
  /** 1-based atom types, i ≤ j. */
  readonly i: number;
  readonly j: number;
  /** kcal/mol. */
  readonly epsilon: number;
  /** Å. */
  readonly sigma: number;
}

export interface LammpsAtom {
  /** 1-based molecule id: one per molecule (params/molecule-components.ts), in order of its lowest atom. */
  readonly molecule: number;
  /** 1-based atom type. */
  readonly type: number;
  readonly charge: number;
  readonly position: readonly [number, number, number];
  /** Image flags nx ny nz (periodic structures only; images.ts): molecules whole when unwrapped. */
  readonly image?: readonly [number, number, number];
}

export interface LammpsBox {
  readonly hi: readonly [number, number, number];
  /** xy, xz, yz; absent for an orthogonal box. */
  readonly tilt?: readonly [number, number, number];
}

export interface LammpsModel {
  readonly residueName: string;
  readonly title: string;
  readonly atomTypes: readonly LammpsAtomType[];
  readonly mix: 'arithmetic' | 'geometric';
  /**
   * Explicit LJ of type pairs (the System's nonbondedPairs) as `pair_coeff i j ε σ` lines, which
   * pair_modify mix leaves alone (it only fills pairs without their own coefficients); plus, for a
   * type whose like pair is overridden, its mixed pairs with every other type, written out.
   */
  readonly pairCoeffs: readonly LammpsPairCoeff[];
  readonly atoms: readonly LammpsAtom[];
  readonly bonds: LammpsTopology;
  readonly angles: LammpsTopology;
  readonly dihedrals: LammpsTopology;
  readonly impropers: LammpsTopology;
  readonly box: LammpsBox;
  /** True for a crystal (boundary p p p); a molecule without a cell is isolated (boundary s s s). */
  readonly periodic: boolean;
  /** special_bonds 1-4 weights (GROMACS fudgeLJ and fudgeQQ). */
  readonly oneFour: { readonly lj: number; readonly coul: number };
  /** The System's exclusionDepth (GROMACS nrexcl) when not 3: special_bonds (coarse-grained.ts). */
  readonly exclusionDepth?: number;
  /** How many bonds stand for the System's constraints (coarse-grained.ts constraintsAsStiffBonds). */
  readonly stiffConstraints?: number;
  /** Pair cut-off, Å. */
  readonly cutoff: number;
  /** Coulomb: 'long' (real space to the cut-off, the rest by kspace) or 'cut' (plain cut-off). */
  readonly coulomb: LammpsCoulomb;
  /**
   * The System's rigid waters as `fix shake` holds them: the bond and angle types of their O–H bonds
   * and H–O–H angles (types of their own, never shared with other terms); absent: no rigid water.
   */
  readonly tip4p?: LammpsTip4p;
  readonly shake?: {
    readonly bondTypes: readonly number[];
    readonly angleTypes: readonly number[];
    readonly waters: number;
  };
}

/** `pair_style lj/cut/tip4p/cut otype htype btype atype qdist cutoff`: 1-based types, qdist in Å. */
export interface LammpsTip4p {
  readonly otype: number;
  readonly htype: number;
  readonly btype: number;
  readonly atype: number;
  readonly qdist: number;
}

export interface LammpsOptions {
  /** Residue name: 1–4 letters or digits; names the files (<res>.data, in.<res>). */
  readonly residueName: string;
  /** LJ and Coulomb cut-off in Å (default 12). */
  readonly cutoff?: number;
  /** Space around a molecule without a cell, Å on each side (default 10). */
  readonly padding?: number;
  /**
   * Coulomb of a periodic System: 'long' (default when some atom is charged: Ewald sums, as
   * lammps-interface and MOF studies run a charged framework) or 'cut' (the plain cut-off the
   * cross-engine checks compare with GROMACS and OpenMM). A System without a cell, or without
   * charges, always gets 'cut'.
   */
  readonly coulomb?: LammpsCoulomb;
  /**
   * A reactive many-body potential instead of the force field (reactive.ts): units metal, atom_style
   * atomic, no bonded terms, charges or types; refused for elements the potential's file lacks.
   */
  readonly reactive?: LammpsReactive | undefined;
  /**
   * The text of the reactive potential's lammps-data file (read by the caller: chem reads no files);
   * when given it is written beside the input under its own name, so the files run anywhere.
   */
  readonly potentialText?: string | undefined;
}

export type LammpsCoulomb = 'cut' | 'long';
