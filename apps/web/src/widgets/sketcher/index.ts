import { lazy } from 'react';

/**
 * The 2D sketcher as its own lazily loaded chunk (Ketcher and its Indigo WebAssembly are large): render it
 * inside `<Suspense>`. Props and the handle: ./molecule-sketcher.tsx.
 */
export const MoleculeSketcher = lazy(async () => ({
  default: (await import('./molecule-sketcher')).MoleculeSketcher,
}));
export type { MoleculeSketcherProps, SketcherHandle } from './molecule-sketcher';
