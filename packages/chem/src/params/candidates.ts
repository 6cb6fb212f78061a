import { equivalentTypes } from './type-equivalents.js';

/** A tuple of types to try for one term, with its cost and how it differs from the assigned types. */
export interface TypeTuple {
  readonly types: string[];
  readonly penalty: number;
  readonly substituted: boolean;
}

const MAX_TUPLES = 512;

/**
 * Every combination of per-atom options (the first option of each atom is the assigned type),
 * cheapest total penalty first; ties keep the enumeration order, so results are deterministic.
 */
export function combinations(
  options: readonly (readonly { type: string; penalty: number }[])[],
): TypeTuple[] {
  let acc: { types: string[]; penalty: number }[] = [{ types: [], penalty: 0 }];
  for (const opts of options) {
    const next: { types: string[]; penalty: number }[] = [];
    for (const partial of acc) {
      for (const o of opts)
        next.push({ types: [...partial.types, o.type], penalty: partial.penalty + o.penalty });
    }
    // Array.prototype.sort is stable, so equal penalties keep the enumeration order.
    acc = next.sort((a, b) => a.penalty - b.penalty).slice(0, MAX_TUPLES);
  }
  return acc.map(({ types, penalty }) => ({ types, penalty, substituted: penalty > 0 }));
}

/** The user's fuzzy-mode candidates per atom (each costs 1), assigned type first. */
export function alternativeTuples(
  types: readonly string[],
  alternatives: readonly (readonly string[])[],
): TypeTuple[] {
  return combinations(
    types.map((t, i) => [
      { type: t, penalty: 0 },
      ...(alternatives[i] ?? []).filter((a) => a !== t).map((a) => ({ type: a, penalty: 1 })),
    ]),
  ).filter((t) => t.substituted);
}

/**
 * The analogue tuples already enumerated, by type tuple: they depend on the types alone (a fixed
 * table), and one molecule, or the next one, asks for the same tuples again. Bounded by the tuples held.
 */
const analogueCache = new Map<string, readonly TypeTuple[]>();
const MAX_CACHED_TUPLES = 100_000;
let cachedTuples = 0;

/** Substitutions from the correspondence table, assigned types first (callers only read them). */
export function analogueTuples(types: readonly string[]): readonly TypeTuple[] {
  const key = types.join('\u0000');
  const known = analogueCache.get(key);
  if (known) return known;
  const tuples = combinations(types.map((t) => [{ type: t, penalty: 0 }, ...equivalentTypes(t)])).filter(
    (t) => t.substituted,
  );
  if (cachedTuples + tuples.length > MAX_CACHED_TUPLES) {
    analogueCache.clear();
    cachedTuples = 0;
  }
  analogueCache.set(key, tuples);
  cachedTuples += tuples.length;
  return tuples;
}
