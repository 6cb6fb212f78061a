import type { Molecule } from '../core/molecule.js';
import { findWaters, type WaterSite } from '../forcefields/water/find-waters.js';
import type { WaterModel, WaterSiteType } from '../forcefields/water/models.js';

export interface WaterTyping {
  readonly waters: readonly WaterSite[];
  /** OW, HW or MW for atoms of a water the model covers; undefined for every other atom. */
  readonly types: readonly (WaterSiteType | undefined)[];
}

/**
 * Water-model atom types: O → OW, H → HW and, for 4-site models, the virtual site → MW. A water
 * lacking the M site of a 4-site model is left untyped (it must go through the four-point conversion
 * first), and so is an M site under a 3-site model.
 */
export function typeWater(mol: Molecule, model: WaterModel): WaterTyping {
  const types: (WaterSiteType | undefined)[] = new Array<WaterSiteType | undefined>(mol.atomCount).fill(
    undefined,
  );
  const waters = findWaters(mol);
  for (const w of waters) {
    if ((model.sites === 4) !== (w.m !== undefined)) continue;
    types[w.o] = 'OW';
    types[w.h1] = 'HW';
    types[w.h2] = 'HW';
    if (w.m !== undefined) types[w.m] = 'MW';
  }
  return { waters, types };
}
