/**
 * Maximum matching in general graphs: Edmonds' blossom algorithm (J. Edmonds, "Paths, trees, and
 * flowers", Can. J. Math. 1965, 17, 449–467), in the breadth-first form with blossom contraction by
 * base relabelling (Gabow's O(V³) bound; near O(V·E) on sparse molecular graphs).
 *
 * Odd cycles are why a greedy or bipartite search is not enough: in azulene, porphyrins or any
 * fused ring system with five-membered rings an augmenting path may have to run around an odd ring,
 * and only the blossom step finds it. Every Kekulé structure that exists is then found.
 *
 * Besides augmenting, a search from a free vertex reports the vertices that can be made free instead
 * (the "even" vertices of its alternating tree, with the path to flip) and every reachable target,
 * so that a caller can choose among equally large matchings (where a charge sits, which oxygen of a
 * carboxylate carries it).
 */
export interface MatchGraph {
  readonly size: number;
  readonly adj: readonly (readonly number[])[];
}

/** A path from the search root; flipping it matches pairs (0,1), (2,3)… and frees an odd last vertex. */
export type AlternatingPath = readonly number[];

export interface SearchOptions {
  /** Vertices the search may use; others are treated as absent. */
  readonly usable: (v: number) => boolean;
  /** Free vertices an augmenting path may end at. */
  readonly isTarget: (v: number) => boolean;
  /** Edges the search may use (all when absent). */
  readonly edge?: (u: number, v: number) => boolean;
  /** Stop at the first target (plain augmentation) instead of collecting all of them. */
  readonly stopAtFirst: boolean;
  /** Also record the even-length alternating path to every vertex that could be freed. */
  readonly collectEven: boolean;
}

export interface MaximiseOptions {
  /** Vertex pairs to match greedily first, best first. */
  readonly greedy?: readonly (readonly [number, number])[];
  /** Free vertices to augment from (default: every usable vertex). */
  readonly isRoot?: (v: number) => boolean;
  readonly edge?: (u: number, v: number) => boolean;
}

export interface SearchResult {
  readonly augmenting: { readonly target: number; readonly path: AlternatingPath }[];
  readonly even: { readonly vertex: number; readonly path: AlternatingPath }[];
}

export class BlossomMatcher {
  /** mate[v] = matched partner, −1 when free. */
  readonly mate: Int32Array;
  private readonly base: Int32Array;
  private readonly parent: Int32Array;
  private readonly used: Uint8Array;
  private readonly inBlossom: Uint8Array;
  private readonly queue: Int32Array;

  constructor(readonly graph: MatchGraph) {
    const n = graph.size;
    this.mate = new Int32Array(n).fill(-1);
    this.base = new Int32Array(n);
    this.parent = new Int32Array(n);
    this.used = new Uint8Array(n);
    this.inBlossom = new Uint8Array(n);
    this.queue = new Int32Array(n);
  }

  /**
   * Matches greedily along `greedy` (in the given order, best first), then augments from every free
   * `isRoot` vertex: a maximum matching (of the usable vertices and edges) when every usable vertex
   * may be a root.
   */
  maximise(usable: (v: number) => boolean, options: MaximiseOptions = {}): void {
    const mate = this.mate;
    const { greedy = [], isRoot = usable, edge } = options;
    for (const [u, v] of greedy) {
      if (u !== v && mate[u] === -1 && mate[v] === -1 && usable(u) && usable(v) && (!edge || edge(u, v)))
        this.pair(u, v);
    }
    for (let root = 0; root < this.graph.size; root++) {
      if (mate[root] !== -1 || !usable(root) || !isRoot(root)) continue;
      const isTarget = (v: number): boolean => v !== root && mate[v] === -1;
      const found = this.search(root, {
        usable,
        isTarget,
        stopAtFirst: true,
        collectEven: false,
        ...(edge ? { edge } : {}),
      });
      const first = found.augmenting[0];
      if (first) this.flip(first.path);
    }
  }

  /** Applies a path from `search` if it is still a valid alternating path; returns whether it did. */
  flip(path: AlternatingPath): boolean {
    if (!this.isAlternating(path)) return false;
    const mate = this.mate;
    const last = path.length % 2 === 1 ? path[path.length - 1]! : -1;
    if (last >= 0) mate[last] = -1;
    for (let i = 0; i + 1 < path.length; i += 2) this.pair(path[i]!, path[i + 1]!);
    return true;
  }

