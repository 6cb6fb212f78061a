/**
 * A GROMACS force-field folder (oplsaa.ff, gromos54a7.ff …) as grompp sees it after its preprocessor:
 * raw values in the file's own units and forms (funct numbers as written), every entry with the file
 * and 1-based line it came from. Interpreting the values (σ/ε or C6/C12, RB or periodic) is the
 * parameterizer's business.
 */

/** Where an entry was read: file name relative to the force-field folder, 1-based line. */
export interface GromacsLocation {
  readonly file: string;
  readonly line: number;
}

/** [ defaults ]: nbfunc comb-rule gen-pairs fudgeLJ fudgeQQ. */
export interface GromacsDefaults extends GromacsLocation {
  readonly nbfunc: number;
  readonly combinationRule: number;
  readonly genPairs: boolean;
  readonly fudgeLJ: number;
  readonly fudgeQQ: number;
}

/**
 * [ atomtypes ] row. `v`, `w` are σ (nm) and ε (kJ/mol) under combination rules 2 and 3, C6 and C12
 * under rule 1. `bondType` is the name bonded types are looked up by (the type's own name when the
 * row has no bond_type column, as in GROMOS).
 */
export interface GromacsAtomType extends GromacsLocation {
  readonly name: string;
  readonly bondType: string;
  readonly atomicNumber?: number;
  readonly mass: number;
  readonly charge: number;
  readonly ptype: string;
  readonly v: number;
  readonly w: number;
}

/**
 * A row of [ bondtypes ], [ constrainttypes ], [ angletypes ], [ pairtypes ] or [ nonbond_params ]:
 * atom (bond) type names, GROMACS funct, and the numeric parameters with #define macros expanded.
 * `macro` names the #define that supplied the parameters, when one did.
 */
export interface GromacsBondedType extends GromacsLocation {
  readonly types: readonly string[];
  readonly funct: number;
  readonly params: readonly number[];
  readonly macro?: string;
}

/**
 * A [ dihedraltypes ] row, always as four types: grompp's two-type forms become X A B X (propers) and
 * A X X B (funct 2 impropers). `terms` holds every line of a funct 9 block written on adjacent lines
 * for the same types (params = terms[0]); a single line otherwise.
 */
export interface GromacsDihedralType extends GromacsBondedType {
  readonly terms: readonly (readonly number[])[];
  /** How many types the line itself gave (2 or 4). */
  readonly written: 2 | 4;
}

/** A #define: its name, the text it stands for, and where it was defined. */
export interface GromacsDefine extends GromacsLocation {
  readonly name: string;
  readonly value: string;
}

/** Rows of a section the reader does not interpret ([ moleculetype ], [ atoms ] …), kept as fields. */
export interface GromacsOtherSection {
  readonly name: string;
  readonly rows: readonly (GromacsLocation & { readonly fields: readonly string[] })[];
}

export interface GromacsForceField {
  /** The folder the files were read from (provenance). */
  readonly source: string;
  readonly entry: string;
  readonly defaults: GromacsDefaults | undefined;
  /** By type name; a later definition replaces an earlier one, as grompp does. */
  readonly atomTypes: ReadonlyMap<string, GromacsAtomType>;
  readonly bondTypes: readonly GromacsBondedType[];
  readonly constraintTypes: readonly GromacsBondedType[];
  readonly angleTypes: readonly GromacsBondedType[];
  readonly dihedralTypes: readonly GromacsDihedralType[];
  readonly pairTypes: readonly GromacsBondedType[];
  readonly nonbondParams: readonly GromacsBondedType[];
  /** Every #define seen, in order (later ones win on lookup, as cpp does after #undef/#define). */
  readonly defines: ReadonlyMap<string, GromacsDefine>;
  readonly otherSections: readonly GromacsOtherSection[];
  /** Files read, in the order they were included. */
  readonly files: readonly string[];
}
