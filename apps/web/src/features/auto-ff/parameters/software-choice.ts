import type { ComputingSoftwareId } from '@topoforge/chem';
import type { TopfileSoftware } from '@topoforge/contract';

/**
 * The softwares step 3 offers: those the server lists (topfile/softwares) that the builder's flow offers
 * (its `softwares`), in the server's order; a structure with a cell leaves out the molecules-only programs
 * (000 §9: Gaussian, ORCA, Gear for non-crystal materials only).
 */
export function offeredSoftwares(
  listed: readonly TopfileSoftware[],
  flowSoftwares: readonly ComputingSoftwareId[],
  crystal: boolean,
): readonly TopfileSoftware[] {
  const offered = new Set<string>(flowSoftwares);
  return listed.filter((s) => offered.has(s.id) && !(crystal && s.moleculesOnly));
}

/** The software to preselect: the stored choice while it can be written, else the first that can. */
export function pickSoftware(
  chosen: string | undefined,
  offered: readonly TopfileSoftware[],
): string | undefined {
  const available = offered.filter((s) => s.available);
  return available.some((s) => s.id === chosen) ? chosen : available[0]?.id;
}
