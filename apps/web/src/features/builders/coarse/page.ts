import { builderPage } from '../../auto-ff/engine/builder';

export const coarsePage = builderPage('coarse', 'coarse', async () => (await import('./builder')).coarse);
