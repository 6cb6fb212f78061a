import type { GromacsBondedType, GromacsDihedralType } from './types.js';

/**
 * grompp's look-ups of bonded types by the atoms' bond types (toppush.cpp, defaultInteractionsOfType).
 * Bonds, constraints, angles, pairs: the types in the row's order or reversed, no wildcards.
 * Dihedrals: X matches any type; the row with the most non-X matches wins, the first in file order
 * among equals, the row read in either direction. Only rows of the same funct family count: grompp
 * keeps one list per interaction (1 and 9 share the periodic list).
 */
export class GromacsTypeIndex<T extends GromacsBondedType> {
  private readonly exact = new Map<string, T>();

  constructor(rows: readonly T[]) {
    for (const row of rows) {
      const key = exactKey(row.types, family(row.funct));
      // The first row wins; the reader has already folded later duplicates into it.
      if (!this.exact.has(key)) this.exact.set(key, row);
    }
  }

  /** The row for these types in this order or reversed, or undefined. */
  find(types: readonly string[], funct: number): T | undefined {
    const f = family(funct);
    return this.exact.get(exactKey(types, f)) ?? this.exact.get(exactKey([...types].reverse(), f));
  }
}

/** The dihedral row grompp picks for the four bond types, or undefined (see GromacsTypeIndex). */
export function matchDihedralType(
  rows: readonly GromacsDihedralType[],
  types: readonly [string, string, string, string],
  funct: number,
): GromacsDihedralType | undefined {
  const f = family(funct);
  let best: GromacsDihedralType | undefined;
  let bestCount = -1;
  for (const row of rows) {
    if (family(row.funct) !== f) continue;
    const n = Math.max(matches(row.types, types), matches([...row.types].reverse(), types));
    if (n > bestCount) {
      best = row;
      bestCount = n;
      if (n === 4) break;
    }
  }
  return best;
}

/** Number of non-wildcard matches of `pattern` against `types`, or −1 when one position differs. */
function matches(pattern: readonly string[], types: readonly string[]): number {
  let n = 0;
  for (let i = 0; i < 4; i++) {
    const p = pattern[i];
    if (p === 'X') continue;
    if (p !== types[i]) return -1;
    n++;
  }
  return n;
}

/** Dihedral functs 1 and 9 share grompp's periodic list; every other funct its own. */
export const family = (funct: number): number => (funct === 9 ? 1 : funct);

const exactKey = (types: readonly string[], f: number): string => `${f}\u0001${types.join('\u0000')}`;
