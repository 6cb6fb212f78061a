import type { System } from '../core/system.js';

/** What a writer produces: file name → file text. chem never touches a file system. */
export type WriterFiles = Readonly<Record<string, string>>;

/** GROMACS function types (the System's `funct` codes) and combination rules a writer can express. */
export interface SupportedForms {
  readonly bonds: readonly number[];
  readonly angles: readonly number[];
  readonly dihedrals: readonly number[];
  readonly impropers: readonly number[];
  readonly combinationRules: readonly number[];
}

/**
 * Every engine writer follows supports → check → convert → write (docs/ARCHITECTURE.md): `supports`
 * declares the functional forms it accepts, `check` refuses anything else with a ChemError before a
 * line is printed, `convert` builds the engine's own model (its units, its numbering, its styles) and
 * `write` only prints that model.
 */
export interface EngineWriter<Options, Model> {
  readonly id: string;
  readonly name: string;
  readonly supports: SupportedForms;
  check(system: System, options: Options): void;
  convert(system: System, options: Options): Model;
  write(model: Model): WriterFiles;
}

/** Runs the four steps in order; the one entry point callers use. */
export function runWriter<Options, Model>(
  writer: EngineWriter<Options, Model>,
  system: System,
  options: Options,
): WriterFiles {
  writer.check(system, options);
  return writer.write(writer.convert(system, options));
}
