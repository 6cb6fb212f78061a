import type { Diagnostic } from '../core/diagnostics.js';
import type { Molecule } from '../core/molecule.js';
import type { System } from '../core/system.js';
import type { SeminarioMode } from '../params/seminario/apply-seminario.js';

/** One atom-type option: a force field (or water model) and its type; per atom, the first is chosen. */
export interface AtomChoice {
  readonly name: string;
  readonly type: string;
}

/** The modified Seminario fit (spec 000 §5 fitting dialog): bonds (bit 1), angles (bit 2) from a Hessian. */
export interface SeminarioRequest {
  readonly mode: SeminarioMode;
  /** The Hessian file's text; required when `mode` is not 0. */
  readonly text: string;
  /** The file's name: it picks the reader by extension and names the file in errors. */
  readonly fileName: string;
  /** Force constants × scaling² (spec 000 §5: a non-negative number). */
  readonly vibrationalScaling: number;
  /** Written into the fitted rows' provenance ('the uploaded Hessian', a file name). */
  readonly source: string;
}

/** What a build needs besides the parameter files: the structure and every choice the user made. */
export interface BuildRequest {
  /** The structure, with bonds (and the water model's M sites when it has four). */
  readonly molecule: Molecule;
  /** Per atom of `molecule`, its options, first = chosen (the atom-type call's answer, edited). */
  readonly atomTypes: readonly (readonly AtomChoice[])[];
  /** Fuzzy: a missing GAFF term may use the atom's other options of the same force field. */
  readonly searchMode: 'fuzzy' | 'accurate';
  /** The backup force field's name; only OPLS-AA/L behind GAFF has an effect. */
  readonly backup?: string | undefined;
  /** The water model the request names ('-' or absent: none); it must agree with the atom types. */
  readonly waterModel?: string | undefined;
  /** Partial charge per atom of `molecule` (e); force fields with their own charges ignore them. */
  readonly charges: Float64Array;
  /** Bit 1: bond lengths from the structure; bit 2: angles from the structure. */
  readonly useCurrentStructure: 0 | 1 | 2 | 3;
  readonly seminario?: SeminarioRequest | undefined;
  /** Premium users may use more than the free number of force fields (spec 000 §6). */
  readonly premium: boolean;
}

export interface BuildMeta {
  /** The force fields of the non-water atoms ([] when every atom is model water). */
  readonly forceFields: readonly string[];
  /** The backup force field that served, or null. */
  readonly backup: string | null;
  readonly waterModel: string | null;
}

export interface BuildResult {
  readonly system: System;
  readonly diagnostics: Diagnostic[];
  /** For each atom of `system`, its 0-based index in the request's molecule (lone pairs and absorbed hydrogens drop out). */
  readonly atoms: readonly number[];
  readonly meta: BuildMeta;
}
