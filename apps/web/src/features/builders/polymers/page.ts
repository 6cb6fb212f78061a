import { builderPage } from '../../auto-ff/engine/builder';

export const polymersPage = builderPage(
  'polymers',
  'polymers',
  async () => (await import('./builder')).polymers,
);
