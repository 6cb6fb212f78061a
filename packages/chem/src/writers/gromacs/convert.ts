import type { System } from '../../core/system.js';
import type { Mat3 } from '../../core/vec3.js';
import { placeAtoms } from '../placement.js';
import { atomNames } from './atom-names.js';
import { atomTypesOf } from './atom-types.js';
import { explicitTypePairs } from './explicit-pairs.js';
import { angleLines, bondLines, dihedralLines, virtualSiteLines } from './interactions.js';
import type { GromacsModel, GromacsOptions } from './model.js';
import { pairLines } from './pairs.js';
import { rigidWaterLines, withoutRigidWaterTerms } from './rigid-water.js';

const DEFAULT_PADDING_NM = 1.0;

/** System (GROMACS units already, Å positions) → GROMACS model (nm positions, 1-based lines). */
export function convertGromacs(system: System, options: GromacsOptions): GromacsModel {
  const { atomTypes, typeOf } = atomTypesOf(system);
  const names = atomNames(system);
  const flexible = withoutRigidWaterTerms(system);
  const sites = virtualSiteLines(system);
  const rigid = rigidWaterLines(system);
  const placed = placeAtoms(system.molecule, 10 * (options.padding ?? DEFAULT_PADDING_NM));
  return {
    residueName: options.residueName,
    title: system.molecule.title.trim() || options.residueName,
    defaults: system.defaults,
    atomTypes,
    ...explicitTypePairs(system, atomTypes, typeOf),
    atoms: system.atoms.map((atom, i) => ({
      type: typeOf[i]!,
      name: names[i]!,
      charge: atom.charge,
      mass: atom.mass,
    })),
    bonds: bondLines(flexible),
    pairs: pairLines(system),
    angles: angleLines(flexible),
    dihedrals: dihedralLines(system),
    ...sites,
    settles: rigid.settles,
    constraints: rigid.constraints,
    exclusions: [...sites.exclusions, ...rigid.exclusions],
    positions: placed.positions.map((x) => x / 10),
    box: placed.box.map((row) => row.map((x) => x / 10)) as unknown as Mat3,
  };
}
