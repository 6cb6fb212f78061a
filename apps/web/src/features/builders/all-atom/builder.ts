import { builderFlow } from '@topoforge/chem';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition } from '../../auto-ff/engine/builder';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { moleculeStructureStep } from '../../auto-ff/structure/structure-step';
import { allAtomBackup, allAtomSlice } from './all-atom-state';

/**
 * Step 1's options: the list's default, GAFF (the spec's default force, 000 §3, §9), is selected when
 * the page opens, so keeping the defaults and pressing Next works (issue 16 item 1); the user may drag
 * other force fields in beside it or remove it.
 */
export const ALL_ATOM_STRUCTURE_OPTIONS = { selectDefault: true } as const;

/**
 * The all-atom force-field builder (002 §2.3): the molecule structure step with GAFF preselected and the
 * other force fields combined by dragging them in, and a backup force field, then the shared atom-type
 * and parameter steps. The backup choice is its own state (all-atom-state.ts).
 */
export const allAtom: BuilderDefinition = {
  flow: builderFlow('all-atom'),
  steps: [moleculeStructureStep(ALL_ATOM_STRUCTURE_OPTIONS), ATOM_TYPE_STEP, PARAMETER_STEP],
  slice: allAtomSlice,
  backup: allAtomBackup,
};
