/**
 * Colour refinement (the 1-dimensional Weisfeiler–Leman procedure) of a graph with labelled edges:
 * starting from an initial colouring, cells are split until every two vertices of a cell have the
 * same number of neighbours, through each edge label, in every cell (an equitable partition).
 *
 * Implemented with Hopcroft's "process the smaller half" strategy (as in Cardon & Crochemore,
 * Theor. Comput. Sci. 19 (1982) 85, and McKay's nauty): a cell is used as a splitter only when it
 * is new, and when a cell splits, its largest piece need not be re-queued unless the cell was
 * queued anyway, because its counts follow from the others'. Each vertex is thus re-examined
 * O(log N) times: O((V + E) log V) overall, also for a 100,000-atom chain that needs thousands of
 * rounds of the naive "recompute every atom's neighbour list" scheme.
 */
export interface LabelledGraph {
  readonly size: number;
  /** CSR neighbour lists: neighbours of v are neighbour[start[v] .. start[v+1]). */
  readonly start: Uint32Array;
  readonly neighbour: Uint32Array;
  /** Edge label per neighbour entry, 0–7. */
  readonly label: Uint8Array;
}

/** Labels are counted in base 64 so that one number holds the count for every label (degree < 64). */
const LABEL_WEIGHT = Array.from({ length: 8 }, (_, l) => 64 ** l);

/** Returns the cell of every vertex; cells are numbered by their first vertex (0, 1, 2, … in vertex order). */
export function refinePartition(g: LabelledGraph, initial: ArrayLike<number>): Uint32Array {
  const p = new Partition(g.size, initial);
  const queue: number[] = [];
  const queued = new Uint8Array(g.size);
  for (let c = 0; c < p.cellCount; c++) {
    queue.push(c);
    queued[c] = 1;
  }
  const count = new Float64Array(g.size);
  while (queue.length > 0) {
    const splitter = queue.pop()!;
    queued[splitter] = 0;
    const touched = p.neighbourCounts(g, splitter, count);
    for (const piece of p.split(touched, count, queued)) {
      queue.push(piece);
      queued[piece] = 1;
    }
    for (const v of touched) count[v] = 0;
  }
  return p.numberByFirstVertex();
}

class Partition {
  readonly order: Uint32Array;
  readonly pos: Uint32Array;
  readonly cellOf: Uint32Array;
  readonly cellStart: Uint32Array;
  readonly cellEnd: Uint32Array;
  cellCount = 0;

  constructor(n: number, initial: ArrayLike<number>) {
    this.order = Uint32Array.from({ length: n }, (_, i) => i).sort(
      (a, b) => initial[a]! - initial[b]! || a - b,
    );
    this.pos = new Uint32Array(n);
    this.cellOf = new Uint32Array(n);
    this.cellStart = new Uint32Array(n);
    this.cellEnd = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const v = this.order[i]!;
      this.pos[v] = i;
      if (i === 0 || initial[v] !== initial[this.order[i - 1]!]) this.cellStart[this.cellCount++] = i;
      this.cellOf[v] = this.cellCount - 1;
      this.cellEnd[this.cellCount - 1] = i + 1;
    }
  }

  /** Fills `count` with each vertex's label-weighted number of neighbours in `cell`; returns the vertices touched. */
  neighbourCounts(g: LabelledGraph, cell: number, count: Float64Array): number[] {
    const touched: number[] = [];
    for (let i = this.cellStart[cell]!; i < this.cellEnd[cell]!; i++) {
      const v = this.order[i]!;
      for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
        const w = g.neighbour[e]!;
        if (count[w] === 0) touched.push(w);
        count[w]! += LABEL_WEIGHT[g.label[e]!]!;
      }
    }
    return touched;
  }

  /** Splits every cell holding touched vertices by their counts; returns the pieces to queue. */
  split(touched: readonly number[], count: Float64Array, queued: Uint8Array): number[] {
    const byCell = new Map<number, number[]>();
    for (const v of touched) {
      const c = this.cellOf[v]!;
      const list = byCell.get(c);
      if (list) list.push(v);
      else byCell.set(c, [v]);
    }
    const toQueue: number[] = [];
    for (const [cell, members] of byCell)
      for (const item of this.splitCell(cell, members, count, queued[cell] === 1)) toQueue.push(item);
    return toQueue;
  }

  private splitCell(cell: number, members: number[], count: Float64Array, wasQueued: boolean): number[] {
    const start = this.cellStart[cell]!;
    const end = this.cellEnd[cell]!;
    const first = count[members[0]!]!;
    if (members.length === end - start && members.every((v) => count[v] === first)) return [];
    // Move the touched vertices to the end of the cell, sorted by count, then cut at count changes.
    members.sort((a, b) => count[a]! - count[b]!);
    members.forEach((v, k) => this.place(v, end - members.length + k));
    const tailStart = end - members.length;
    const pieces: number[] = [];
    if (tailStart > start) {
      this.cellEnd[cell] = tailStart; // the untouched vertices keep the cell's id
      pieces.push(cell);
    }
    let pieceStart = tailStart;
    for (let i = tailStart; i < end; i++) {
      const next = i + 1 < end ? this.order[i + 1]! : -1;
      if (next >= 0 && count[next] === count[this.order[i]!]) continue;
      pieces.push(this.makeCell(pieces.length === 0 ? cell : -1, pieceStart, i + 1));
      pieceStart = i + 1;
    }
    if (wasQueued) return pieces.filter((c) => c !== cell);
    let largest = pieces[0]!;
    for (const c of pieces) if (this.size(c) > this.size(largest)) largest = c;
    return pieces.filter((c) => c !== largest);
  }

  private size(c: number): number {
    return this.cellEnd[c]! - this.cellStart[c]!;
  }

  /** Swaps vertex v to position i within its cell. */
  private place(v: number, i: number): void {
    const from = this.pos[v]!;
    const other = this.order[i]!;
    this.order[i] = v;
    this.pos[v] = i;
    this.order[from] = other;
    this.pos[other] = from;
  }

  /** Gives positions [start, end) to cell `id`, or to a new cell when id is −1; returns the cell. */
  private makeCell(id: number, start: number, end: number): number {
    const c = id >= 0 ? id : this.cellCount++;
    this.cellStart[c] = start;
    this.cellEnd[c] = end;
    for (let i = start; i < end; i++) this.cellOf[this.order[i]!] = c;
    return c;
  }

  numberByFirstVertex(): Uint32Array {
    const n = this.order.length;
    const renumber = new Int32Array(this.cellCount).fill(-1);
    const out = new Uint32Array(n);
    let next = 0;
    for (let v = 0; v < n; v++) {
      const c = this.cellOf[v]!;
      if (renumber[c]! < 0) renumber[c] = next++;
      out[v] = renumber[c]!;
    }
    return out;
  }
}
