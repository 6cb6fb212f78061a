import { builderFlow } from '@topoforge/chem';
import { ATOM_TYPE_STEP } from '../../auto-ff/atom-types/atom-type-step';
import type { BuilderDefinition } from '../../auto-ff/engine/builder';
import { PARAMETER_STEP } from '../../auto-ff/parameters/parameter-step';
import { moleculeStructureStep } from '../../auto-ff/structure/structure-step';

/** The ionic-liquid builder (002 §2.3): CL&P ions with their own charges, its list's default chosen. */
export const ionLiquid: BuilderDefinition = {
  flow: builderFlow('ion-liquid'),
  steps: [moleculeStructureStep({ selectDefault: true }), ATOM_TYPE_STEP, PARAMETER_STEP],
};
