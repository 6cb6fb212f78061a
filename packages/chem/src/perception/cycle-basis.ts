import { Gf2Basis } from './gf2-basis.js';
import type { Candidate, WorkMeter } from './horton-candidates.js';
import { hortonCandidates } from './horton-candidates.js';
import type { LocalGraph } from './ring-components.js';

/** Largest ring size searched for in the first pass; most ring systems are complete after it. */
const FIRST_WINDOW = 8;

/**
 * Work bound per ring system (adjacency entries scanned + GF(2) edge operations), about a second.
 * Horton's method is polynomial (no enumeration of all cycles, so cages cannot blow up
 * exponentially), but a huge fused system that also needs very large rings would cost O(V·E) per
 * window; past this bound the basis is completed from fundamental cycles instead (see below).
 */
export const RING_WORK_LIMIT = 50_000_000;

export interface CycleBasis {
  /** Cycles as local vertex ids in ring order. */
  readonly cycles: Uint32Array[];
  /** False when the work bound was hit and part of the basis is not minimal. */
  readonly exact: boolean;
}

/**
 * A minimum cycle basis (the SSSR) of one ring system with cyclomatic number `nu`: Horton
 * candidates taken by increasing length, each kept when independent of those kept so far over
 * GF(2). Because the candidates come in length windows (3–8, 9–16, 17–32, …) and all candidates of
 * a window are sorted before any is tried, the result is the greedy minimum basis over the whole
 * Horton set, which is minimal (matroid greedy property). Cubane gets 5 rings, not 6.
 *
 * When the work bound is reached the remaining rings are taken from the fundamental cycles of a
 * breadth-first spanning tree, shortest first: still a basis with the right ring count, not
 * necessarily minimal, and reported as `exact: false`.
 */
export function minimumCycleBasis(g: LocalGraph, nu: number, limit = RING_WORK_LIMIT): CycleBasis {
  if (nu === 1) return { cycles: [simpleCycle(g)], exact: true };
  const basis = new Gf2Basis(g.edgeCount);
  const meter: WorkMeter = { work: 0, limit };
  const cycles: Uint32Array[] = [];
  const take = (list: readonly Candidate[]): void => {
    for (const c of list) {
      if (basis.rank >= nu) return;
      if (basis.add(c.edges)) cycles.push(c.vertices);
    }
  };
  for (let lo = 2, hi = FIRST_WINDOW; basis.rank < nu; lo = hi, hi *= 2) {
    const list = hortonCandidates(g, lo, hi, meter);
    if (meter.work > meter.limit) break; // a partial window could miss short rings: do not use it
    take(list);
    meter.work += basis.work;
    basis.work = 0;
    if (hi >= g.size || meter.work > meter.limit) break; // at hi ≥ size every candidate has been seen
  }
  const exact = basis.rank === nu;
  if (!exact) take(fundamentalCycles(g));
  return { cycles, exact };
}

/** One cycle per non-tree edge of a breadth-first spanning tree, sorted by length. */
export function fundamentalCycles(g: LocalGraph): Candidate[] {
  const parent = new Int32Array(g.size).fill(-1);
  const parentEdge = new Int32Array(g.size).fill(-1);
  const depth = new Int32Array(g.size);
  const order = [0];
  parent[0] = 0;
  for (let head = 0; head < order.length; head++) {
    const v = order[head]!;
    for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
      const w = g.neighbour[e]!;
      if (parent[w]! >= 0) continue;
      parent[w] = v;
      parentEdge[w] = g.edge[e]!;
      depth[w] = depth[v]! + 1;
      order.push(w);
    }
  }
  const out: Candidate[] = [];
  for (let v = 0; v < g.size; v++) {
    for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
      const w = g.neighbour[e]!;
      if (v < w && parentEdge[v] !== g.edge[e] && parentEdge[w] !== g.edge[e]) {
        out.push(treeCycle(v, w, g.edge[e]!, { parent, parentEdge, depth }));
      }
    }
  }
  return out.sort((p, q) => p.edges.length - q.edges.length);
}

interface Tree {
  readonly parent: Int32Array;
  readonly parentEdge: Int32Array;
  readonly depth: Int32Array;
}

/** The cycle closed by non-tree edge x–y: x up to the common ancestor, down to y. */
function treeCycle(x: number, y: number, edge: number, t: Tree): Candidate {
  const left: number[] = [];
  const right: number[] = [];
  const edges: number[] = [edge];
  let a = x;
  let b = y;
  while (a !== b) {
    if (t.depth[a]! >= t.depth[b]!) {
      left.push(a);
      edges.push(t.parentEdge[a]!);
      a = t.parent[a]!;
    } else {
      right.push(b);
      edges.push(t.parentEdge[b]!);
      b = t.parent[b]!;
    }
  }
  const vertices = [...left, a, ...right.reverse()];
  return { vertices: Uint32Array.from(vertices), edges: Int32Array.from(edges).sort() };
}

/** A ring system with one ring is a simple cycle (every vertex has two neighbours): walk it. */
function simpleCycle(g: LocalGraph): Uint32Array {
  const out = new Uint32Array(g.size);
  let previous = -1;
  let v = 0;
  for (let i = 0; i < g.size; i++) {
    out[i] = v;
    const a = g.neighbour[g.start[v]!]!;
    const next = a !== previous ? a : g.neighbour[g.start[v]! + 1]!;
    previous = v;
    v = next;
  }
  return out;
}
