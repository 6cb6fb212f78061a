import { useEffect, useState } from 'react';
import type { ModuleRow } from './api';
import { listModules, selectableElements } from './api';
import type { PotentialType } from './element-key';
import { allowedElements, elementKey } from './element-key';

/** What the page shows for the chosen elements: the matching modules and the elements still selectable. */
export interface ModulesState {
  readonly rows: readonly ModuleRow[];
  readonly allowed: readonly string[] | null;
  readonly loading: boolean;
}

/**
 * 001 §4: every change of the chosen elements builds the hyphen key and reloads the module list and the
 * selectable elements. With nothing chosen the server offers every element some module of the type
 * holds, and the table stays empty (001 §2.7 "please select elements first").
 */
export function useModules(type: PotentialType, chosen: readonly string[]): ModulesState {
  const key = elementKey(chosen);
  const [state, setState] = useState<{
    key: string | null;
    rows: readonly ModuleRow[];
    allowed: string[] | null;
  }>({
    key: null,
    rows: [],
    allowed: null,
  });
  useEffect(() => {
    const controller = new AbortController();
    const symbols = key === '' ? [] : key.split('-');
    Promise.all([listModules(type, key, controller.signal), selectableElements(type, key, controller.signal)])
      .then(([rows, offered]) => setState({ key, rows, allowed: allowedElements(symbols, offered) }))
      .catch(() => {
        // The shell's error presenter has told the user; the picker keeps the chosen elements only.
        if (!controller.signal.aborted)
          setState({ key, rows: [], allowed: symbols.length === 0 ? null : [...symbols] });
      });
    return () => controller.abort();
  }, [type, key]);
  // Until the answer for this key arrives the previous list stays, marked loading.
  return { rows: state.rows, allowed: state.allowed, loading: state.key !== key };
}
