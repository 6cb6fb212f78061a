import type { CitationRecord } from './citation-types.js';
import { EAM_CITATIONS } from './citations-eam.js';
import { REAXFF_CITATIONS } from './citations-reaxff.js';

export type { CitationRecord, Cited } from './citation-types.js';

/**
 * Citations of the potential files, keyed by the file's SHA-256 (lowercase hex), each field with its
 * source. A file whose hash is not here (another lammps-data version) shows its own header only.
 */
export const CITATIONS: Readonly<Record<string, CitationRecord>> = { ...EAM_CITATIONS, ...REAXFF_CITATIONS };
