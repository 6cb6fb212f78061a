import type { GromacsBondedType, GromacsForceField } from '../../forcefields/gromacs-ff/types.js';
import { oplsAnalogues } from './analogues.js';

/**
 * The last stage of the OPLS-AA/L missing-parameter cascade (estimate.ts): when neither oplsaa.ff nor
 * the analogue table (analogues.ts) gives a row, the nearest row of the same kind is borrowed, so that
 * a bonded term is estimated, never refused. "Nearest" is the cheapest total substitution cost over
 * the term's positions, each position costing
 * - 0 for the same bond type, the analogue table's penalty (1–4) for a listed analogue;
 * - OUTER_WILDCARD for an X of a torsion row at an outer position (a generic row of that central bond);
 * - OUTER_SAME_ELEMENT / OUTER_OTHER_ELEMENT for another bond type at an outer atom of an angle or
 *   torsion (its own hybridisation does not set the term: an angle is about its centre, a torsion
 *   about its central bond), one more when an outer H is read as a heavy atom (whose torsions are
 *   larger, so that H-X-Y-C borrows H-X-Y-H before C-X-Y-C);
 * - CENTRE_SAME_ELEMENT for another bond type of the same element at a bond atom, an angle centre or a
 *   torsion's central atom; an atom of another element is never substituted there.
 * Ties go to the first row in file order. The costs are ours, in the manner of parmchk2's penalties
 * (Wang et al., J Mol Graph Model 2006, 25, 247): the total becomes the estimate's penalty, and the
 * provenance names the row borrowed and every substitution.
 */
export const OUTER_WILDCARD = 2;
export const OUTER_SAME_ELEMENT = 5;
export const OUTER_OTHER_ELEMENT = 8;
export const CENTRE_SAME_ELEMENT = 10;

export type NearestKind = 'bond' | 'angle' | 'dihedral';

export interface NearestRow<R extends GromacsBondedType> {
  readonly row: R;
  /** The row's types in the term's orientation. */
  readonly types: readonly string[];
  readonly penalty: number;
  readonly why: string;
}

/** Atomic number of each bond type (the first atom type that names it), for same-element substitution. */
const ELEMENTS = new WeakMap<GromacsForceField, Map<string, number>>();
function elementOf(ff: GromacsForceField, bondType: string): number | undefined {
  let map = ELEMENTS.get(ff);
  if (!map) {
    map = new Map();
    for (const t of ff.atomTypes.values()) {
      if (t.atomicNumber !== undefined && !map.has(t.bondType)) map.set(t.bondType, t.atomicNumber);
    }
    ELEMENTS.set(ff, map);
  }
  return map.get(bondType);
}

/** Cost and reason of reading `wanted` as the row's `found` at one position; undefined: not allowed. */
function positionCost(
  ff: GromacsForceField,
  kind: NearestKind,
  outer: boolean,
  wanted: string,
  found: string,
): { cost: number; why?: string } | undefined {
  if (wanted === found) return { cost: 0 };
  if (found === 'X') {
    return outer && kind === 'dihedral'
      ? { cost: OUTER_WILDCARD, why: `${wanted} matched by the row's wildcard X` }
      : undefined;
  }
  const listed = oplsAnalogues(wanted, kind, outer).find((a) => a.type === found);
  if (listed) return { cost: listed.penalty, why: listed.why };
  const same = elementOf(ff, wanted) !== undefined && elementOf(ff, wanted) === elementOf(ff, found);
  if (!outer) {
    return same
      ? { cost: CENTRE_SAME_ELEMENT, why: `${wanted} read as ${found} (same element, another bond type)` }
      : undefined;
  }
  return same
    ? { cost: OUTER_SAME_ELEMENT, why: `outer ${wanted} read as ${found} (same element)` }
    : {
        cost: OUTER_OTHER_ELEMENT + (elementOf(ff, wanted) === 1 ? 1 : 0),
        why: `outer ${wanted} read as ${found} (another element)`,
      };
}

/** Total cost of reading `types` as `rowTypes` position by position; undefined when a position cannot be. */
function tupleCost(
  ff: GromacsForceField,
  kind: NearestKind,
  types: readonly string[],
  rowTypes: readonly string[],
): { cost: number; whys: string[] } | undefined {
  const last = types.length - 1;
  let cost = 0;
  const whys: string[] = [];
  for (let i = 0; i <= last; i++) {
    const outer = kind !== 'bond' && (i === 0 || i === last);
    const c = positionCost(ff, kind, outer, types[i]!, rowTypes[i]!);
    if (c === undefined) return undefined;
    cost += c.cost;
    if (c.why !== undefined) whys.push(c.why);
  }
  return { cost, whys };
}

/**
 * The nearest row of `rows` (one funct family, as the caller selects) for the term's bond types, read in
 * either direction, or undefined when no row can stand in (no row with centre atoms of the same elements).
 */
export function nearestRow<R extends GromacsBondedType>(
  ff: GromacsForceField,
  kind: NearestKind,
  rows: readonly R[],
  types: readonly string[],
): NearestRow<R> | undefined {
  let best: NearestRow<R> | undefined;
  for (const row of rows) {
    const forward = padded(row.types, types.length);
    for (const rowTypes of [forward, [...forward].reverse()]) {
      const c = tupleCost(ff, kind, types, rowTypes);
      if (c === undefined || (best !== undefined && c.cost >= best.penalty)) continue;
      best = { row, types: rowTypes, penalty: c.cost, why: c.whys.join('; ') };
    }
  }
  return best;
}

/** A torsion row written with its two central types only reads as X-B-C-X. */
const padded = (t: readonly string[], n: number): string[] =>
  t.length === 2 && n === 4 ? ['X', t[0]!, t[1]!, 'X'] : [...t];
