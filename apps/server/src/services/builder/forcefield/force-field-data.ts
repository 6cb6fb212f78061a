import type { ForceFieldData, ForceFieldDataKey } from '@topoforge/chem';
import { gaffParameters } from './gaff-parameters.js';
import { gromacsForceField } from './gromacs-data.js';
import { uffParameters } from './uff-parameters.js';

export interface ForceFieldPaths {
  readonly gaffDat: string;
  readonly gromacsTop: string;
}

/** The parameter files the named force fields need, read from the Debian packages that ship them. */
export async function loadForceFieldData(
  needs: Iterable<ForceFieldDataKey>,
  paths: ForceFieldPaths,
): Promise<ForceFieldData> {
  const keys = new Set(needs);
  const [gaff, oplsaa, gromos54a7, uff] = await Promise.all([
    keys.has('gaff') ? gaffParameters(paths.gaffDat) : undefined,
    keys.has('oplsaa') ? gromacsForceField(paths.gromacsTop, 'oplsaa.ff', 'OPLS-AA/L') : undefined,
    keys.has('gromos54a7') ? gromacsForceField(paths.gromacsTop, 'gromos54a7.ff', 'GROMOS 54A7') : undefined,
    keys.has('uff') ? uffParameters(paths.gaffDat) : undefined,
  ]);
  return { gaff, oplsaa, gromos54a7, uff };
}
