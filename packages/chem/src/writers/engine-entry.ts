import type { TopoForgeError } from '../core/errors.js';
import { ChemError, isTopoForgeError } from '../core/errors.js';
import type { System } from '../core/system.js';
import type { EngineWriter, SupportedForms, WriterFiles } from './engine-writer.js';
import { runWriter } from './engine-writer.js';
import type { LammpsReactive } from './lammps/reactive.js';

/** What every registered writer is called with; each writer's other options keep their defaults. */
export interface EngineWriteOptions {
  /** 1–4 letters or digits: names the molecule and, through `<res>`, the files. */
  readonly residueName: string;
  /**
   * A reactive many-body potential instead of the force field (LAMMPS only: lammps/reactive.ts); a
   * writer whose entry does not take it refuses it.
   */
  readonly reactive?: LammpsReactive | undefined;
  /** The reactive potential's file text (the caller reads it from lammps-data); written beside the input. */
  readonly potentialText?: string | undefined;
}

/** The placeholder file names and run commands carry for the residue name. */
export const RESIDUE_PLACEHOLDER = '<res>';

/** One file a writer writes. */
export interface EngineFile {
  /** The file name, with `<res>` where the residue name goes (`<res>.top`, `in.<res>`, `run.py`). */
  readonly name: string;
  readonly description: string;
  /** Written only for a crystal (a structure with a cell) or only for a molecule; absent: always. */
  readonly only?: 'crystal' | 'molecule';
  /**
   * One file per kind of molecule (GROMACS posre_<name>.itp): `<res>` is the residue name when the
   * System holds one kind, each kind's name (letters and digits) when it holds several.
   */
  readonly perMoleculeType?: boolean;
  /**
   * Written only under a condition its description states (GROMACS <res>.mdp: some bond crosses the
   * cell boundary): accepted among the written files, never required, and not in `engineFiles`.
   */
  readonly optional?: boolean;
  /**
   * Written except under a condition its description states (GROMACS <res>_atomtypes.itp: not for a
   * Martini 3 set whose non-bonded file is #included instead): listed in `engineFiles`, not required.
   */
  readonly mayBeMissing?: boolean;
}

/** What a registry entry states besides its writer; ids and names come from the writer itself. */
export interface EngineInfo {
  readonly files: readonly EngineFile[];
  /** What the writer refuses beyond the functional forms it does not list, one sentence each. */
  readonly refuses: readonly string[];
  /** Whether a crystal (periodic structure) may be written; false: molecules only. */
  readonly periodic: boolean;
  /** How to run the files, one command or note per line, `<res>` for the residue name. */
  readonly run: readonly string[];
  readonly units: string;
  /** How the files were checked: which engine or reader, against what, to what agreement. */
  readonly verified: string;
  /** The writer takes the reactive option (LAMMPS's AIREBO and Tersoff pair styles). */
  readonly reactive?: boolean;
}

/** One registered engine writer: everything the download, its README and docs/engines.md need. */
export interface EngineEntry extends EngineInfo {
  /** The software id of spec 000 §9 (gromacs, lammps, amber …), which is the writer's id. */
  readonly id: string;
  readonly name: string;
  readonly writer: EngineWriter<EngineWriteOptions, unknown>;
  readonly supports: SupportedForms;
  /** supports → check → convert → write with only the residue name given. */
  write(system: System, options: EngineWriteOptions): WriterFiles;
  /**
   * Why `write` would refuse this System (the error it would throw), or undefined when it writes it:
   * check → convert, the steps that refuse, without printing a line. The software list of the topology
   * download asks this of every writer before the user picks one.
   */
  refusal(system: System, options: EngineWriteOptions): TopoForgeError | undefined;
}

/** An entry from a writer and what is said about it; the one way entries are made. */
export function defineEngine<Model>(
  writer: EngineWriter<EngineWriteOptions, Model>,
  info: EngineInfo,
): EngineEntry {
  return {
    id: writer.id,
    name: writer.name,
    writer,
    supports: writer.supports,
    ...info,
    write: (system, options) => runWriter(writer, system, ownOptions(writer.name, info, options)),
    refusal: (system, options) => {
      try {
        const own = ownOptions(writer.name, info, options);
        writer.check(system, own);
        writer.convert(system, own);
        return undefined;
      } catch (e) {
        if (isTopoForgeError(e)) return e;
        throw e;
      }
    },
  };
}

/** The residue name and, for a writer that takes it, the reactive option; refused by the others. */
function ownOptions(name: string, info: EngineInfo, options: EngineWriteOptions): EngineWriteOptions {
  const { residueName, reactive, potentialText } = options;
  if (reactive === undefined) return { residueName };
  if (info.reactive !== true) {
    throw new ChemError(
      'unsupported-form',
      `${name} has no reactive pair style: AIREBO and Tersoff (reactive ${reactive}) are written for LAMMPS only.`,
      [],
      { reactive },
    );
  }
  return { residueName, reactive, ...(potentialText === undefined ? {} : { potentialText }) };
}

const withResidue = (text: string, residueName: string): string =>
  text.split(RESIDUE_PLACEHOLDER).join(residueName);

/** The files an entry declares for this residue name and kind of structure: name → description. */
export function engineFiles(
  entry: EngineEntry,
  residueName: string,
  crystal: boolean,
): Readonly<Record<string, string>> {
  const kept = entry.files.filter(
    (f) => f.optional !== true && (f.only === undefined || (f.only === 'crystal') === crystal),
  );
  return Object.fromEntries(kept.map((f) => [withResidue(f.name, residueName), f.description]));
}

/** The entry's run commands with the residue name filled in. */
export const engineRunLines = (entry: EngineEntry, residueName: string): readonly string[] =>
  entry.run.map((line) => withResidue(line, residueName));

/**
 * What each written file is: its declared description, a per-molecule-type file (posre_<name>.itp)
 * matched by its pattern, `<res>` standing for a name of letters and digits. Undefined when the
 * written files are not what the entry declares: an undeclared file, or a declared one missing.
 */
export function describeWritten(
  entry: EngineEntry,
  residueName: string,
  crystal: boolean,
  written: readonly string[],
): Readonly<Record<string, string>> | undefined {
  const kept = entry.files.filter((f) => f.only === undefined || (f.only === 'crystal') === crystal);
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patterns = kept.map((f) =>
    f.perMoleculeType === true
      ? new RegExp(`^${f.name.split(RESIDUE_PLACEHOLDER).map(escape).join('[A-Za-z0-9]+')}$`)
      : undefined,
  );
  const out: Record<string, string> = {};
  for (const name of written) {
    const k = kept.findIndex((f, i) => withResidue(f.name, residueName) === name || patterns[i]?.test(name));
    if (k < 0) return undefined;
    out[name] = kept[k]!.description;
  }
  const found = kept.every(
    (f, i) =>
      f.optional === true ||
      f.mayBeMissing === true ||
      written.some((name) => withResidue(f.name, residueName) === name || patterns[i]?.test(name)),
  );
  return found ? out : undefined;
}
