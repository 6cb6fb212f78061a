import { builderFlow } from '@topoforge/chem';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition } from '../../auto-ff/engine/builder';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { carbonSlice } from './carbon-state';
import { CARBON_STRUCTURE_STEP } from './structure-step';

/**
 * The carbon-material builder (002 §2.3 carbon-material; 001 §2.4): its own step 1 (fullerene tree,
 * graphene, single- and multi-wall tubes, functional groups; the carbon force-field list), then the shared
 * atom-type step with the general charge list and the shared parameter step (the supercell asked for
 * when the structure has a cell).
 */
export const carbonMaterial: BuilderDefinition = {
  flow: builderFlow('carbon-material'),
  steps: [CARBON_STRUCTURE_STEP, ATOM_TYPE_STEP, PARAMETER_STEP],
  slice: carbonSlice,
};
