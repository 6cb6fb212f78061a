import { ChemError } from '../../core/errors.js';

/** The caller did not supply a force field's parameter files (they ship in a Debian package). */
export function missingData(forceField: string, file: string): never {
  throw new ChemError(
    'missing-parameter',
    `${forceField} parameters (${file}) were not loaded; install the package that ships them.`,
  );
}
