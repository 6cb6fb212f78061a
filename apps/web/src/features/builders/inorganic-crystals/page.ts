import { builderPage } from '../../auto-ff/engine/builder';

export const inorganicCrystalsPage = builderPage(
  'inorganic-crystals',
  'inorganicCrystals',
  async () => (await import('./builder')).inorganicCrystals,
);
