/** A value and where it was read: `header`, `LAMMPS README.reax`, `NIST IPR page <url>`, `paper` … */
export type Cited = readonly [value: string, source: string];

/** What the sources say about one potential file, keyed in CITATIONS by the file's SHA-256. */
export interface CitationRecord {
  /** The file the hash was taken of (for readers of this table; the hash is the key). */
  readonly fileName: string;
  readonly authors?: Cited;
  readonly year?: Cited;
  readonly journal?: Cited;
  readonly volume?: Cited;
  readonly pages?: Cited;
  readonly doi?: Cited;
  readonly title?: Cited;
  readonly abstractContent?: Cited;
  /** Errors found in the file's header, each with its evidence as the source. */
  readonly errata?: readonly Cited[];
}

export const HEADER = 'header';
export const README_REAX = 'LAMMPS README.reax (lammps-data)';
export const nist = (path: string): string => `NIST IPR page https://www.ctcms.nist.gov/potentials/${path}`;
