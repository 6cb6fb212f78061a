import { builderPage } from '../../auto-ff/engine/builder';

export const mofCofPage = builderPage('mof-cof', 'mofCof', async () => (await import('./builder')).mofCof);
