import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { sdfFormat } from '../../io/mol/index.js';

/** The first record of a fixture SDF, read with the project's own molfile reader. */
export function sdfFixture(text: string): Molecule {
  const molecule = sdfFormat.read?.(text).molecules[0];
  if (!molecule) throw new ChemError('invalid-molecule', 'fixture holds no molecule');
  return molecule;
}
