import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { WizardData } from './wizard-defaults';
import { WIZARD_DEFAULTS } from './wizard-defaults';

export interface WizardActions {
  /** Merge a partial update (one call per user action keeps related fields consistent). */
  readonly update: (patch: Partial<WizardData>) => void;
  /** Back to the defaults of 000 §3; every wizard page does this when it opens. */
  readonly reset: () => void;
}

export type WizardState = WizardData & WizardActions;

/** Session storage, as the spec's client keeps its store (002 §9). */
export const WIZARD_STORAGE_KEY = 'topoforge.wizard';

export const useWizardStore = create<WizardState>()(
  persist(
    (set) => ({
      ...WIZARD_DEFAULTS,
      update: (patch) => set(patch),
      reset: () => set({ ...WIZARD_DEFAULTS }),
    }),
    {
      name: WIZARD_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): WizardData => {
        const { update: _update, reset: _reset, ...data } = state;
        return data;
      },
    },
  ),
);
