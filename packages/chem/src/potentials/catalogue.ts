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
 * The catalogue of a LAMMPS potentials folder: every EAM-family and ReaxFF file becomes a module with the
 * elements parsed from the file itself, every other file is listed as excluded with its reason, and a file
 * that cannot be read is reported in `failures`, never dropped. Modules are in file-name order.
 */
export function buildCatalogue(files: readonly PotentialFileInput[]): PotentialCatalogue {
  const names = new Set(files.map((f) => f.name));
  const modules: PotentialModule[] = [];
  const parsed = new Map<string, ParsedPotential>();
  const excluded: ExcludedFile[] = [];
  const failures: { fileName: string; error: ParseError }[] = [];
  const sorted = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const file of sorted) {
    const decision = decideFile(file.name);
    if (decision.action !== 'list') {
      excluded.push({ fileName: file.name, reason: decision.reason });
      continue;
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
