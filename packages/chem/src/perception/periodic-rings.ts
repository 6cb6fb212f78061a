import type { RingGraph } from './ring-graph.js';

/**
 * Largest ring searched for in extended periodic components (polymers, layers, frameworks running
 * through the cell). 24 covers the T–O 12-rings of zeolites; the pores of metal–organic frameworks
 * are larger and are deliberately not reported as rings.
 */
export const MAX_PERIODIC_RING_SIZE = 24;

/**
 * Work budget of the periodic ring search, in net edges scanned: PERIODIC_RING_BASE_WORK plus
 * PERIODIC_RING_WORK_PER_BOND per bond, so its time is linear in the bonds whatever the net (the
 * search scans ~5 million edges a second). A bond in a small ring costs a few hundred edges
 * (diamond: 158), a bond in a chain that runs through the crystal ~50; only a bond in no ring of
 * ≤ MAX_PERIODIC_RING_SIZE atoms in a dense 3D net costs its whole ball of that radius. Past the
 * budget the search stops and the rings not yet found are not reported (`complete` false).
 */
export const PERIODIC_RING_BASE_WORK = 1_000_000;
export const PERIODIC_RING_WORK_PER_BOND = 2_000;

export const periodicRingBudget = (bondCount: number): number =>
  PERIODIC_RING_BASE_WORK + PERIODIC_RING_WORK_PER_BOND * bondCount;

/** A ring as atoms in ring order and the bonds between them (bonds[i] joins atoms[i] and atoms[i + 1], cyclically). */
export interface RingPath {
  readonly atoms: number[];
  readonly bonds: number[];
}

export interface PeriodicRings {
  /** An atom appears more than once in a ring that spans several of its images. */
  readonly rings: RingPath[];
  readonly bondInRing: Uint8Array;
  /** Net edges scanned. */
  readonly work: number;
  /** False when the search stopped at its work budget: bonds after that point were not searched. */
  readonly complete: boolean;
}

type Offset = readonly [number, number, number];

/**
 * Rings of an extended periodic component. There the bond graph in one cell is a quotient of an
 * infinite net: a ring is a cycle of the net (a closed walk whose lattice offsets add up to zero),
 * and a cycle whose offsets do not cancel is a chain running through the crystal, not a ring. A
 * minimum cycle basis per cell is not defined the molecular way, so the set reported is: for every
 * bond, one shortest ring through it (breadth-first search in the net, from one end of the bond to
 * the other without using the bond itself), rings repeated by lattice translation counted once.
 * Graphite's cell gives its two hexagons (one per layer). Cost: one bounded search per bond, all of
 * them together at most `budget` edges scanned.
 */
export function periodicRings(
  g: RingGraph,
  bondCount: number,
  include: (atom: number) => boolean,
  budget = periodicRingBudget(bondCount),
): PeriodicRings {
  const bondInRing = new Uint8Array(bondCount);
  const seen = new Set<string>();
  const rings: RingPath[] = [];
  const search = new NetSearch(g, budget);
  for (let v = 0; v < g.atomCount && !search.exhausted; v++) {
    if (!include(v) || degree(g, v) < 2) continue;
    for (let e = g.start[v]!; e < g.start[v + 1]!; e++) {
      const w = g.neighbour[e]!;
      if (!isForward(g, v, w, e) || (degree(g, w) < 2 && w !== v)) continue;
      const ring = search.shortestRing(v, e);
      if (search.exhausted) break;
      if (ring === undefined) continue;
      bondInRing[g.bond[e]!] = 1;
      const key = translationKey(ring.vertices);
      if (seen.has(key)) continue;
      seen.add(key);
      rings.push({ atoms: ring.vertices.map(([atom]) => atom), bonds: ring.bonds });
    }
  }
  return { rings, bondInRing, work: search.work, complete: !search.exhausted };
}

const degree = (g: RingGraph, v: number): number => g.start[v + 1]! - g.start[v]!;

/** Each bond is searched once: from its lower atom, or for a self-bond from its positive offset. */
function isForward(g: RingGraph, v: number, w: number, e: number): boolean {
  if (v !== w) return v < w;
  const [a, b, c] = [g.image[3 * e]!, g.image[3 * e + 1]!, g.image[3 * e + 2]!];
  return a > 0 || (a === 0 && (b > 0 || (b === 0 && c > 0)));
}

