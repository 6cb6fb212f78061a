import type { Diagnostic } from '../core/diagnostics.js';
import type { Molecule } from '../core/molecule.js';

export interface ReadOptions {
  /** Shown in error messages ("benzene.mol2, line 12: …"). */
  readonly fileName?: string;
}

export interface ReadResult {
  /** One entry per record (SDF and multi-model files may hold several). Never empty on success. */
  readonly molecules: readonly Molecule[];
  readonly diagnostics: readonly Diagnostic[];
}

export interface WriteOptions {
  /** Overrides the molecule title where the format has one. */
  readonly title?: string;
}

/** What a format can carry; `docs/formats.md` is generated from these records. */
export interface FormatCapabilities {
  readonly multipleRecords: boolean;
  readonly cell: boolean;
  readonly bonds: boolean;
  readonly bondOrders: boolean;
  readonly formalCharges: boolean;
  readonly partialCharges: boolean;
  readonly atomTypes: boolean;
  readonly residues: boolean;
}

/**
 * One structure format: one folder under src/io, one record in FORMATS (registry.ts).
 * `read` transcribes the file (no bond or charge guessing); it throws `ParseError` naming the line.
 */
export interface StructureFormat {
  readonly id: string;
  readonly name: string;
  /** Lower-case, without the dot; the first is the one writers use. */
  readonly extensions: readonly string[];
  readonly capabilities: FormatCapabilities;
  /** What is read and written, and what is not, in a sentence or two for docs/formats.md. */
  readonly notes: string;
  readonly read?: (text: string, options?: ReadOptions) => ReadResult;
  readonly write?: (molecule: Molecule, options?: WriteOptions) => string;
}
