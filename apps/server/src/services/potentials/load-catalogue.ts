import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PotentialCatalogue, PotentialFileInput } from '@topoforge/chem';
import { buildCatalogue } from '@topoforge/chem';

export interface CatalogueLog {
  info(message: string): void;
  warn(message: string): void;
}

/** The catalogue and the folder it was read from (downloads read the files there, byte for byte). */
export interface LoadedCatalogue {
  readonly dir: string;
  readonly catalogue: PotentialCatalogue;
}

/** Every regular file of the folder with its text and SHA-256; null when the folder cannot be read. */
async function readFolder(dir: string): Promise<PotentialFileInput[] | null> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return null;
  }
  const files = entries.filter((e) => e.isFile());
  return Promise.all(
    files.map(async (e) => {
      const bytes = await readFile(join(dir, e.name));
      return {
        name: e.name,
        text: bytes.toString('utf8'),
        sha256: createHash('sha256').update(bytes).digest('hex'),
      };
    }),
  );
}

/**
 * Reads the potentials folder once (LAMMPS_POTENTIALS, default Debian's /usr/share/lammps/potentials). A
 * missing folder gives an empty catalogue and one log line saying so; a file that should be a module but
 * cannot be parsed is logged with its file and line, never dropped silently.
 */
export async function loadCatalogue(dir: string, log: CatalogueLog): Promise<LoadedCatalogue> {
  const files = await readFolder(dir);
  if (files === null) {
    log.warn(
      `potential modules: ${dir} cannot be read (install lammps-data or set LAMMPS_POTENTIALS); the catalogue is empty`,
    );
    return { dir, catalogue: buildCatalogue([]) };
  }
  const catalogue = buildCatalogue(files);
  for (const failure of catalogue.failures) log.warn(`potential modules: ${failure.error.message}`);
  const count = (type: string): number =>
    catalogue.modules.filter((m) => m.potentialFunctionType === type).length;
  log.info(`potential modules: ${count('EAM')} EAM and ${count('ReaxFF')} ReaxFF from ${dir}`);
  return { dir, catalogue };
}
