import type { ComputingSoftwareId } from '@topoforge/chem';
import type { ParameterSet, TopfileSoftware } from '@topoforge/contract';
import type { ComputerRule } from '../engine/builder';

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

/**
 * Variant D's narrowing (001 §4): when the first atom's force field (parameter-set atom column 1) is in
 * the server's list, only the rule's softwares stay; otherwise, or before the list came, all of them.
 */
export function narrowedSoftwares(
  offered: readonly TopfileSoftware[],
  set: Pick<ParameterSet, 'atoms'>,
  rule: ComputerRule | undefined,
  listed: readonly string[] | null,
): readonly TopfileSoftware[] {
  const first = set.atoms[0]?.[1];
  if (rule === undefined || listed === null || first === undefined || !listed.includes(first)) return offered;
  const only = new Set<string>(rule.listedOnly);
  return offered.filter((s) => only.has(s.id));
}

/** The software to preselect: the stored choice while it can be written, else the first that can. */
export function pickSoftware(
  chosen: string | undefined,
  offered: readonly TopfileSoftware[],
): string | undefined {
  const available = offered.filter((s) => s.available);
  return available.some((s) => s.id === chosen) ? chosen : available[0]?.id;
}
