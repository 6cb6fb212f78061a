/**
 * Enumerates connected sets of rings in a fused ring system (rings joined when they share a bond),
 * one size at a time: first the single rings, then pairs, and so on. Each level is built from the
 * previous one by adding a neighbouring ring, and duplicates are dropped, so only connected sets
 * are ever made (instead of filtering all C(n, k) combinations). A level is cut at `maxPerLevel`
 * sets so that a huge fused system (a graphene flake with thousands of rings) cannot run away.
 */
export interface RingSetLevel {
  readonly sets: readonly (readonly number[])[];
  /** True when the level hit `maxPerLevel` and some sets were not made. */
  readonly truncated: boolean;
}

export function nextRingSetLevel(
  previous: readonly (readonly number[])[],
  neighbours: readonly (readonly number[])[],
  maxPerLevel: number,
): RingSetLevel {
  const seen = new Set<string>();
  const sets: number[][] = [];
  for (const set of previous) {
    for (const ring of set) {
      for (const next of neighbours[ring]!) {
        if (set.includes(next)) continue;
        const grown = [...set, next].sort((a, b) => a - b);
        const key = grown.join(',');
        if (seen.has(key)) continue;
        if (sets.length >= maxPerLevel) return { sets, truncated: true };
        seen.add(key);
        sets.push(grown);
      }
    }
  }
  return { sets, truncated: false };
}

/** Splits rings into fused systems: connected components of the ring-neighbour graph. */
export function fusedSystems(neighbours: readonly (readonly number[])[]): number[][] {
  const system = new Int32Array(neighbours.length).fill(-1);
  const out: number[][] = [];
  neighbours.forEach((_, root) => {
    if (system[root]! >= 0) return;
    const members = [root];
    system[root] = out.length;
    for (let head = 0; head < members.length; head++) {
      for (const next of neighbours[members[head]!]!) {
        if (system[next]! < 0) {
          system[next] = out.length;
          members.push(next);
        }
      }
    }
    out.push(members.sort((a, b) => a - b));
  });
  return out;
}