/** The ring's net vertices shifted so that its first-listed lowest atom sits in cell (0,0,0). */
function translationKey(ring: readonly (readonly [number, Offset])[]): string {
  const lowest = Math.min(...ring.map(([atom]) => atom));
  const keys = (o: Offset): string[] =>
    ring.map(([atom, t]) => `${atom}:${t[0] - o[0]},${t[1] - o[1]},${t[2] - o[2]}`);
  const options = ring.filter(([atom]) => atom === lowest).map(([, t]) => keys(t).sort().join(' '));
  return options.sort()[0]!;
}

interface NetNode {
  readonly atom: number;
  readonly at: Offset;
  readonly parent: number;
  /** Bond walked to reach this node. */
  readonly via: number;
  readonly depth: number;
}

/** Breadth-first search in the infinite net, vertices being (atom, lattice offset) pairs. */
class NetSearch {
  private readonly key: (atom: number, t: Offset) => number | string;
  /** Edges scanned so far, over all searches. */
  work = 0;
  /** Set when `work` reached the budget: the search that hit it gave up, and no more are run. */
  exhausted = false;

  constructor(
    private readonly g: RingGraph,
    private readonly budget: number,
  ) {
    this.key = nodeKey(g);
  }

  /**
   * Shortest ring through the bond of entry `e` at atom `v` (from v in cell 0 to its neighbour),
   * as (atom, offset) pairs in ring order, or undefined when none has ≤ MAX_PERIODIC_RING_SIZE atoms
   * or the work budget ran out (then `exhausted` is set).
   */
  shortestRing(v: number, e: number): { vertices: [number, Offset][]; bonds: number[] } | undefined {
    const g = this.g;
    const startOffset: Offset = [g.image[3 * e]!, g.image[3 * e + 1]!, g.image[3 * e + 2]!];
    const key = this.key;
    const target = key(v, [0, 0, 0]);
    const nodes: NetNode[] = [];
    const index = new Map<number | string, number>([[key(g.neighbour[e]!, startOffset), 0]]);
    nodes.push({ atom: g.neighbour[e]!, at: startOffset, parent: -1, via: g.bond[e]!, depth: 1 });
    for (let head = 0; head < nodes.length; head++) {
      const node = nodes[head]!;
      if (node.depth >= MAX_PERIODIC_RING_SIZE) break;
      for (let f = g.start[node.atom]!; f < g.start[node.atom + 1]!; f++) {
        if (this.work >= this.budget) {
          this.exhausted = true;
          return undefined;
        }
        this.work++;
        const y = g.neighbour[f]!;
        const at: Offset = [
          node.at[0] + g.image[3 * f]!,
          node.at[1] + g.image[3 * f + 1]!,
          node.at[2] + g.image[3 * f + 2]!,
        ];
        const k = key(y, at);
        if (k === target) {
          if (head === 0 && g.bond[f] === g.bond[e] && sameBondBack(g, e, f)) continue; // the bond itself
          return this.path(nodes, head, v, g.bond[f]!);
        }
        if (index.has(k) || (degree(g, y) < 2 && y !== v)) continue;
        index.set(k, nodes.length);
        nodes.push({ atom: y, at, parent: head, via: g.bond[f]!, depth: node.depth + 1 });
      }
    }
    return undefined;
  }

  private path(
    nodes: NetNode[],
    last: number,
    v: number,
    closing: number,
  ): { vertices: [number, Offset][]; bonds: number[] } {
    const vertices: [number, Offset][] = [];
    const bonds: number[] = [closing];
    for (let i = last; i >= 0; i = nodes[i]!.parent) {
      vertices.push([nodes[i]!.atom, nodes[i]!.at]);
      bonds.push(nodes[i]!.via);
    }
    return { vertices: [[v, [0, 0, 0]], ...vertices.reverse()], bonds: bonds.reverse() };
  }
}

/**
 * Key of a net vertex. Offsets met in one search stay within ±(ring size + 1) × the largest bond
 * image, so (atom, offset) packs into one exact number unless the structure is huge; then strings.
 */
function nodeKey(g: RingGraph): (atom: number, t: Offset) => number | string {
  const step = g.image.reduce((m, v) => Math.max(m, Math.abs(v)), 1);
  const reach = (MAX_PERIODIC_RING_SIZE + 1) * step;
  const width = 2 * reach + 1;
  if (g.atomCount * width ** 3 >= Number.MAX_SAFE_INTEGER)
    return (atom, t) => `${atom}:${t[0]},${t[1]},${t[2]}`;
  return (atom, t) => ((atom * width + t[0] + reach) * width + t[1] + reach) * width + t[2] + reach;
}

/** Whether entry f (at the far atom) walks the bond of entry e back to where e started. */
function sameBondBack(g: RingGraph, e: number, f: number): boolean {
  return [0, 1, 2].every((k) => g.image[3 * f + k] === -g.image[3 * e + k]!);
}
