import type { StoreApi, UseBoundStore } from 'zustand';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { guardedSessionStorage, restoredFields } from '../store/session-storage';
import { WIZARD_STORAGE_KEY, WIZARD_STORAGE_VERSION } from '../store/wizard-store';
import type { BuilderSlice, SliceField } from './builder';

export interface SliceActions<T> {
  readonly update: (patch: Partial<T>) => void;
  readonly reset: () => void;
}

/** Session-storage key of a builder's own slice, beside the engine's (002 §9), of the same version. */
export const builderSliceKey = (builderId: string): string => `${WIZARD_STORAGE_KEY}.${builderId}`;

/**
 * A builder's own state (for what only its steps hold), persisted in session storage like the
 * engine's store. The definition lists `slice` so the engine resets it whenever the page opens (a
 * reload of the page keeps it, with the wizard's state).
 */
export function createBuilderSlice<T extends object>(
  builderId: string,
  defaults: T,
): { readonly use: UseBoundStore<StoreApi<T & SliceActions<T>>>; readonly slice: BuilderSlice } {
  const use = create<T & SliceActions<T>>()(
    persist(
      (set) => ({
        ...defaults,
        update: (patch: Partial<T>) => set(patch as Partial<T & SliceActions<T>>),
        reset: () => set({ ...defaults } as Partial<T & SliceActions<T>>),
      }),
      {
        name: builderSliceKey(builderId),
        version: WIZARD_STORAGE_VERSION,
        storage: createJSONStorage(guardedSessionStorage),
        partialize: (state): T => {
          const { update: _update, reset: _reset, ...data } = state;
          return data as T;
        },
        migrate: () => ({ ...defaults }),
        merge: (stored, current) => ({ ...current, ...restoredFields(stored, defaults) }),
      },
    ),
  );
  return { use, slice: { reset: () => use.getState().reset() } };
}

/**
 * One field of a builder's slice as the shared steps use it (a builder's backup force field, say): they
 * read and write it without knowing which builder's store holds it.
 */
export function sliceField<T extends object, K extends keyof T & string>(
  use: UseBoundStore<StoreApi<T & SliceActions<T>>>,
  key: K,
): SliceField<T[K]> {
  return {
    useValue: () => use((state) => state[key]),
    get: () => use.getState()[key],
    set: (value) => use.getState().update({ [key]: value } as unknown as Partial<T>),
  };
}
