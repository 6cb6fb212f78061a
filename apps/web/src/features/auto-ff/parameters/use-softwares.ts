import type { TopfileSoftware } from '@topoforge/contract';
import { useEffect, useState } from 'react';
import { topfileSoftwares } from '../../../api/builder';

/**
 * The computing softwares the server lists (topfile/softwares). Crystals leave out the molecules-only
 * programs (000 §9: Gaussian, ORCA, Gear for non-crystal materials only).
 */
export function useSoftwares(crystal: boolean): readonly TopfileSoftware[] {
  const [all, setAll] = useState<readonly TopfileSoftware[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    topfileSoftwares(controller.signal).then(setAll, (error: unknown) => {
      // The client has told the user already; the dropdown stays empty and Download stays disabled.
      if (!controller.signal.aborted) console.warn('topfile/softwares failed', error);
    });
    return () => controller.abort();
  }, []);
  return crystal ? all.filter((s) => !s.moleculesOnly) : all;
}

/** The software to preselect: the stored choice while it can be written, else the first that can. */
export function pickSoftware(
  chosen: string | undefined,
  offered: readonly TopfileSoftware[],
): string | undefined {
  const available = offered.filter((s) => s.available);
  return available.some((s) => s.id === chosen) ? chosen : available[0]?.id;
}
