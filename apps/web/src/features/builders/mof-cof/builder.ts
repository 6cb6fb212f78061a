import { builderFlow } from '@topoforge/chem';
import { computerList } from '../../../api/builder';
import { listCrystalLibrary, readCrystalLibraryFile } from '../../../api/crystal-library';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition, ComputerRule } from '../../auto-ff/engine/builder';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { crystalStructureStep } from '../../auto-ff/structure/crystal-structure-step';
import type { LibrarySource } from '../../auto-ff/structure/library-browser';

/** The server's MOF/COF library (001 §2.6 variant C "a database of framework structures"). */
export const FRAMEWORK_LIBRARY: LibrarySource = {
  id: 'frameworks',
  list: (path, signal) => listCrystalLibrary('frameworks', path, signal),
  read: (path, name) => readCrystalLibraryFile('frameworks', path, name),
};

/**
 * Variant D's computer list (001 §2.6, §4): when the first atom's force field is one the server lists
 * (GET topfile/computerlist), only lammps and moltemplate are offered; lammps is the default either way.
 */
export const FRAMEWORK_COMPUTERS: ComputerRule = {
  load: computerList,
  listedOnly: ['lammps', 'moltemplate'],
  preferred: 'lammps',
};

/**
 * The framework builder (002 §2.3 mof-cof; 001 §2.6 variant C): a framework from the library or an
 * uploaded crystal file, the drag-and-drop force-field area of the framework list (read on Next), the
 * framework charge methods with their scale in step 2 (000 §9 "Paths containing 'mof-cof'"), the shared
 * parameter step with the supercell in its dialog and variant D's computer list.
 */
export const mofCof: BuilderDefinition = {
  flow: builderFlow('mof-cof'),
  steps: [crystalStructureStep(FRAMEWORK_LIBRARY), ATOM_TYPE_STEP, PARAMETER_STEP],
  computers: FRAMEWORK_COMPUTERS,
};
