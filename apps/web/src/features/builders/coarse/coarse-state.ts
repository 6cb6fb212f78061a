import type { CgParameterSet } from '@topoforge/contract';
import { createBuilderSlice, sliceField } from '../../auto-ff/engine/builder-slice';
import type { Bead } from './beads';

/**
 * The coarse-grained page's own state (001 §2.3): the mapping the server answered, the beads as the user
 * cut them (the tree), whether they were edited since (Next then remaps them), the current bead, the CG
 * force field, and the small-molecule front's backup force field (002 §2.9 resets it to OPLS-AA/L).
 */
export interface CoarseState {
  readonly backup: string;
  readonly mapping: CgParameterSet | null;
  readonly beads: readonly Bead[];
  readonly edited: boolean;
  /** Index of the current (highlighted) bead; -1 when there is none. */
  readonly current: number;
  /** '' until the coarse-grain list came; its first entry (Martini3) is then the default. */
  readonly cgForce: string;
}

export const COARSE_DEFAULTS: CoarseState = {
  backup: 'OPLS-AA/L',
  mapping: null,
  beads: [],
  edited: false,
  current: -1,
  cgForce: '',
};

const state = createBuilderSlice('coarse', COARSE_DEFAULTS);

export const useCoarse = state.use;
/** Reset with the wizard whenever the coarse-grained page opens. */
export const coarseSlice = state.slice;
export const coarseBackup = sliceField(state.use, 'backup');

/** A new mapping from the server: its beads become the tree, unedited, the first bead current. */
export function takeMapping(mapping: CgParameterSet): void {
  useCoarse.getState().update({
    mapping,
    beads: mapping.cg_beads,
    edited: false,
    current: mapping.cg_beads.length > 0 ? 0 : -1,
  });
}
