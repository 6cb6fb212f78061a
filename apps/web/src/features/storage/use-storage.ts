import type { FolderListingWire, StorageSpaceWire } from '@topoforge/contract';
import { useCallback, useEffect, useState } from 'react';
import { listFolder, storageSpaces } from './storage-api';

export interface StorageState {
  readonly spaces: readonly StorageSpaceWire[] | undefined;
  readonly space: string | undefined;
  readonly folder: string;
  readonly listing: FolderListingWire | undefined;
  readonly loading: boolean;
  choose(space: string): void;
  open(folder: string): void;
  reload(): void;
}

/**
 * The spaces the user may open, the chosen one (personal first on the personal page, the first group on
 * the group page) and the open folder's listing, reloaded after every change.
 */
export function useStorage(kind: 'personal' | 'group'): StorageState {
  const [spaces, setSpaces] = useState<readonly StorageSpaceWire[]>();
  const [space, setSpace] = useState<string>();
  const [folder, setFolder] = useState('/');
  const [loaded, setLoaded] = useState<{ key: string; listing: FolderListingWire }>();
  const [version, setVersion] = useState(0);
  // The listing on screen stays until the next one arrives; loading while it belongs to another request.
  const key = `${space}\n${folder}\n${version}`;

  useEffect(() => {
    storageSpaces()
      .then((all) => {
        setSpaces(all);
        setSpace(all.find((s) => s.kind === kind)?.space);
      })
      .catch(() => setSpaces([]));
  }, [kind]);

  useEffect(() => {
    if (space === undefined) return;
    let current = true;
    const asked = `${space}\n${folder}\n${version}`;
    listFolder(space, folder)
      .then((listing) => current && setLoaded({ key: asked, listing }))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [space, folder, version]);

  const choose = useCallback((next: string) => {
    setSpace(next);
    setFolder('/');
  }, []);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  const listing = loaded?.listing.space === space ? loaded?.listing : undefined;
  const loading = space !== undefined && loaded?.key !== key;
  return { spaces, space, folder, listing, loading, choose, open: setFolder, reload };
}
