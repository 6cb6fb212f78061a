import type { LocalGraph } from './ring-components.js';

/** A candidate cycle: its vertices in ring order and its edges (sorted local ids). */
export interface Candidate {
  readonly vertices: Uint32Array;
  readonly edges: Int32Array;
}

/** Counts work across calls so that the caller can stop a search that grows too large. */
export interface WorkMeter {
  work: number;
  readonly limit: number;
}

/**
 * Horton's candidate cycles (J. D. Horton, SIAM J. Comput. 16 (1987) 358): for every root r and
 * every edge x–y, the cycle made of the breadth-first-tree paths r→x and r→y plus x–y, kept when
 * the two paths share only r. Horton proved that this set contains a minimum cycle basis, so a
 * greedy pass over it by length (cycle-basis.ts) yields one.
 *
 * Only cycles with `minLength < length ≤ maxLength` are generated, and each breadth-first search
 * stops at depth ⌈maxLength/2⌉, so small rings cost O(V) in all; the caller widens the window
 * only while rings are missing. Duplicates (one ring found from each of its atoms) are dropped.
 * Returns the candidates sorted by length (stable), or what it has when the meter runs out.
 */
export function hortonCandidates(
  g: LocalGraph,
  minLength: number,
  maxLength: number,
  meter: WorkMeter,
): Candidate[] {
  const depthLimit = Math.ceil(maxLength / 2);
  const tree = new BfsTree(g.size);
  const found = new Map<string, Candidate>();
  for (let root = 0; root < g.size && meter.work <= meter.limit; root++) {
    meter.work += tree.grow(g, root, depthLimit);
    for (const x of tree.visited) {
      for (let e = g.start[x]!; e < g.start[x + 1]!; e++) {
        const y = g.neighbour[e]!;
        const len = tree.closes(x, y, g.edge[e]!);
        if (len <= minLength || len > maxLength) continue;
        const candidate = tree.cycle(x, y, g.edge[e]!);
        const key = candidate.edges.join(',');
        if (!found.has(key)) found.set(key, candidate);
      }
    }
  }
  return [...found.values()].sort((p, q) => p.edges.length - q.edges.length);
}

/** Breadth-first tree from one root, with scratch arrays reused across roots. */
class BfsTree {
  readonly dist: Int32Array;
  readonly parent: Int32Array;
  readonly parentEdge: Int32Array;
  /** The child of the root through which each vertex is reached. */
  readonly branch: Int32Array;
  visited: number[] = [];
  private root = 0;

  constructor(n: number) {
    this.dist = new Int32Array(n).fill(-1);
    this.parent = new Int32Array(n).fill(-1);
    this.parentEdge = new Int32Array(n).fill(-1);
    this.branch = new Int32Array(n).fill(-1);
  }

  /** Grows the tree from `root` to `depthLimit`; returns the number of adjacency entries scanned. */
  grow(g: LocalGraph, root: number, depthLimit: number): number {
    for (const v of this.visited) this.dist[v] = -1;
    this.root = root;
    this.visited = [root];
    this.dist[root] = 0;
    this.parentEdge[root] = -1;
    this.branch[root] = root;
    let scanned = 0;
    for (let head = 0; head < this.visited.length; head++) {
      const v = this.visited[head]!;
      if (this.dist[v]! >= depthLimit) continue;
      for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
        scanned++;
        const w = g.neighbour[e]!;
        if (this.dist[w]! >= 0) continue;
        this.dist[w] = this.dist[v]! + 1;
        this.parent[w] = v;
        this.parentEdge[w] = g.edge[e]!;
        this.branch[w] = v === root ? w : this.branch[v]!;
        this.visited.push(w);
      }
    }
    return scanned;
  }

  /**
   * Length of the Horton cycle through edge x–y, or 0 when there is none: y unreached, x–y a tree
   * edge, the paths meeting below the root, or the pair met the other way round (each edge once).
   */
  closes(x: number, y: number, edge: number): number {
    const dx = this.dist[x]!;
    const dy = this.dist[y]!;
    if (dy < 0 || dx > dy || (dx === dy && x > y)) return 0;
    if (this.parentEdge[x] === edge || this.parentEdge[y] === edge) return 0;
    if (x === this.root || y === this.root || this.branch[x] === this.branch[y]) return 0;
    return dx + dy + 1;
  }

  cycle(x: number, y: number, edge: number): Candidate {
    const down: number[] = [];
    const edges: number[] = [edge];
    for (let v = x; v !== this.root; v = this.parent[v]!) {
      down.push(v);
      edges.push(this.parentEdge[v]!);
    }
    const vertices = [this.root, ...down.reverse()];
    for (let v = y; v !== this.root; v = this.parent[v]!) {
      vertices.push(v);
      edges.push(this.parentEdge[v]!);
    }
    return { vertices: Uint32Array.from(vertices), edges: Int32Array.from(edges).sort() };
  }
}
