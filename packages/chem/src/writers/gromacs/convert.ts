import { hasPeriodicBonds } from '../periodic-images.js';
import type { System } from '../../core/system.js';
import type { Mat3 } from '../../core/vec3.js';
import { systemComponents } from '../../params/molecule-components.js';
import { moleculeAtomNames } from '../atom-names.js';
import { placeAtoms } from '../placement.js';
import { atomTypesOf } from './atom-types.js';
import { explicitTypePairs } from './explicit-pairs.js';
import { angleLines, bondLines, constraintLines, dihedralLines, virtualSiteLines } from './interactions.js';
import type { GroAtom, GromacsModel, GromacsOptions } from './model.js';
import { moleculeTypeNames } from './molecule-names.js';
import { moleculeLayout } from './molecules.js';
import { pairLines } from './pairs.js';
import { rigidWaterLines, withoutRigidWaterTerms } from './rigid-water.js';

const DEFAULT_PADDING_NM = 1.0;
/** .gro gives atom names 5 columns and grompp compares them with the topology's. */
const NAME_COLUMNS = 5;

/**
 * System (GROMACS units already, Å positions) → GROMACS model (nm positions, 1-based lines): one
 * [ moleculetype ] per kind of molecule (params/molecule-components.ts), the .gro molecule by molecule.
 */
export function convertGromacs(system: System, options: GromacsOptions): GromacsModel {
  const { atomTypes, typeOf } = atomTypesOf(system);
  const components = systemComponents(system);
  const names = moleculeAtomNames(system, NAME_COLUMNS, components);
  const flexible = withoutRigidWaterTerms(system);
  const sites = virtualSiteLines(system);
  const local = new Int32Array(system.atoms.length);
  for (const list of components.atoms) list.forEach((a, k) => (local[a] = k));
  const rigid = rigidWaterLines(system, local);
  const atoms = system.atoms.map((atom, i) => ({
    type: typeOf[i]!,
    name: names[i]!,
    charge: atom.charge,
    mass: atom.mass,
  }));
  const layout = moleculeLayout(
    system,
    components,
    atoms,
    {
      bonds: bondLines(flexible),
      pairs: pairLines(system),
      angles: angleLines(flexible),
      dihedrals: dihedralLines(system),
      virtualSites: sites.virtualSites,
      settles: rigid.settles,
      constraints: [...rigid.constraints, ...constraintLines(system)],
      exclusions: [...sites.exclusions, ...rigid.exclusions],
    },
    (count, first) => moleculeTypeNames(system.molecule, options.residueName, count, first),
  );
  const placed = placeAtoms(system.molecule, 10 * (options.padding ?? DEFAULT_PADDING_NM));
  const groAtoms: GroAtom[] = [];
  const positions = new Float64Array(3 * system.atoms.length);
  components.atoms.forEach((list, c) => {
    const residueName = layout.moleculeTypes[layout.typeOfComponent[c]!]!.name;
    for (const a of list) {
      for (let k = 0; k < 3; k++)
        positions[3 * groAtoms.length + k] = (placed.positions[3 * a + k] ?? 0) / 10;
      groAtoms.push({ residueNumber: c + 1, residueName, name: names[a]! });
    }
  });
  return {
    residueName: options.residueName,
    title: system.molecule.title.trim() || options.residueName,
    defaults: system.defaults,
    atomTypes,
    ...explicitTypePairs(system, atomTypes, typeOf),
    moleculeTypes: layout.moleculeTypes,
    molecules: layout.molecules,
    groAtoms,
    positions,
    box: placed.box.map((row) => row.map((x) => x / 10)) as unknown as Mat3,
    periodicMolecules: hasPeriodicBonds(system.molecule),
    nrexcl: system.exclusionDepth ?? 3,
    ...(system.externalNonbonded ? { includeForceField: system.externalNonbonded.file } : {}),
  };
}
