import { builderFlow } from '@topoforge/chem';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition } from '../../auto-ff/engine/builder';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { moleculeStructureStep } from '../../auto-ff/structure/structure-step';

/**
 * The united-atom builder (002 §2.3): one united-atom force field, its list's default chosen for the
 * user; hydrogens merged into their carbons show as such in the atom-type step.
 */
export const unitedAtom: BuilderDefinition = {
  flow: builderFlow('united-atom'),
  steps: [moleculeStructureStep({ selectDefault: true }), ATOM_TYPE_STEP, PARAMETER_STEP],
};
