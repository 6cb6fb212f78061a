import { builderFlow } from '@topoforge/chem';
import type { BuilderDefinition } from '../../auto-ff/engine/builder';
import { moleculeStructureStep } from '../../auto-ff/structure/structure-step';
import { BEAD_STEP } from './bead-step';
import { mapBeforeNext } from './map-before-next';
import { CG_TOPOLOGY_STEP } from './topology-step';
import { coarseBackup, coarseSlice } from './coarse-state';

/**
 * The coarse-grained builder (001 §2.2, §2.3; 002 §2.9): the small-molecule front (the molecule structure
 * step with GAFF preselected, whose Next maps the molecule into Martini beads), step 2 cuts beads, step 3
 * shows the CG topology and downloads it.
 */
export const coarse: BuilderDefinition = {
  flow: builderFlow('coarse'),
  steps: [
    moleculeStructureStep({ selectDefault: true, beforeNext: mapBeforeNext }),
    BEAD_STEP,
    CG_TOPOLOGY_STEP,
  ],
  slice: coarseSlice,
  backup: coarseBackup,
};
