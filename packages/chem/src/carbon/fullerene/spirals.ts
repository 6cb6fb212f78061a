import type { FullereneGraph } from './fullerene-graph.js';

/** Where a face spiral starts: first face, second face, and the turn (mirror reverses it). */
export interface SpiralStart {
  readonly first: number;
  readonly second: number;
  readonly mirror: boolean;
}

/**
 * Scratch arrays for unwinding spirals of one graph (reused: the canonical test unwinds up to 120 spirals
 * per candidate).
 */
interface Scratch {
  readonly placed: Uint8Array;
  readonly placedNeighbours: Uint8Array;
  readonly boundary: Int32Array;
}

const scratchFor = (g: FullereneGraph): Scratch => ({
  placed: new Uint8Array(g.faceCount),
  placedNeighbours: new Uint8Array(g.faceCount),
  boundary: new Int32Array(g.faceCount),
});

/**
 * Unwinds the face spiral from a start (the inverse of the windup): the next face closes the triangle on
 * the open side of the boundary edge tail→head; closed faces leave the boundary at either end as in the
 * windup. `visit(position, face)` sees each face; it may stop the walk by returning false. Returns false
 * when there is no spiral from this start (the next face is already placed, or it touches the boundary
 * elsewhere than where the windup would join it).
 */
function unwind(
  g: FullereneGraph,
  s: Scratch,
  start: SpiralStart,
  visit: (position: number, face: number) => boolean,
): boolean {
  const { placed, placedNeighbours: seen, boundary: b } = s;
  const n = g.faceCount;
  placed.fill(0);
  seen.fill(0);
  const size = (f: number): number => g.faces[f]!.length;
  const third = (x: number, y: number): number =>
    start.mirror ? g.thirdFace[y * n + x]! : g.thirdFace[x * n + y]!;
  const place = (f: number): number => {
    placed[f] = 1;
    let already = 0;
    for (const m of g.faceNeighbours[f]!) {
      seen[m]! += 1;
      if (placed[m]) already += 1;
    }
    return already;
  };
  if (third(start.first, start.second) < 0) return false;
  place(start.first);
  place(start.second);
  if (!visit(0, start.first) || !visit(1, start.second)) return true;
  b[0] = start.first;
  b[1] = start.second;
  let h = 0;
  let t = 1;
  for (let k = 2; k < n; k++) {
    const f = third(b[h]!, b[t]!);
    if (placed[f]) return false;
    const already = place(f);
    if (!visit(k, f)) return true;
    if (k === n - 1) return already === size(f);
    let joined = 2;
    for (;;) {
      if (seen[b[h]!] === size(b[h]!)) {
        h += 1;
        joined += 1;
      } else if (seen[b[t]!] === size(b[t]!)) {
        t -= 1;
        joined += 1;
      } else break;
      if (t < h) return false;
    }
    if (joined !== already) return false;
    b[++t] = f;
  }
  return true;
}

/** The face order of the spiral from `start`, or undefined when there is none. */
export function spiralFaces(g: FullereneGraph, start: SpiralStart): number[] | undefined {
  const order: number[] = [];
  const ok = unwind(g, scratchFor(g), start, (_, f) => (order.push(f), true));
  return ok ? order : undefined;
}

/** 1-based positions of the 12 pentagons in a face order. */
export const pentagonIndices = (g: FullereneGraph, order: readonly number[]): number[] =>
  order.flatMap((f, i) => (g.faces[f]!.length === 5 ? [i + 1] : []));

/** Every start at a pentagon: 12 pentagons × 5 neighbours × 2 turns. */
export function pentagonStarts(g: FullereneGraph): SpiralStart[] {
  const out: SpiralStart[] = [];
  g.faces.forEach((ring, f) => {
    if (ring.length !== 5) return;
    for (const second of g.faceNeighbours[f]!) {
      out.push({ first: f, second, mirror: false }, { first: f, second, mirror: true });
    }
  });
  return out;
}

/**
 * Compares the spiral from `start` with a pentagon-index spiral (1-based, ascending), lexicographically on
 * the pentagon indices: −1 smaller, 0 equal, 1 larger, undefined when there is no spiral from the start.
 * A larger spiral is abandoned at the first face that decides it.
 */
export function compareSpiral(
  g: FullereneGraph,
  start: SpiralStart,
  target: readonly number[],
  scratch: Scratch = scratchFor(g),
): -1 | 0 | 1 | undefined {
  const isTarget = new Uint8Array(g.faceCount + 1);
  for (const p of target) isTarget[p] = 1;
  const state: { verdict: -1 | 0 | 1 } = { verdict: 0 };
  const ok = unwind(g, scratch, start, (k, f) => {
    if (state.verdict !== 0) return true;
    const pent = g.faces[f]!.length === 5;
    if (pent === (isTarget[k + 1] === 1)) return true;
    state.verdict = pent ? -1 : 1;
    return pent;
  });
  if (state.verdict === 1) return 1;
  return ok ? state.verdict : undefined;
}

/**
 * Whether `spiral` is the canonical spiral of its graph (no spiral from a pentagon is lexicographically
 * smaller: a canonical spiral starts at a pentagon, so hexagon starts can never beat it), and how many
 * starts give exactly it — the order of the automorphism group when the spiral is canonical.
 */
export function canonicalCheck(
  g: FullereneGraph,
  spiral: readonly number[],
): { readonly canonical: boolean; readonly equalStarts: number } {
  const scratch = scratchFor(g);
  let equal = 0;
  for (const start of pentagonStarts(g)) {
    const c = compareSpiral(g, start, spiral, scratch);
    if (c === -1) return { canonical: false, equalStarts: equal };
    if (c === 0) equal += 1;
  }
  return { canonical: true, equalStarts: equal };
}

/** The canonical (lexicographically smallest) pentagon-index spiral of a graph, 1-based. */
export function canonicalSpiral(g: FullereneGraph): number[] | undefined {
  let best: number[] | undefined;
  const scratch = scratchFor(g);
  for (const start of pentagonStarts(g)) {
    if (best !== undefined && compareSpiral(g, start, best, scratch) !== -1) continue;
    const order = spiralFaces(g, start);
    if (order) best = pentagonIndices(g, order);
  }
  return best;
}
