import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { PotentialCatalogue } from '@topoforge/chem';
import { buildCatalogue, isModuleFile } from '@topoforge/chem';
import { FileError, describeSystemError } from '../errors.js';

/** The server's default (LAMMPS_POTENTIALS): Debian's lammps-data. */
export const DEFAULT_POTENTIALS_DIR = '/usr/share/lammps/potentials';

/**
 * The catalogue of a LAMMPS potentials folder, as the server builds it at start (--dir, else
 * LAMMPS_POTENTIALS, else Debian's folder). Unlike the server, a folder that cannot be read is an error.
 */
export function readCatalogue(dir: string): PotentialCatalogue {
  let names: string[];
  try {
    names = readdirSync(dir, { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch (e) {
    throw new FileError(`${dir}: ${describeSystemError(e)} (install lammps-data or give --dir)`);
  }
  const files = names.filter(isModuleFile).map((name) => {
    const bytes = readFileSync(join(dir, name));
    return { name, text: bytes.toString('utf8'), sha256: createHash('sha256').update(bytes).digest('hex') };
  });
  return buildCatalogue(
    files,
    names.filter((name) => !isModuleFile(name)),
  );
}
