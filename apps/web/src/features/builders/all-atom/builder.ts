import { builderFlow } from '@topoforge/chem';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition } from '../../auto-ff/engine/builder';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { moleculeStructureStep } from '../../auto-ff/structure/structure-step';
import { allAtomBackup, allAtomSlice } from './all-atom-state';

/**
 * The all-atom force-field builder (002 §2.3): the molecule structure step with GAFF and the other
 * force fields combined by dragging them in (none preselected) and a backup force field, then the
 * shared atom-type and parameter steps. The backup choice is its own state (all-atom-state.ts).
 */
export const allAtom: BuilderDefinition = {
  flow: builderFlow('all-atom'),
  steps: [moleculeStructureStep({ selectDefault: false }), ATOM_TYPE_STEP, PARAMETER_STEP],
  slice: allAtomSlice,
  backup: allAtomBackup,
};
