import type { EstimatedNote } from '../core/estimated-note.js';
import type { Provenance } from '../core/system.js';
import type { ForceFieldParameters } from '../forcefields/amber-dat/types.js';

/** Provenance of a value read from `ff` at `line` (0 or undefined: not from one line), maybe estimated. */
export function provenanceOf(
  ff: ForceFieldParameters,
  line: number | undefined,
  estimate?: {
    readonly estimatedFrom?: string | undefined;
    readonly estimatedNote?: EstimatedNote | undefined;
    readonly penalty?: number | undefined;
  },
): Provenance {
  const from = estimate?.estimatedFrom;
  const note = estimate?.estimatedNote;
  return {
    forceField: ff.name,
    ...(ff.version === undefined ? {} : { version: ff.version }),
    source: ff.source,
    ...(line === undefined || line <= 0 ? {} : { line }),
    estimated: from !== undefined,
    ...(from === undefined ? {} : { estimatedFrom: from, penalty: estimate?.penalty ?? 0 }),
    ...(from === undefined || note === undefined ? {} : { estimatedNote: note }),
  };
}
