import type { NonbondedDefaults } from '../../core/system.js';
import type { Mat3 } from '../../core/vec3.js';

/**
 * The GROMACS model a System converts to: what the .top/.itp/.gro say, already in GROMACS numbering
 * (1-based) and units (nm, kJ/mol, degrees), so that the printers only format.
 */
export interface GromacsAtomType {
  readonly name: string;
  readonly atomicNumber: number;
  readonly mass: number;
  /** σ (nm) and ε (kJ/mol) for combination rules 2 and 3; C6 and C12 for rule 1. */
  readonly v: number;
  readonly w: number;
  /** 'A' an atom, 'V' a virtual site (massless, placed from other atoms). */
  readonly ptype: 'A' | 'V';
}

/** A [ nonbond_params ] or [ pairtypes ] line (funct 1): two type names, σ ε (rules 2, 3) or C6 C12 (rule 1). */
export interface GromacsTypePair {
  readonly types: readonly [string, string];
  readonly parameters: readonly [number, number];
}

export interface GromacsAtom {
  readonly type: string;
  readonly name: string;
  readonly charge: number;
  readonly mass: number;
}

/** One line of [ bonds ], [ pairs ], [ angles ] or [ dihedrals ]: 1-based atoms, funct, parameters. */
export interface GromacsInteraction {
  readonly atoms: readonly number[];
  readonly funct: number;
  readonly parameters: readonly number[];
}

/**
 * One [ moleculetype ]: a kind of molecule (component, params/molecule-components.ts) with its atoms
 * numbered from 1 within it. Identical molecules (same atoms, names, types, charges, masses and
 * interactions in the same atom order) share one.
 */
export interface GromacsMoleculeType {
  /** Molecule type and residue name: letters and digits (also names posre_<name>.itp). */
  readonly name: string;
  readonly atoms: readonly GromacsAtom[];
  readonly bonds: readonly GromacsInteraction[];
  readonly pairs: readonly GromacsInteraction[];
  readonly angles: readonly GromacsInteraction[];
  /** Proper dihedrals (funct 9, 1, 3) followed by impropers (funct 4, 2), as [ dihedrals ] lines. */
  readonly dihedrals: readonly GromacsInteraction[];
  /** [ virtual_sites3 ] lines: site, i, j, k, funct 1, a, b. */
  readonly virtualSites: readonly GromacsInteraction[];
  /** [ settles ] lines of rigid waters laid out O, H, H: O, funct 1, doh, dhh (nm). */
  readonly settles: readonly GromacsInteraction[];
  /** [ constraints ] funct 1 of the other rigid waters: i, j, funct 1, distance (nm). */
  readonly constraints: readonly GromacsInteraction[];
  /** [ exclusions ] lines: an atom, then the atoms it has no nonbonded interaction with (1-based). */
  readonly exclusions: readonly (readonly number[])[];
  /** Heavy atoms (not H, not virtual sites), 1-based: [ position_restraints ] of posre_<name>.itp. */
  readonly restrained: readonly number[];
}

/** One line of [ molecules ]: `count` consecutive molecules of one type. */
export interface GromacsMolecules {
  readonly type: string;
  readonly count: number;
}

/** One atom of the .gro, in file order. */
export interface GroAtom {
  /** 1-based molecule instance (the .gro residue number). */
  readonly residueNumber: number;
  readonly residueName: string;
  readonly name: string;
}

export interface GromacsModel {
  readonly residueName: string;
  readonly title: string;
  readonly defaults: NonbondedDefaults;
  readonly atomTypes: readonly GromacsAtomType[];
  /** Explicit LJ of type pairs (the System's nonbondedPairs), and their 1-4 values. */
  readonly nonbondParams: readonly GromacsTypePair[];
  readonly pairTypes: readonly GromacsTypePair[];
  readonly moleculeTypes: readonly GromacsMoleculeType[];
  readonly molecules: readonly GromacsMolecules[];
  /** .gro atoms molecule by molecule (the System's order unless molecules interleave). */
  readonly groAtoms: readonly GroAtom[];
  /** Interleaved x, y, z in nm, in .gro order. */
  readonly positions: Float64Array;
  /** Box vectors as rows, nm (a along x, b in the xy plane). */
  readonly box: Mat3;
  /** Some bond crosses the cell boundary: <res>.mdp with periodic-molecules = yes is written. */
  readonly periodicMolecules: boolean;
  /** [ moleculetype ] nrexcl of every molecule type (System.exclusionDepth, default 3). */
  readonly nrexcl: number;
  /**
   * A force-field file the .top #includes in place of [ defaults ] and <res>_atomtypes.itp (then not
   * written): System.externalNonbonded, Martini 3's martini_v3.0.0.itp.
   */
  readonly includeForceField?: string;
}

export interface GromacsOptions {
  /** Residue and molecule name: 1–4 letters or digits; also names the files. */
  readonly residueName: string;
  /** Space around a molecule without a cell, nm on each side (default 1.0). */
  readonly padding?: number;
}