  /** Breadth-first alternating-tree search from the free vertex `root`. */
  search(root: number, options: SearchOptions): SearchResult {
    const { mate, base, parent, used, queue } = this;
    const adj = this.graph.adj;
    const result: { augmenting: SearchResult['augmenting'][number][]; even: SearchResult['even'][number][] } =
      {
        augmenting: [],
        even: [],
      };
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < base.length; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    if (options.collectEven) result.even.push({ vertex: root, path: [root] });
    const isEven = (u: number): boolean => u === root || (mate[u]! >= 0 && parent[mate[u]!]! >= 0);
    while (head < tail) {
      const v = queue[head++]!;
      for (const u of adj[v]!) {
        if (!options.usable(u) || base[v] === base[u] || mate[v] === u) continue;
        if (options.edge && !options.edge(v, u)) continue;
        if (isEven(u)) {
          const newlyEven = this.contract(v, u, root);
          for (const w of newlyEven) {
            used[w] = 1;
            queue[tail++] = w;
            if (options.collectEven) result.even.push({ vertex: w, path: [...this.traceTo(mate[w]!), w] });
          }
        } else if (parent[u] === -1) {
          parent[u] = v;
          if (mate[u] === -1) {
            if (options.isTarget(u)) {
              result.augmenting.push({ target: u, path: this.traceTo(u) });
              if (options.stopAtFirst) return result;
            }
            continue;
          }
          const w = mate[u]!;
          used[w] = 1;
          queue[tail++] = w;
          if (options.collectEven) result.even.push({ vertex: w, path: [...this.traceTo(u), w] });
        }
      }
    }
    return result;
  }

  private pair(u: number, v: number): void {
    this.mate[u] = v;
    this.mate[v] = u;
  }

  /** Path root → … → x, where x is an odd (or blossom) vertex whose parent link is set. */
  private traceTo(x: number): number[] {
    const out: number[] = [];
    let v = x;
    while (v !== -1) {
      const pv = this.parent[v]!;
      // A broken link yields a path that flip() rejects rather than a wrong matching.
      if (pv < 0) return [];
      out.push(v, pv);
      v = this.mate[pv]!;
    }
    return out.reverse();
  }

  /** Contracts the blossom closed by edge v–u; returns the vertices that became even. */
  private contract(v: number, u: number, root: number): number[] {
    const { base, inBlossom, used } = this;
    const top = this.lowestCommonAncestor(v, u, root);
    inBlossom.fill(0);
    this.markPath(v, top, u);
    this.markPath(u, top, v);
    const newlyEven: number[] = [];
    for (let i = 0; i < base.length; i++) {
      if (inBlossom[base[i]!]) {
        base[i] = top;
        if (!used[i]) newlyEven.push(i);
      }
    }
    return newlyEven;
  }

  private lowestCommonAncestor(a0: number, b0: number, root: number): number {
    const { base, mate, parent } = this;
    const seen = new Set<number>();
    let a = a0;
    for (;;) {
      a = base[a]!;
      seen.add(a);
      if (a === root) break;
      a = parent[mate[a]!]!;
    }
    let b = b0;
    for (;;) {
      b = base[b]!;
      if (seen.has(b)) return b;
      b = parent[mate[b]!]!;
    }
  }

  private markPath(v0: number, top: number, child0: number): void {
    const { base, mate, parent, inBlossom } = this;
    let v = v0;
    let child = child0;
    while (base[v] !== top) {
      inBlossom[base[v]!] = 1;
      inBlossom[base[mate[v]!]!] = 1;
      parent[v] = child;
      child = mate[v]!;
      v = parent[mate[v]!]!;
    }
  }

  /** Distinct vertices, consecutive ones adjacent, and every second edge (1–2, 3–4…) matched. */
  private isAlternating(path: AlternatingPath): boolean {
    if (new Set(path).size !== path.length || path.length === 0) return false;
    if (this.mate[path[0]!] !== -1) return false;
    for (let i = 0; i + 1 < path.length; i++) {
      const a = path[i]!;
      const b = path[i + 1]!;
      if (!this.graph.adj[a]!.includes(b)) return false;
      if (i % 2 === 1 && this.mate[a] !== b) return false;
      if (i % 2 === 0 && this.mate[a] === b) return false;
    }
    const last = path[path.length - 1]!;
    return path.length % 2 === 1 || this.mate[last] === -1;
  }
}
