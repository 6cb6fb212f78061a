import { builderPage } from '../../auto-ff/engine/builder';

export const unitedAtomPage = builderPage(
  'united-atom',
  'unitedAtom',
  async () => (await import('./builder')).unitedAtom,
);
