import { useEffect, useState } from 'react';
import type { EndGroup, MonomerGroup } from './polymer-api';
import { endGroups, monomerLibrary, polymerForceFields } from './polymer-api';

/** A list the page asks the server for once: its items, or that it failed (logged, 001 §8). */
export interface Loaded<T> {
  readonly items: readonly T[];
  readonly state: 'loading' | 'ready' | 'failed';
}

const cache = new Map<string, Promise<unknown[]>>();

/** The list under `key`, asked for once per page load; a failed call is asked again next time. */
function useList<T>(key: string, load: () => Promise<T[]>): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ items: [], state: 'loading' });
  useEffect(() => {
    let live = true;
    let promise = cache.get(key) as Promise<T[]> | undefined;
    if (promise === undefined) {
      promise = load();
      cache.set(key, promise);
    }
    promise.then(
      (items) => live && setLoaded({ items, state: 'ready' }),
      (error: unknown) => {
        cache.delete(key);
        console.warn(`${key} failed`, error);
        if (live) setLoaded({ items: [], state: 'failed' });
      },
    );
    return () => {
      live = false;
    };
  }, [key, load]);
  return loaded;
}

const loadLibrary = () => monomerLibrary();
const loadHeads = () => endGroups('head');
const loadTails = () => endGroups('tail');
const loadForceFields = () => polymerForceFields();

/** GET polymer/monomers (001 §7): the groups with their monomers. */
export const useMonomerLibrary = (): Loaded<MonomerGroup> => useList('monomers', loadLibrary);

/** GET polymer/endgroups?type=head|tail (001 §7). */
export const useEndGroups = (end: 'head' | 'tail'): Loaded<EndGroup> =>
  useList(`endgroups-${end}`, end === 'head' ? loadHeads : loadTails);

/** GET forcefield/aminoacid (001 §7 amino-acid options): the drop list's force fields, the first the default. */
export const usePolymerForceFields = (): Loaded<string> => useList('aminoacid', loadForceFields);
