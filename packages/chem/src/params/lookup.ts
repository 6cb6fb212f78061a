import type {
  AmberAngle,
  AmberBond,
  AmberDihedral,
  AmberImproper,
  ForceFieldParameters,
  Quartet,
} from '../forcefields/amber-dat/types.js';
import { typeKey, WILDCARD as X } from '../forcefields/amber-dat/types.js';

/**
 * Type-level look-ups in one AMBER parameter set, as LEaP matches them: exact types in either
 * direction first, then wildcard ('X') entries, the most specific first. For a proper torsion the
 * one entry found supplies all its Fourier terms, so a specific quartet replaces every generic term.
 */
export function findBond(ff: ForceFieldParameters, a: string, b: string): AmberBond | undefined {
  return ff.bonds.get(typeKey([a, b])) ?? ff.bonds.get(typeKey([b, a]));
}

export function findAngle(ff: ForceFieldParameters, a: string, b: string, c: string): AmberAngle | undefined {
  return ff.angles.get(typeKey([a, b, c])) ?? ff.angles.get(typeKey([c, b, a]));
}

export function findDihedral(ff: ForceFieldParameters, t: Quartet): AmberDihedral | undefined {
  const [a, b, c, d] = t;
  const patterns: Quartet[] = [
    [a, b, c, d],
    [X, b, c, d],
    [a, b, c, X],
    [X, b, c, X],
  ];
  for (const p of patterns) {
    const hit = ff.dihedrals.get(typeKey(p)) ?? ff.dihedrals.get(typeKey([...p].reverse()));
    if (hit) return hit;
  }
  return undefined;
}

const OUTER_ORDERS = [
  [0, 1, 2],
  [1, 0, 2],
  [0, 2, 1],
  [2, 0, 1],
  [1, 2, 0],
  [2, 1, 0],
] as const;

/** An improper entry and the order of the given outer atoms that matches it (indices into them). */
export interface ImproperMatch {
  readonly entry: AmberImproper;
  readonly order: readonly [number, number, number];
}

/**
 * Improper with `central` third and the outer types in any order; an entry matches an outer type
 * exactly or through 'X'. The entry with the fewest wildcards wins; ties go to the first outer order
 * tried (the given order first). LEaP then writes the outer atoms in the entry's order, which is why
 * the matching order is returned (e.g. gaff.dat's "ca-ca-ca-c3" puts the c3 atom last).
 */
export function findImproper(
  ff: ForceFieldParameters,
  outer: readonly [string, string, string],
  central: string,
): ImproperMatch | undefined {
  let best: ImproperMatch | undefined;
  let bestWild = 4;
  for (const order of OUTER_ORDERS) {
    const o = order.map((i) => outer[i] ?? '');
    for (let mask = 0; mask < 8; mask++) {
      const wild = (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);
      if (wild >= bestWild) continue;
      const p = o.map((t, i) => ((mask >> i) & 1 ? X : t));
      const hit = ff.impropers.get(typeKey([p[0] ?? '', p[1] ?? '', central, p[2] ?? '']));
      if (hit) {
        best = { entry: hit, order };
        bestWild = wild;
      }
    }
  }
  return best;
}
