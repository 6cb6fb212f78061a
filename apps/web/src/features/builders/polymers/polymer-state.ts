import { createBuilderSlice } from '../../auto-ff/engine/builder-slice';
import type { PolymerForms, PolymerTab } from './polymer-forms';
import { POLYMER_FORM_DEFAULTS } from './polymer-forms';

/**
 * The polymer page's own state beside the wizard's (reset whenever the page opens, kept over a reload):
 * the open tab and the forms (001 §3), the built chain's number (`polymerNumber`, 001 §3 wizard state:
 * sent back as `polymer` by the atom-type and charge calls) and the monomer sequence the atom-type call
 * answered (sent in the download payload as `sequence`).
 */
export interface PolymerState {
  readonly tab: PolymerTab;
  readonly forms: PolymerForms;
  /** 0 until a chain is built. */
  readonly polymerNumber: number;
  readonly sequence: readonly string[];
}

export const POLYMER_STATE_DEFAULTS: PolymerState = {
  tab: 'homopolymer',
  forms: POLYMER_FORM_DEFAULTS,
  polymerNumber: 0,
  sequence: [],
};

export const { use: usePolymerState, slice: polymerSlice } = createBuilderSlice(
  'polymers',
  POLYMER_STATE_DEFAULTS,
);

/** Switching tab resets all forms (001 §2.1). */
export function switchTab(tab: PolymerTab): void {
  const state = usePolymerState.getState();
  if (state.tab === tab) return;
  state.update({ tab, forms: POLYMER_FORM_DEFAULTS });
}

/** Replaces one form. */
export function setForm<K extends keyof PolymerForms>(key: K, form: PolymerForms[K]): void {
  const state = usePolymerState.getState();
  state.update({ forms: { ...state.forms, [key]: form } });
}
