import type { ParseError } from '../core/errors.js';
import { isTopoForgeError } from '../core/errors.js';
import { COMPANION_FILES, decideFile } from './classify.js';
import type { PotentialModule } from './module-entry.js';
import { moduleOf } from './module-entry.js';
import type { ParsedPotential, PotentialFileInput } from './types.js';

/** A file of the folder that is not a module of its own, and why. */
export interface ExcludedFile {
  readonly fileName: string;
  readonly reason: string;
}

export interface PotentialCatalogue {
  readonly modules: readonly PotentialModule[];
  /** The parsed file of each module, by module id (for the LAMMPS lines). */
  readonly parsed: ReadonlyMap<string, ParsedPotential>;
  /** Every file that is not a module's main file, with the reason (companions say whose they are). */
  readonly excluded: readonly ExcludedFile[];
  /** Files that should be modules but could not be read: the parse error names file and line. */
  readonly failures: readonly { readonly fileName: string; readonly error: ParseError }[];
}

/**
 * Whether the catalogue reads this file's text: only a module's main file. A folder reader reads and
 * hashes just these (24 of Debian's 55 MB) and passes the other names to buildCatalogue as `otherNames`.
 */
export const isModuleFile = (name: string): boolean => decideFile(name).action === 'list';

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The catalogue of a LAMMPS potentials folder: every EAM-family and ReaxFF file becomes a module with the
 * elements parsed from the file itself, every other file is listed as excluded with its reason, and a file
 * that cannot be read is reported in `failures`, never dropped. Modules are in file-name order.
 * `otherNames` are the folder's files given without their text (those `isModuleFile` refuses): they are
 * only listed as excluded or as a module's companion.
 */
export function buildCatalogue(
  files: readonly PotentialFileInput[],
  otherNames: readonly string[] = [],
): PotentialCatalogue {
  const names = new Set([...files.map((f) => f.name), ...otherNames]);
  const texts = new Map(files.map((f) => [f.name, f]));
  const modules: PotentialModule[] = [];
  const parsed = new Map<string, ParsedPotential>();
  const excluded: ExcludedFile[] = [];
  const failures: { fileName: string; error: ParseError }[] = [];
  for (const name of [...names].sort(byName)) {
    const decision = decideFile(name);
    if (decision.action !== 'list') {
      excluded.push({ fileName: name, reason: decision.reason });
      continue;
    }
    const file = texts.get(name);
    if (file === undefined) {
      throw new Error(`buildCatalogue: ${name} is a module file and needs its text (see isModuleFile)`);
    }
    try {
      const potential = decision.parse(file.name, file.text);
      const companions = Object.entries(COMPANION_FILES)
        .filter(([companion, of]) => of === file.name && names.has(companion))
        .map(([companion]) => companion);
      const module = moduleOf(potential, file.sha256, companions);
      modules.push(module);
      parsed.set(module.id, potential);
    } catch (error) {
      if (!isTopoForgeError(error) || error.code !== 'parse') throw error;
      failures.push({ fileName: file.name, error: error as ParseError });
    }
  }
  return { modules, parsed, excluded, failures };
}
