import type { Molecule } from '@topoforge/chem';
import type { ConformerOptions, ConformerSearch, ObabelConformers } from './obabel-conformers.js';
import {
  CONFORMER_MAX_HEAVY_ATOMS,
  CONFORMER_MINIMISE_STEPS,
  obabelConformers,
} from './obabel-conformers.js';
import { isProgramError } from './program-error.js';

/** The geometries coarse-grained lengths and angles are averaged over, and a sentence saying which. */
export interface CgConformers {
  readonly conformers: readonly Float64Array[];
  /** Open Babel's minimised conformers, or the input geometry alone (the note says why). */
  readonly source: 'obabel' | 'input';
  readonly note: string;
}

/**
 * Conformers for coarse-grained bonded terms (issue 21 item 3): Open Babel's minimised conformers
 * (obabel-conformers.ts) when the molecule is not periodic and has at most `maxHeavyAtoms` heavy atoms,
 * else — and when the search fails or its output does not keep the atom order — the input geometry alone.
 * A cancelled call is not a failure: it rethrows.
 */
export async function cgConformers(
  molecule: Molecule,
  options: ConformerOptions = {},
): Promise<CgConformers> {
  const input = (why: string): CgConformers => ({
    conformers: [molecule.positions],
    source: 'input',
    note: `the input geometry alone, not optimised (${why})`,
  });
  if (molecule.cell) return input('a periodic structure: no conformer search');
  const max = options.maxHeavyAtoms ?? CONFORMER_MAX_HEAVY_ATOMS;
  const heavy = molecule.elements.filter((e) => e > 1).length;
  if (heavy > max) return input(`${heavy} heavy atoms, more than ${max}: no conformer search`);
  try {
    const { conformers, forceField, search } = await obabelConformers(molecule, options);
    return { conformers, source: 'obabel', note: describe(conformers.length, forceField, search, options) };
  } catch (e) {
    if (!isProgramError(e) || e.kind === 'cancelled') throw e;
    return input(`conformer search failed: ${e.message}`);
  }
}

/** Which geometry, in words: what the provenance and the CLI's stderr say. */
function describe(
  count: number,
  forceField: ObabelConformers['forceField'],
  search: ConformerSearch,
  options: ConformerOptions,
): string {
  const minimised = `minimised with ${forceField} (${options.minimiseSteps ?? CONFORMER_MINIMISE_STEPS} steps)`;
  if (search.kind === 'none') return `the input ${minimised} by Open Babel (no rotatable bond)`;
  const how =
    search.kind === 'systematic'
      ? `--confab (all ${search.combinations} torsion combinations, the lowest in ${forceField} energy)`
      : `--conformer (genetic algorithm, clock-seeded; the lowest in MMFF94 energy)`;
  const conformers = `${count} conformer${count === 1 ? '' : 's'}`;
  return `mean over ${conformers}: Open Babel ${how} from the input minimised with ${forceField}, each ${minimised}`;
}
