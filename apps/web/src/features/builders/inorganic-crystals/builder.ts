import { builderFlow } from '@topoforge/chem';
import { listCrystalLibrary, readCrystalLibraryFile } from '../../../api/crystal-library';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition } from '../../auto-ff/engine/builder';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { crystalStructureStep } from '../../auto-ff/structure/crystal-structure-step';
import type { LibrarySource } from '../../auto-ff/structure/library-browser';

/** The server's mineral library (001 §2.5 "browse a server directory of minerals"). */
export const MINERAL_LIBRARY: LibrarySource = {
  id: 'minerals',
  list: (path, signal) => listCrystalLibrary('minerals', path, signal),
  read: (path, name) => readCrystalLibraryFile('minerals', path, name),
};

/**
 * The crystal-materials builder (002 §2.3 inorganic-crystals; 001 §2.5 the mineral variant): a mineral
 * from the library or an uploaded crystal file (the crystal flow: its files, 1 MB, 1000 atoms), the
 * inorganic force-field list, then the shared atom-type and parameter steps; the topology dialog asks for
 * the supercell (the structure has a cell) and step 3 offers no Gaussian, ORCA or Gear (000 §9).
 */
export const inorganicCrystals: BuilderDefinition = {
  flow: builderFlow('inorganic-crystals'),
  steps: [crystalStructureStep(MINERAL_LIBRARY), ATOM_TYPE_STEP, PARAMETER_STEP],
};
