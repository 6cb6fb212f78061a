import type { BuilderPage } from '../features/auto-ff/engine/builder';
import { allAtomPage } from '../features/builders/all-atom/page';
import { carbonMaterialPage } from '../features/builders/carbon-material/page';
import { coarsePage } from '../features/builders/coarse/page';
import { inorganicCrystalsPage } from '../features/builders/inorganic-crystals/page';
import { ionLiquidPage } from '../features/builders/ion-liquid/page';
import { mofCofPage } from '../features/builders/mof-cof/page';
import { polymersPage } from '../features/builders/polymers/page';
import { unitedAtomPage } from '../features/builders/united-atom/page';

/**
 * The builder table: every routed builder page, in the order of the links between them. A new builder
 * page is its folder (page.ts and builder.ts), its entry here and its row in chem's flow table.
 */
export const BUILDER_PAGES: readonly BuilderPage[] = [
  allAtomPage,
  unitedAtomPage,
  ionLiquidPage,
  carbonMaterialPage,
  mofCofPage,
  inorganicCrystalsPage,
  polymersPage,
  coarsePage,
];
