/**
 * The potential files of a LAMMPS potentials folder, as this module reads them. Everything here is
 * plain data: the server and CLI read the folder and hash the files, chem parses and catalogues.
 */

/** The LAMMPS pair style a file is written for (the `pair_style` keyword). */
export type PotentialStyle =
  'eam' | 'eam/alloy' | 'eam/fs' | 'adp' | 'eam/cd' | 'eam/he' | 'polymorphic' | 'reaxff';

/** The spec's potential function types (001 §9 "Potential types"). */
export type PotentialFamily = 'EAM' | 'ReaxFF';

export type PotentialUnits = 'metal' | 'real';

/** One file as the caller read it; sha256 is the lowercase hex digest of its bytes. */
export interface PotentialFileInput {
  readonly name: string;
  readonly text: string;
  readonly sha256: string;
}

/** The metadata line(s) LAMMPS potential files start with (DATE: … UNITS: … CONTRIBUTOR: … CITATION: …). */
export interface PotentialHeader {
  readonly date: string | null;
  readonly units: string | null;
  readonly contributor: string | null;
  readonly citation: string | null;
  readonly comment: string | null;
}

/** What a file holds, parsed from the file itself. */
export interface ParsedPotential {
  readonly fileName: string;
  readonly style: PotentialStyle;
  readonly family: PotentialFamily;
  /** Element of each entry in file order; ReaxFF files keep their dummy `X` here. */
  readonly elements: readonly string[];
  readonly units: PotentialUnits;
  readonly header: PotentialHeader;
  /** ReaxFF only: the atom block has the extra London-dispersion line (pair_style reaxff … lgvdw yes). */
  readonly lgvdw?: boolean;
}
