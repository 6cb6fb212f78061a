import { createBuilderSlice, sliceField } from '../../auto-ff/engine/builder-slice';

/**
 * The all-atom builder's own state: its backup force field, since only its flow has the backup selector.
 * The spec's default is OPLS-AA/L (000 §9); the server lists only force fields whose parameters it holds
 * (forcefield/aa), so step 1 replaces it with the first listed one when OPLS-AA/L is not offered.
 */
export const ALL_ATOM_DEFAULTS = { backup: 'OPLS-AA/L' };

const state = createBuilderSlice('all-atom', ALL_ATOM_DEFAULTS);

/** Reset with the wizard whenever the all-atom page opens. */
export const allAtomSlice = state.slice;
export const allAtomBackup = sliceField(state.use, 'backup');
