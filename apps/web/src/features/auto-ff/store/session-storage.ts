import { create } from 'zustand';
import type { StateStorage } from 'zustand/middleware';

/**
 * Longest stored state, in UTF-16 code units: browsers give an origin about 5 million of them in session
 * storage, shared by every store; a wizard state past this (a large supercell's tables) is not written.
 */
export const MAX_STORED_CHARS = 4_000_000;

interface StorageNotice {
  /** A state could not be kept in session storage: the wizard works on in memory (a reload loses it). */
  readonly memoryOnly: boolean;
}

/** Set once a write was refused, for the wizard page to say so (once); cleared when a write succeeds. */
export const useStorageNotice = create<StorageNotice>(() => ({ memoryOnly: false }));

/**
 * Session storage that never throws into the app: a state larger than MAX_STORED_CHARS, or one the
 * browser refuses (its quota), is not kept — the older copy under its key is removed so a reload cannot
 * bring back an outdated state — and the notice is raised; the stores work on in memory.
 */
export function guardedSessionStorage(): StateStorage {
  const refuse = (name: string): void => {
    try {
      sessionStorage.removeItem(name);
    } catch {
      // Nothing stored, nothing to remove.
    }
    if (!useStorageNotice.getState().memoryOnly) useStorageNotice.setState({ memoryOnly: true });
  };
  return {
    getItem: (name) => {
      try {
        return sessionStorage.getItem(name);
      } catch {
        return null;
      }
    },
    setItem: (name, value) => {
      if (value.length > MAX_STORED_CHARS) {
        refuse(name);
        return;
      }
      try {
        sessionStorage.setItem(name, value);
      } catch {
        refuse(name);
        return;
      }
      if (useStorageNotice.getState().memoryOnly) useStorageNotice.setState({ memoryOnly: false });
    },
    removeItem: (name) => {
      try {
        sessionStorage.removeItem(name);
      } catch {
        // As above.
      }
    },
  };
}

/**
 * A stored state as far as it is well-formed: only the fields `defaults` has, each of the same kind
 * (a list for a list, an object or null where the default is null …); anything else keeps its default,
 * so a hand-edited or older stored value cannot break a step.
 */
export function restoredFields<T extends object>(stored: unknown, defaults: T): Partial<T> {
  if (typeof stored !== 'object' || stored === null) return {};
  const kept: Partial<T> = {};
  for (const key of Object.keys(defaults) as (keyof T & string)[]) {
    const value = (stored as Record<string, unknown>)[key];
    if (value !== undefined && sameKind(value, defaults[key])) kept[key] = value as T[keyof T & string];
  }
  return kept;
}

function sameKind(value: unknown, fallback: unknown): boolean {
  if (fallback === null) return value === null || (typeof value === 'object' && !Array.isArray(value));
  if (Array.isArray(fallback)) return Array.isArray(value);
  return typeof value === typeof fallback && Array.isArray(value) === Array.isArray(fallback);
}
