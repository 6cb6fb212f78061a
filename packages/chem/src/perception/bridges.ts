import type { RingGraph } from './ring-graph.js';

/**
 * Marks the bonds that lie on a cycle (the non-bridges), by Tarjan's low-link depth-first search,
 * made iterative so that a 100,000-atom chain does not overflow the call stack. O(V + E).
 * Only atoms for which `include(atom)` holds are visited (ring perception leaves out extended
 * periodic components, whose cycles are not rings). Returns 1 per bond on a cycle.
 */
export function cycleBonds(g: RingGraph, bondCount: number, include: (atom: number) => boolean): Uint8Array {
  const n = g.atomCount;
  const onCycle = new Uint8Array(bondCount);
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parentBond = new Int32Array(n).fill(-1);
  const cursor = new Uint32Array(n);
  const stack = new Uint32Array(n);
  let time = 0;
  for (let root = 0; root < n; root++) {
    if (disc[root]! >= 0 || !include(root)) continue;
    let depth = 0;
    stack[depth++] = root;
    disc[root] = low[root] = time++;
    cursor[root] = g.start[root]!;
    while (depth > 0) {
      const v = stack[depth - 1]!;
      if (cursor[v]! < g.start[v + 1]!) {
        const e = cursor[v]!++;
        const w = g.neighbour[e]!;
        if (g.bond[e] === parentBond[v]) continue;
        if (disc[w]! < 0) {
          disc[w] = low[w] = time++;
          parentBond[w] = g.bond[e]!;
          cursor[w] = g.start[w]!;
          stack[depth++] = w;
        } else {
          low[v] = Math.min(low[v]!, disc[w]!);
          onCycle[g.bond[e]!] = 1; // a back edge closes a cycle
        }
        continue;
      }
      depth--;
      if (depth > 0) {
        const u = stack[depth - 1]!;
        low[u] = Math.min(low[u]!, low[v]!);
        // The tree edge u–v is a bridge iff nothing below v reaches above v.
        if (low[v]! <= disc[u]!) onCycle[parentBond[v]!] = 1;
      }
    }
  }
  return onCycle;
}
