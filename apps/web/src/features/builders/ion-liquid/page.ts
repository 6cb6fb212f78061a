import { builderPage } from '../../auto-ff/engine/builder';

export const ionLiquidPage = builderPage(
  'ion-liquid',
  'ionLiquid',
  async () => (await import('./builder')).ionLiquid,
);
