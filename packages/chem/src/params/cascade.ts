import { estimatedNote, type EstimatedNote } from '../core/estimated-note.js';
import type { ForceFieldParameters } from '../forcefields/amber-dat/types.js';
import { alternativeTuples, analogueTuples, type TypeTuple } from './candidates.js';

/** A parameter entry found for a term, and how it was found. */
export interface Found<T> {
  readonly entry: T;
  readonly ff: ForceFieldParameters;
  /** Set when the entry belongs to other types than the assigned ones. */
  readonly estimatedFrom?: string;
  /** The same as data, for a translated note. */
  readonly estimatedNote?: EstimatedNote;
  readonly penalty?: number;
}

export interface CascadeSources {
  readonly forceField: ForceFieldParameters;
  readonly backup?: ForceFieldParameters | undefined;
}

type Lookup<T> = (ff: ForceFieldParameters, types: readonly string[]) => T | undefined;

const joined = (t: readonly string[]): string => t.join('-');

/**
 * The missing-parameter cascade (one step after the other until one gives an entry): the assigned
 * types in the force field; the user's fuzzy-mode candidate types; the backup force field (assigned,
 * then candidate types); finally analogous types from the correspondence table in the force field,
 * then in the backup. Empirical estimates, when a term kind has them, come after this (caller).
 */
export function cascade<T>(
  sources: CascadeSources,
  types: readonly string[],
  alternatives: readonly (readonly string[])[],
  lookup: Lookup<T>,
  analogy = true,
): Found<T> | undefined {
  const fuzzy = alternativeTuples(types, alternatives);
  for (const ff of fieldOrder(sources)) {
    const entry = lookup(ff, types);
    if (entry) return { entry, ff };
    const hit = firstHit(ff, fuzzy, lookup, types, 'fuzzyTypes', 'fuzzy-mode candidate types');
    if (hit) return hit;
  }
  return analogy ? analogyCascade(sources, types, lookup) : undefined;
}

const fieldOrder = (sources: CascadeSources): ForceFieldParameters[] =>
  sources.backup ? [sources.forceField, sources.backup] : [sources.forceField];

/** The last step of the cascade alone: analogous types in the force field, then in the backup. */
export function analogyCascade<T>(
  sources: CascadeSources,
  types: readonly string[],
  lookup: Lookup<T>,
): Found<T> | undefined {
  const analogues = analogueTuples(types);
  for (const ff of fieldOrder(sources)) {
    const hit = firstHit(ff, analogues, lookup, types, 'analogousTypes', 'analogous types');
    if (hit) return hit;
  }
  return undefined;
}

function firstHit<T>(
  ff: ForceFieldParameters,
  tuples: readonly TypeTuple[],
  lookup: Lookup<T>,
  target: readonly string[],
  key: 'fuzzyTypes' | 'analogousTypes',
  what: string,
): Found<T> | undefined {
  for (const t of tuples) {
    const entry = lookup(ff, t.types);
    if (!entry) continue;
    const values = { types: joined(t.types), target: joined(target) };
    return {
      entry,
      ff,
      estimatedFrom: `${what} ${values.types} for ${values.target}`,
      estimatedNote: estimatedNote(key, values),
      penalty: t.penalty,
    };
  }
  return undefined;
}
