import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ForceFieldData, GromacsForceField } from '../../packages/chem/src/index.js';
import { parseAmberDat, parseGromacsForceField } from '../../packages/chem/src/index.js';

/** The parameter files the benchmarks read from the Debian packages (openbabel, gromacs-data). */
export const GAFF_DAT = process.env.TOPOFORGE_GAFF_DAT ?? '/usr/share/openbabel/3.1.1/gaff.dat';
export const GROMACS_TOP = process.env.TOPOFORGE_GROMACS_TOP ?? '/usr/share/gromacs/top';

/** A gromacs-data force-field folder (oplsaa.ff, gromos54a7.ff …) as chem parses it. */
export function gromacsFolder(folder: string): GromacsForceField {
  const dir = join(GROMACS_TOP, folder);
  return parseGromacsForceField(
    'forcefield.itp',
    (n) => (existsSync(join(dir, n)) ? readFileSync(join(dir, n), 'utf8') : undefined),
    dir,
  );
}

/** gaff.dat and, when gromacs-data is there, oplsaa.ff: the data of a GAFF or OPLS-AA/L build. */
export function gaffAndOplsData(): ForceFieldData {
  return {
    gaff: parseAmberDat(readFileSync(GAFF_DAT, 'utf8'), { source: GAFF_DAT }).parameters,
    oplsaa: existsSync(join(GROMACS_TOP, 'oplsaa.ff')) ? gromacsFolder('oplsaa.ff') : undefined,
  };
}
