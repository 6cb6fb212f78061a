/**
 * The ring-spiral windup (Fowler & Manolopoulos, *An Atlas of Fullerenes*, 1995, ch. 2): faces are added
 * one by one to a growing disc of the dual triangulation. Face k is joined to the last placed face (the
 * tail of the open boundary) and to the first face that still has an open valency (the head); each time
 * the head or the tail is thereby closed it leaves the boundary and k is joined to the next open face.
 * The state lives in preallocated typed arrays so the enumeration can copy it down its search tree
 * without allocating.
 */
export interface PatchState {
  /** Neighbours each face has so far. */
  readonly degree: Uint8Array;
  /** 5 or 6 once the face is placed. */
  readonly size: Uint8Array;
  /** Open boundary, faces in spiral order from `head` to `tail` (a deque over one array). */
  readonly boundary: Int32Array;
  head: number;
  tail: number;
  /** Faces joined to the face just attached (at most 6), for the isolated-pentagon test. */
  readonly joined: Int32Array;
  joinedCount: number;
}

/** Called with each triangle of the dual as it closes, counter-clockwise seen from outside. */
export type TriangleSink = (a: number, b: number, c: number) => void;

export function newPatch(faceCount: number): PatchState {
  return {
    degree: new Uint8Array(faceCount),
    size: new Uint8Array(faceCount),
    boundary: new Int32Array(faceCount),
    head: 0,
    tail: 0,
    joined: new Int32Array(6),
    joinedCount: 0,
  };
}

export function copyPatch(from: PatchState, to: PatchState): void {
  to.degree.set(from.degree);
  to.size.set(from.size);
  to.boundary.set(from.boundary);
  to.head = from.head;
  to.tail = from.tail;
}

/** Places faces 0 and 1 (joined to each other); their sizes are set by the caller. */
export function startPatch(p: PatchState): void {
  p.degree.fill(0);
  p.size.fill(0);
  p.degree[0] = 1;
  p.degree[1] = 1;
  p.boundary[0] = 0;
  p.boundary[1] = 1;
  p.head = 0;
  p.tail = 1;
}

function join(p: PatchState, k: number, f: number): boolean {
  for (let i = 0; i < p.joinedCount; i++) if (p.joined[i] === f) return false;
  if (p.joinedCount === 6) return false;
  p.joined[p.joinedCount++] = f;
  p.degree[k]! += 1;
  p.degree[f]! += 1;
  return p.degree[f]! <= p.size[f]!;
}

/**
 * Attaches face k (its size not yet chosen). False when the spiral cannot continue: a face would get
 * more neighbours than its size, or k would meet the same face twice. On success the caller still has
 * to check degree[k] < size[k] for the size it picks (k must keep an open valency for face k + 1).
 */
export function attachFace(p: PatchState, k: number, sink?: TriangleSink): boolean {
  const b = p.boundary;
  let h = p.head;
  let t = p.tail;
  if (t <= h) return false;
  p.joinedCount = 0;
  p.degree[k] = 0;
  if (!join(p, k, b[t]!) || !join(p, k, b[h]!)) return false;
  sink?.(b[h]!, b[t]!, k);
  for (;;) {
    const head = b[h]!;
    const tailFace = b[t]!;
    if (p.degree[head] === p.size[head]) {
      h += 1;
      if (h > t || !join(p, k, b[h]!)) return false;
      sink?.(b[h]!, head, k);
    } else if (p.degree[tailFace] === p.size[tailFace]) {
      t -= 1;
      if (t < h || !join(p, k, b[t]!)) return false;
      sink?.(k, tailFace, b[t]!);
    } else break;
  }
  b[++t] = k;
  p.head = h;
  p.tail = t;
  return true;
}

/** Closes the cage with face `last`: every open face must lack exactly one neighbour. */
export function closePatch(p: PatchState, last: number, sink?: TriangleSink): boolean {
  const b = p.boundary;
  const open = p.tail - p.head + 1;
  if (open !== p.size[last]) return false;
  p.joinedCount = 0;
  for (let i = p.head; i <= p.tail; i++) {
    const f = b[i]!;
    if (p.degree[f]! + 1 !== p.size[f]) return false;
    p.joined[p.joinedCount++] = f;
  }
  for (let i = p.head; i <= p.tail; i++) {
    const a = b[i]!;
    const next = b[i === p.tail ? p.head : i + 1]!;
    p.degree[a]! += 1;
    sink?.(next, a, last);
  }
  p.degree[last] = open;
  return true;
}

/**
 * Winds a whole spiral up: `sizes[k]` is 5 or 6 for face k. Returns the dual's triangles (3 face
 * indices each, counter-clockwise), or undefined when the spiral does not close into a cage.
 */
export function windup(sizes: ArrayLike<number>): Int32Array | undefined {
  const n = sizes.length;
  if (n < 3) return undefined;
  const p = newPatch(n);
  startPatch(p);
  const triangles = new Int32Array(3 * (2 * n - 4));
  let count = 0;
  const sink: TriangleSink = (a, b, c) => {
    if (count < 2 * n - 4) triangles.set([a, b, c], 3 * count);
    count += 1;
  };
  p.size[0] = sizes[0]!;
  p.size[1] = sizes[1]!;
  for (let k = 2; k < n - 1; k++) {
    if (!attachFace(p, k, sink)) return undefined;
    p.size[k] = sizes[k]!;
    if (p.degree[k]! >= p.size[k]!) return undefined;
  }
  p.size[n - 1] = sizes[n - 1]!;
  if (!closePatch(p, n - 1, sink) || count !== 2 * n - 4) return undefined;
  return triangles;
}
