import type { Adjacency, Molecule } from '../core/molecule.js';
import type { AtomPlan } from './atom-state.js';
import type { AlternatingPath, MatchGraph } from './matching.js';

/**
 * The graph π bonds are matched in. An atom that must make k π bonds appears as k vertices
 * ("copies"); every copy of one atom is joined to every copy of each bonded atom, so a matching of
 * copies is exactly an assignment of π bonds in which each atom gets at most its count: two matched
 * pairs between the same two atoms make a triple bond (the b-matching reduction of Tutte, Can. J.
 * Math. 1954, 6, 347). A perfect matching of the mandatory copies is a Kekulé structure.
 *
 * Copies come in three kinds: mandatory (the neutral state needs the π bond), maybe (hydrogen-less
 * input where geometry is uncertain; unplaced means an implicit hydrogen), and raise (an onium ion's
 * extra bond: N⁺, O⁺, S⁺, P⁺). A raise copy is joined only to mandatory copies: it exists to give a π
 * partner to an atom that would otherwise be left without one.
 */
export const MANDATORY = 0;
export const MAYBE = 1;
export const RAISE = 2;

export interface CopyGraph extends MatchGraph {
  /** Atom (molecule index) of each copy. */
  readonly atomOf: Uint32Array;
  readonly kind: Uint8Array;
  /** Copies of each atom of the component, keyed by atom index. */
  readonly copiesOf: ReadonlyMap<number, readonly number[]>;
  /** Copy pairs, best bond (shortest relative length) first: the greedy start of the matching. */
  readonly greedy: readonly (readonly [number, number])[];
  /** Smallest bond-length ratio between the atoms of two adjacent copies. */
  pairRatio(u: number, v: number): number;
}

export function buildCopyGraph(
  mol: Molecule,
  adj: Adjacency,
  atoms: readonly number[],
  plans: ReadonlyMap<number, AtomPlan>,
  ratio: Float64Array,
): CopyGraph {
  const atomOf: number[] = [];
  const kind: number[] = [];
  const copiesOf = new Map<number, number[]>();
  for (const i of atoms) {
    const p = plans.get(i)!;
    const list: number[] = [];
    const add = (k: number): void => {
      list.push(atomOf.length);
      atomOf.push(i);
      kind.push(k);
    };
    for (let c = 0; c < p.pi; c++) add(MANDATORY);
    for (let c = 0; c < p.maybe; c++) add(MAYBE);
    if (p.raise) add(RAISE);
    if (list.length > 0) copiesOf.set(i, list);
  }
  const bestRatio = new Map<string, number>();
  const adjList: number[][] = atomOf.map(() => []);
  const pairs: [number, number, number][] = [];
  for (const [i, own] of copiesOf) {
    for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) {
      const j = adj.neighbours[e]!;
      const other = copiesOf.get(j);
      if (!other || j < i) continue;
      const r = ratio[adj.bondOf[e]!]!;
      const key = `${i},${j}`;
      const previous = bestRatio.get(key);
      bestRatio.set(key, previous === undefined ? r : Math.min(previous, r));
      if (previous !== undefined) continue;
      connect(own, other, i === j, kind, adjList, (u, v) => pairs.push([u, v, 0]));
    }
  }
  const pairRatio = (u: number, v: number): number => {
    const a = Math.min(atomOf[u]!, atomOf[v]!);
    const b = Math.max(atomOf[u]!, atomOf[v]!);
    return bestRatio.get(`${a},${b}`) ?? 1;
  };
  for (const p of pairs) p[2] = pairRatio(p[0], p[1]);
  pairs.sort((x, y) => x[2] - y[2]);
  return {
    size: atomOf.length,
    adj: adjList,
    atomOf: Uint32Array.from(atomOf),
    kind: Uint8Array.from(kind),
    copiesOf,
    greedy: pairs.map(([u, v]) => [u, v] as const),
    pairRatio,
  };
}

/** Joins the copies of two bonded atoms (or, for a bond to the atom's own image, its distinct copies). */
function connect(
  own: readonly number[],
  other: readonly number[],
  self: boolean,
  kind: readonly number[],
  adjList: number[][],
  onPair: (u: number, v: number) => void,
): void {
  for (const u of own) {
    for (const v of other) {
      if (u === v || (self && v < u)) continue;
      const ku = kind[u]!;
      const kv = kind[v]!;
      if (ku === RAISE && kv !== MANDATORY) continue;
      if (kv === RAISE && ku !== MANDATORY) continue;
      adjList[u]!.push(v);
      adjList[v]!.push(u);
      onPair(u, v);
    }
  }
}

/** Typical length / covalent-radius sum of single, double and triple bonds (C–C 1.53, C=C 1.34, C≡C 1.20 Å). */
const IDEAL_RATIO = [1, 0.87, 0.785];

const deviation = (ratio: number, pi: number): number => Math.abs(ratio - IDEAL_RATIO[Math.min(pi, 2)]!);

/**
 * Change in Σ |length ratio − ideal ratio of its order| over the bonds a flip of `path` changes:
 * negative when the flip fits the geometry better. Azide R–N=N⁺=N⁻ (1.24 and 1.13 Å) then wins over
 * R–N⁻–N⁺≡N, which a plain "π on the shortest bond" rule would pick.
 */
export function flipGeometry(g: CopyGraph, path: AlternatingPath, mate: Int32Array): number {
  const change = new Map<string, { u: number; v: number; delta: number }>();
  for (let i = 0; i + 1 < path.length; i++) {
    const u = path[i]!;
    const v = path[i + 1]!;
    const [a, b] = [g.atomOf[u]!, g.atomOf[v]!].sort((x, y) => x - y);
    const key = `${a},${b}`;
    const entry = change.get(key) ?? { u, v, delta: 0 };
    entry.delta += i % 2 === 0 ? 1 : -1;
    change.set(key, entry);
  }
  let sum = 0;
  for (const { u, v, delta } of change.values()) {
    if (delta === 0) continue;
    const pi = piBetween(g, mate, g.atomOf[u]!, g.atomOf[v]!);
    const r = g.pairRatio(u, v);
    sum += deviation(r, pi + delta) - deviation(r, pi);
  }
  return sum;
}

/** π bonds the matching currently places between atoms a and b. */
function piBetween(g: CopyGraph, mate: Int32Array, a: number, b: number): number {
  let n = 0;
  for (const c of g.copiesOf.get(a) ?? []) {
    const m = mate[c]!;
    if (m >= 0 && g.atomOf[m] === b && m !== c) n++;
  }
  return a === b ? n / 2 : n;
}
