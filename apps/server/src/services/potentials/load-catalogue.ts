import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PotentialCatalogue, PotentialFileInput } from '@topoforge/chem';
import { buildCatalogue, isModuleFile } from '@topoforge/chem';

export interface CatalogueLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The catalogue and the folder it was read from (downloads read the files there, byte for byte). */
export interface LoadedCatalogue {
  readonly dir: string;
  readonly catalogue: PotentialCatalogue;
}

/** The folder's file names, and the module files (isModuleFile) with their text and SHA-256; null when unreadable. */
async function readFolder(
  dir: string,
): Promise<{ files: PotentialFileInput[]; otherNames: string[] } | null> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  const names = entries.filter((e) => e.isFile()).map((e) => e.name);
  const files = await Promise.all(
    names.filter(isModuleFile).map(async (name) => {
      const bytes = await readFile(join(dir, name));
      return { name, text: bytes.toString('utf8'), sha256: createHash('sha256').update(bytes).digest('hex') };
    }),
  );
  return { files, otherNames: names.filter((name) => !isModuleFile(name)) };
}

/**
 * Reads the potentials folder once (LAMMPS_POTENTIALS, default Debian's /usr/share/lammps/potentials). A
 * missing folder gives an empty catalogue and one log line saying so; a file that should be a module but
 * cannot be parsed is logged with its file and line, never dropped silently.
 */
export async function loadCatalogue(dir: string, log: CatalogueLog): Promise<LoadedCatalogue> {
  const folder = await readFolder(dir);
  if (folder === null) {
    log.warn(
      `potential modules: ${dir} cannot be read (install lammps-data or set LAMMPS_POTENTIALS); the catalogue is empty`,
    );
    return { dir, catalogue: buildCatalogue([]) };
  }
  const catalogue = buildCatalogue(folder.files, folder.otherNames);
  for (const failure of catalogue.failures) log.warn(`potential modules: ${failure.error.message}`);
  const count = (type: string): number =>
    catalogue.modules.filter((m) => m.potentialFunctionType === type).length;
  log.info(`potential modules: ${count('EAM')} EAM and ${count('ReaxFF')} ReaxFF from ${dir}`);
  return { dir, catalogue };
}
