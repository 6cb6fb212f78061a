import type { Molecule } from '../../core/molecule.js';

/** What a carbon builder answers: the structure (with its cell when periodic) and what was built. */
export interface CarbonBuild<D> {
  readonly molecule: Molecule;
  readonly description: D;
}
