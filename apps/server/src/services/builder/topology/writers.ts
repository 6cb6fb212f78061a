import type { TopfileSoftware } from '@topoforge/contract';
import { TOPFILE_SOFTWARES } from '@topoforge/contract';
import type { EngineEntry } from '@topoforge/chem';
import { ENGINE_WRITERS, ENGINES_LEFT_OUT, findEngine } from '@topoforge/chem';
import { HttpError } from '../../../kernel/http/errors.js';

/*
 * Which computing softwares of spec 000 §9 the topology download writes: exactly those with an entry in
 * chem's ENGINE_WRITERS. Nothing here lists programs, so registering a writer there is all it takes.
 */

const writtenList = (): string => ENGINE_WRITERS.map((e) => e.id).join(', ');

/** Why a software of the spec's list has no download, or undefined when it has one. */
export function unavailableReason(id: string): string | undefined {
  if (findEngine(id)) return undefined;
  const leftOut = ENGINES_LEFT_OUT.find((l) => l.id === id);
  if (leftOut) return leftOut.reason;
  const label = TOPFILE_SOFTWARES.find((s) => s.id === id)?.label ?? id;
  return `TopoForge has no ${label} writer yet: topologies are written for ${writtenList()}`;
}

/** Every software of spec 000 §9 in the wizard's order, marked available exactly when it is written. */
export function topfileSoftwares(): TopfileSoftware[] {
  return TOPFILE_SOFTWARES.map((s) => {
    const entry = findEngine(s.id);
    const reason = unavailableReason(s.id);
    return {
      id: s.id,
      label: s.label,
      available: entry !== undefined,
      // A writer that refuses crystals is molecules-only even where the spec's list does not say so.
      moleculesOnly: s.moleculesOnly || (entry !== undefined && !entry.periodic),
      ...(reason === undefined ? {} : { reason }),
    };
  });
}

/** The writer of a download path's software, or a 404 saying why there is none. */
export function topologyWriter(software: string): EngineEntry {
  const entry = findEngine(software);
  if (entry) return entry;
  const spec = TOPFILE_SOFTWARES.find((s) => s.id === software);
  if (!spec) {
    throw new HttpError(404, 'unknown-software', { software, written: ENGINE_WRITERS.map((e) => e.id) });
  }
  const reason = unavailableReason(software) ?? '';
  throw new HttpError(404, 'software-unavailable', { label: spec.label, reason });
}

/** Spec 000 §9: Gaussian and ORCA (and any writer that takes no cell) are for non-crystal materials only. */
export function checkMoleculesOnly(entry: EngineEntry, crystal: boolean): void {
  if (!crystal || entry.periodic) return;
  throw new HttpError(400, 'software-molecules-only', { name: entry.name });
}
