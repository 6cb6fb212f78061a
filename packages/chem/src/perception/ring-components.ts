import type { RingGraph } from './ring-graph.js';

/**
 * One 2-edge-connected piece of the bond graph (the ring bonds of one ring system, spiro-joined
 * systems included), renumbered locally in breadth-first order so that nearby atoms and bonds get
 * nearby ids, which keeps the GF(2) rows of cycle-basis.ts short.
 */
export interface LocalGraph {
  readonly size: number;
  /** Local vertex → atom index. */
  readonly atoms: Uint32Array;
  readonly start: Uint32Array;
  /** Local vertex ids. */
  readonly neighbour: Uint32Array;
  /** Local edge ids, 0 … edgeCount−1. */
  readonly edge: Uint32Array;
  readonly edgeCount: number;
  /** Local edge id → bond index. */
  readonly bonds: Uint32Array;
}

/** Splits the bonds flagged in `onCycle` into connected pieces. O(V + E). */
export function ringComponents(g: RingGraph, onCycle: Uint8Array): LocalGraph[] {
  const local = new Int32Array(g.atomCount).fill(-1);
  const edgeLocal = new Int32Array(onCycle.length).fill(-1);
  const out: LocalGraph[] = [];
  for (let root = 0; root < g.atomCount; root++) {
    if (local[root]! >= 0 || !hasRingBond(g, onCycle, root)) continue;
    out.push(collect(g, onCycle, root, local, edgeLocal));
  }
  return out;
}

function hasRingBond(g: RingGraph, onCycle: Uint8Array, v: number): boolean {
  for (let e = g.start[v]!; e < g.start[v + 1]!; e++) if (onCycle[g.bond[e]!]) return true;
  return false;
}

function collect(
  g: RingGraph,
  onCycle: Uint8Array,
  root: number,
  local: Int32Array,
  edgeLocal: Int32Array,
): LocalGraph {
  const atoms: number[] = [root];
  const bonds: number[] = [];
  local[root] = 0;
  let edgeCount = 0;
  for (let head = 0; head < atoms.length; head++) {
    const v = atoms[head]!;
    for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
      const k = g.bond[e]!;
      if (!onCycle[k]) continue;
      if (edgeLocal[k]! < 0) {
        edgeLocal[k] = edgeCount++;
        bonds.push(k);
      }
      const w = g.neighbour[e]!;
      if (local[w]! < 0) {
        local[w] = atoms.length;
        atoms.push(w);
      }
    }
  }
  const start = new Uint32Array(atoms.length + 1);
  const neighbour = new Uint32Array(2 * edgeCount);
  const edge = new Uint32Array(2 * edgeCount);
  let fill = 0;
  atoms.forEach((v, i) => {
    for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
      if (!onCycle[g.bond[e]!]) continue;
      neighbour[fill] = local[g.neighbour[e]!]!;
      edge[fill++] = edgeLocal[g.bond[e]!]!;
    }
    start[i + 1] = fill;
  });
  return {
    size: atoms.length,
    atoms: Uint32Array.from(atoms),
    start,
    neighbour,
    edge,
    edgeCount,
    bonds: Uint32Array.from(bonds),
  };
}
