export type { BuildingBlock, FragmentKey } from './block-model.js';
export { ALESSANDRI, MARRINK, MONTICELLI, SOUZA } from './block-model.js';
import { CARBON_BLOCKS } from './blocks-carbon.js';
import { NITROGEN_SULFUR_BLOCKS } from './blocks-nitrogen-sulfur.js';
import { OXYGEN_BLOCKS } from './blocks-oxygen.js';
import type { BuildingBlock, FragmentKey } from './block-model.js';

/** All rows, most specific first within each family; the first row whose key the bead has wins. */
export const BUILDING_BLOCKS: readonly BuildingBlock[] = [
  ...OXYGEN_BLOCKS,
  ...NITROGEN_SULFUR_BLOCKS,
  ...CARBON_BLOCKS,
];

/** The first block whose fragment key equals the bead's, or undefined. */
export function findBlock(key: FragmentKey): BuildingBlock | undefined {
  const groups = key.groups.join(',');
  return BUILDING_BLOCKS.find(
    (b) =>
      [...b.groups].sort().join(',') === groups &&
      b.charge === key.charge &&
      (b.heavy === undefined || b.heavy.includes(key.heavy)) &&
      (b.hydrogens === undefined || b.hydrogens === key.hydrogens) &&
      (b.ring === undefined || b.ring === key.ring),
  );
}
