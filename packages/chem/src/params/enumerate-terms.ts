import type { Atoms2, Atoms3, Atoms4 } from '../core/system.js';
import type { Adjacency } from '../core/molecule.js';

/** Bonded topology from the bond graph: every bond, angle, proper dihedral and 1-4 pair once. */
export interface Topology {
  readonly bonds: Atoms2[];
  readonly angles: Atoms3[];
  readonly dihedrals: Atoms4[];
  readonly pairs: Atoms2[];
}

const neighboursOf = (adj: Adjacency, i: number): number[] =>
  Array.from(adj.neighbours.subarray(adj.start[i], adj.start[i + 1]));

export function enumerateTerms(adj: Adjacency, atomCount: number): Topology {
  const nb = Array.from({ length: atomCount }, (_, i) =>
    [...new Set(neighboursOf(adj, i))].sort((a, b) => a - b),
  );
  const bonds: Atoms2[] = [];
  const angles: Atoms3[] = [];
  for (let j = 0; j < atomCount; j++) {
    const around = nb[j] ?? [];
    for (const k of around) if (j < k) bonds.push([j, k]);
    for (let x = 0; x < around.length; x++) {
      for (let y = x + 1; y < around.length; y++) angles.push([around[x]!, j, around[y]!]);
    }
  }
  const dihedrals: Atoms4[] = [];
  for (const [j, k] of bonds) {
    for (const i of nb[j] ?? []) {
      if (i === k) continue;
      for (const l of nb[k] ?? []) if (l !== j && l !== i) dihedrals.push([i, j, k, l]);
    }
  }
  return { bonds, angles, dihedrals, pairs: onefourPairs(nb, dihedrals) };
}

/**
 * 1-4 pairs: the ends of every dihedral, once, except where the two atoms are also 1-2 or 1-3
 * (4- and 3-membered rings), whose interactions are excluded rather than scaled.
 */
function onefourPairs(nb: readonly number[][], dihedrals: readonly Atoms4[]): Atoms2[] {
  const close = (a: number, b: number): boolean =>
    (nb[a] ?? []).includes(b) || (nb[a] ?? []).some((m) => (nb[m] ?? []).includes(b));
  // The pairs come out sorted, so sort numeric keys a·n + b (exact below 2^53) and drop repeats,
  // rather than hashing a key per dihedral.
  const n = nb.length;
  const keys = new Float64Array(dihedrals.length);
  dihedrals.forEach(([i, , , l], k) => {
    keys[k] = Math.min(i, l) * n + Math.max(i, l);
  });
  keys.sort();
  const pairs: Atoms2[] = [];
  for (let k = 0; k < keys.length; k++) {
    const key = keys[k]!;
    if (k > 0 && key === keys[k - 1]) continue;
    const a = Math.floor(key / n);
    const b = key - a * n;
    if (!close(a, b)) pairs.push([a, b]);
  }
  return pairs;
}
