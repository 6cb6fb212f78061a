import { parameterSetSchema } from '@topoforge/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { WizardData } from './wizard-defaults';
import { WIZARD_DEFAULTS } from './wizard-defaults';
import { guardedSessionStorage, restoredFields } from './session-storage';

export interface WizardActions {
  /** Merge a partial update (one call per user action keeps related fields consistent). */
  readonly update: (patch: Partial<WizardData>) => void;
  /** Back to the defaults of 000 §3; every wizard page does this when it opens (not on a reload). */
  readonly reset: () => void;
}

export type WizardState = WizardData & WizardActions;

/** The version of the stored wizard state: a state stored under another layout is not read back. */
export const WIZARD_STORAGE_VERSION = 2;

/** Session storage, as the spec's client keeps its store (002 §9); the key names the layout's version. */
export const WIZARD_STORAGE_KEY = `topoforge.wizard.v${WIZARD_STORAGE_VERSION}`;

/** The wizard has three steps at most (000 §2). */
const LAST_STEP = 3;

/**
 * The stored state as far as it is well-formed (restoredFields); a parameter set that is not one the
 * contract accepts is dropped (step 3 then asks for step 2's Next again), the step kept within 1–3.
 */
export function restoreWizard(stored: unknown): Partial<WizardData> {
  const { active, parameterSet, ...rest } = restoredFields(stored, WIZARD_DEFAULTS);
  const setValid = parameterSet == null || parameterSetSchema.safeParse(parameterSet).success;
  const stepValid = active !== undefined && Number.isInteger(active) && active >= 1 && active <= LAST_STEP;
  return {
    ...rest,
    ...(stepValid ? { active } : {}),
    ...(parameterSet === undefined
      ? {}
      : setValid
        ? { parameterSet }
        : { parameterSet: null, parameterEdits: [] }),
  };
}

export const useWizardStore = create<WizardState>()(
  persist(
    (set) => ({
      ...WIZARD_DEFAULTS,
      update: (patch) => set(patch),
      reset: () => set({ ...WIZARD_DEFAULTS }),
    }),
    {
      name: WIZARD_STORAGE_KEY,
      version: WIZARD_STORAGE_VERSION,
      storage: createJSONStorage(guardedSessionStorage),
      partialize: (state): WizardData => {
        const { update: _update, reset: _reset, ...data } = state;
        return data;
      },
      // Another version's layout is not read back: the wizard starts from its defaults.
      migrate: () => ({ ...WIZARD_DEFAULTS }),
      merge: (stored, current) => ({ ...current, ...restoreWizard(stored) }),
    },
  ),
);
