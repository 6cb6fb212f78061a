import { createBuilderSlice } from '../../auto-ff/engine/builder-slice';
import type { CarbonForms, CarbonItem } from './carbon-forms';
import { CARBON_FORM_DEFAULTS } from './carbon-forms';

/**
 * The carbon page's own state beside the wizard's (reset whenever the page opens, kept over a reload):
 * the side navigation's item, the forms (001 §3), the fullerene tree's selected and expanded nodes, and
 * the record of the last build (`description`, shown under the model).
 */
export interface CarbonState {
  readonly item: CarbonItem;
  readonly forms: CarbonForms;
  readonly treeSelected: string | null;
  readonly treeExpanded: readonly string[];
  readonly description: Readonly<Record<string, unknown>> | null;
}

export const CARBON_STATE_DEFAULTS: CarbonState = {
  item: 'fullerene',
  forms: CARBON_FORM_DEFAULTS,
  treeSelected: null,
  treeExpanded: [],
  description: null,
};

export const { use: useCarbonState, slice: carbonSlice } = createBuilderSlice(
  'carbon-material',
  CARBON_STATE_DEFAULTS,
);

/** Replaces one form. */
export function setCarbonForm<K extends keyof CarbonForms>(key: K, form: CarbonForms[K]): void {
  const state = useCarbonState.getState();
  state.update({ forms: { ...state.forms, [key]: form } });
}
