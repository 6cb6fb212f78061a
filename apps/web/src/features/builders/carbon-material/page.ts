import { builderPage } from '../../auto-ff/engine/builder';

export const carbonMaterialPage = builderPage(
  'carbon-material',
  'carbonMaterial',
  async () => (await import('./builder')).carbonMaterial,
);
