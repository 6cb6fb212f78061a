import type { ComputingSoftwareId } from '@topoforge/chem';
import type { TopfileSoftware } from '@topoforge/contract';
import { useEffect, useState } from 'react';
import { topfileSoftwares } from '../../../api/builder';
import { offeredSoftwares } from './software-choice';

/** The computing softwares the server lists (topfile/softwares) that the builder's flow offers. */
export function useSoftwares(
  flowSoftwares: readonly ComputingSoftwareId[],
  crystal: boolean,
): readonly TopfileSoftware[] {
  const [all, setAll] = useState<readonly TopfileSoftware[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    topfileSoftwares(controller.signal).then(setAll, (error: unknown) => {
      // The client has told the user already; the dropdown stays empty and Download stays disabled.
      if (!controller.signal.aborted) console.warn('topfile/softwares failed', error);
    });
    return () => controller.abort();
  }, []);
  return offeredSoftwares(all, flowSoftwares, crystal);
}
