import { atomsAt } from '../../../perception/testing/molecules.js';

/** Methanol, geometry from `obabel -:CO --gen3d -h` (Open Babel 3.1.1). */
export const methanol = atomsAt([
  ['C', 0.9304, 0.0522, 0.0575],
  ['O', 2.3456, 0.0522, 0.0575],
  ['H', 0.5644, 1.0661, -0.1166],
  ['H', 0.5644, -0.3153, 1.0187],
  ['H', 0.5644, -0.5952, -0.7393],
  ['H', 2.6549, 0.6357, -0.6533],
]);
