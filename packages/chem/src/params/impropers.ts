import type { Atoms4 } from '../core/system.js';

/**
 * Improper candidates as LEaP builds them for GAFF: every atom with exactly three bonded neighbours
 * is a centre; the centre goes third and the three outer atoms are ordered alphabetically by atom
 * type (the AMBER convention, e.g. D. Case / J. Swails on the AMBER and OpenMM issue trackers). Ties
 * between equal types are undefined in LEaP; we break them by atom index, so the order is
 * reproducible. Whether a candidate becomes a term depends on an improper parameter for it; when
 * one matches, the outer atoms are rewritten in the parameter's order (resolve-terms.ts), so atoms
 * matched by wildcards come first, as cpptraj's description of LEaP's order says.
 */
export function improperCandidates(
  neighbours: readonly (readonly number[])[],
  types: readonly string[],
): Atoms4[] {
  const out: Atoms4[] = [];
  neighbours.forEach((around, centre) => {
    if (around.length !== 3) return;
    const [a, b, c] = [...around].sort((x, y) => compareType(types[x] ?? '', types[y] ?? '') || x - y);
    if (a !== undefined && b !== undefined && c !== undefined) out.push([a, b, centre, c]);
  });
  return out;
}

/** Plain code-unit order, as C's strcmp orders the type names. */
const compareType = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
