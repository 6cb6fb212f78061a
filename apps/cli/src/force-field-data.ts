import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ForceFieldData, ForceFieldDataKey } from '@topoforge/chem';
import { parseAmberDat, parseGromacsForceField, parseUffPrm } from '@topoforge/chem';
import { describeSystemError, FileError } from './errors.js';

export interface ForceFieldPaths {
  readonly gaffDat: string;
  readonly gromacsTop: string;
}

/** The parameter files `needs` names, read from the Debian packages that ship them. */
export function readForceFieldData(
  needs: Iterable<ForceFieldDataKey>,
  paths: ForceFieldPaths,
): ForceFieldData {
  const keys = new Set(needs);
  return {
    gaff: keys.has('gaff')
      ? parseAmberDat(readText(paths.gaffDat, 'gaff.dat'), { source: paths.gaffDat }).parameters
      : undefined,
    oplsaa: keys.has('oplsaa') ? gromacsFolder(paths.gromacsTop, 'oplsaa.ff') : undefined,
    gromos54a7: keys.has('gromos54a7') ? gromacsFolder(paths.gromacsTop, 'gromos54a7.ff') : undefined,
    uff: keys.has('uff') ? uffPrm(paths.gaffDat) : undefined,
  };
}

/** Open Babel's UFF.prm, which Debian's openbabel package installs beside gaff.dat. */
function uffPrm(gaffDat: string) {
  const path = join(dirname(gaffDat), 'UFF.prm');
  return parseUffPrm(readText(path, 'UFF.prm'), path);
}

function gromacsFolder(top: string, folder: string) {
  const dir = join(top, folder);
  readText(join(dir, 'forcefield.itp'), `${folder} (Debian package gromacs-data)`);
  return parseGromacsForceField(
    'forcefield.itp',
    (name) => {
      try {
        return readFileSync(join(dir, name), 'utf8');
      } catch {
        return undefined;
      }
    },
    dir,
  );
}

export function readText(path: string, what: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch (e) {
    throw new FileError(`cannot read ${what} file ${path}: ${describeSystemError(e)}`);
  }
}
