import { lazy } from 'react';

/**
 * The 3D viewer as its own lazily loaded chunk (NGL is large): render it inside `<Suspense>`. Props and
 * behaviour: ./molecule-viewer.tsx. The helpers below come without NGL.
 */
export const MoleculeViewer = lazy(async () => ({
  default: (await import('./molecule-viewer')).MoleculeViewer,
}));
export type { MoleculeViewerProps } from './molecule-viewer';
export type { ViewerShapes } from './viewer-shapes';
export type { LabelMode, ViewerSize, ViewerStep } from './viewer-settings';
export { toggleAtom, viewerSize } from './viewer-settings';
