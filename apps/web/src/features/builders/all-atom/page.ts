import { builderPage } from '../../auto-ff/engine/builder';

export const allAtomPage = builderPage(
  'all-atom',
  'allAtom',
  async () => (await import('./builder')).allAtom,
);
