import { ChemError } from '../../core/errors.js';
import { graphFromTriangles } from './fullerene-graph.js';
import type { FullereneGraph } from './fullerene-graph.js';

/**
 * Icosahedral fullerenes by the Goldberg–Coxeter construction (Goldberg 1937; Coxeter 1971; as used for
 * fullerenes by Fowler & Manolopoulos): the dual of the cage is the icosahedron's faces each tiled by the
 * triangular lattice, the face being the lattice triangle with corners 0, (h, k) and its 60° turn, so
 * n = 20·T atoms with T = h² + hk + k². Lattice points are given exactly by integer barycentric weights
 * (summing to T) of the icosahedron's vertices, so points shared by neighbouring faces are found without
 * rounding; lattice edges that cross a face edge are followed into the neighbouring face, which in the
 * plane is the face turned by 180° about that edge's midpoint. k = 0 or k = h gives Ih, otherwise the
 * chiral I cage.
 */
export interface GoldbergCoxeterCage {
  readonly graph: FullereneGraph;
  /** Start coordinates (Å scale not set: unit sphere), atom = centroid of its dual triangle. */
  readonly sphere: Float64Array;
}

type P2 = readonly [number, number];

const PHI = (1 + Math.sqrt(5)) / 2;
const ICOSA: readonly (readonly [number, number, number])[] = [
  [0, 1, PHI],
  [0, -1, PHI],
  [0, 1, -PHI],
  [0, -1, -PHI],
  [1, PHI, 0],
  [-1, PHI, 0],
  [1, -PHI, 0],
  [-1, -PHI, 0],
  [PHI, 0, 1],
  [-PHI, 0, 1],
  [PHI, 0, -1],
  [-PHI, 0, -1],
];

/** The 20 faces, counter-clockwise seen from outside. */
function icosahedronFaces(): [number, number, number][] {
  const d2 = (a: number, b: number): number => ICOSA[a]!.reduce((s, v, i) => s + (v - ICOSA[b]![i]!) ** 2, 0);
  const faces: [number, number, number][] = [];
  for (let a = 0; a < 12; a++) {
    for (let b = a + 1; b < 12; b++) {
      for (let c = b + 1; c < 12; c++) {
        if (Math.abs(d2(a, b) - 4) + Math.abs(d2(b, c) - 4) + Math.abs(d2(a, c) - 4) > 1e-9) continue;
        const [A, B, C] = [ICOSA[a]!, ICOSA[b]!, ICOSA[c]!];
        const u = B.map((v, i) => v - A[i]!);
        const w = C.map((v, i) => v - A[i]!);
        const nx = u[1]! * w[2]! - u[2]! * w[1]!;
        const ny = u[2]! * w[0]! - u[0]! * w[2]!;
        const nz = u[0]! * w[1]! - u[1]! * w[0]!;
        faces.push(nx * A[0] + ny * A[1] + nz * A[2] > 0 ? [a, b, c] : [a, c, b]);
      }
    }
  }
  return faces;
}

const det2 = (a: P2, b: P2): number => a[0] * b[1] - a[1] * b[0];
const sub = (a: P2, b: P2): P2 => [a[0] - b[0], a[1] - b[1]];

/** Integer barycentric weights of q in the lattice triangle (p0, p1, p2); they sum to twice its area. */
const weights = (q: P2, p: readonly [P2, P2, P2]): [number, number, number] => [
  det2(sub(p[1], q), sub(p[2], q)),
  det2(sub(p[2], q), sub(p[0], q)),
  det2(sub(p[0], q), sub(p[1], q)),
];

/** Lattice directions in the Eisenstein basis (1, 0), (½, √3/2). */
const STEPS: readonly P2[] = [
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [0, -1],
  [1, -1],
];

export function goldbergCoxeterCage(h: number, k: number): GoldbergCoxeterCage {
  if (!Number.isInteger(h) || !Number.isInteger(k) || h < 1 || k < 0 || k > h) {
    throw new ChemError(
      'invalid-request',
      `Goldberg–Coxeter indices need h ≥ 1 and 0 ≤ k ≤ h (got ${h}, ${k}).`,
      [],
      { h, k },
    );
  }
  const faces = icosahedronFaces();
  const corners: [P2, P2, P2] = [
    [0, 0],
    [h, k],
    [-k, h + k],
  ];
  const ids = new Map<string, number>();
  const points: number[][] = [];
  const idOf = (w: readonly number[], vs: readonly number[]): number => {
    const parts = vs
      .map((v, i) => [v, w[i]!] as const)
      .filter(([, x]) => x > 0)
      .sort((a, b) => a[0] - b[0]);
    const key = parts.map(([v, x]) => `${v}:${x}`).join(',');
    let id = ids.get(key);
    if (id === undefined) {
      id = points.length;
      ids.set(key, id);
      points.push([0, 1, 2].map((c) => parts.reduce((s, [v, x]) => s + x * ICOSA[v]![c]!, 0)));
    }
    return id;
  };
  const edges = new Set<string>();
  const addEdge = (a: number, b: number): void => void edges.add(a < b ? `${a},${b}` : `${b},${a}`);
  const thirdOf = new Map(
    faces.flatMap((f) => [0, 1, 2].map((i) => [`${f[i]},${f[(i + 1) % 3]}`, f[(i + 2) % 3]!] as const)),
  );
  for (const face of faces) {
    for (let x = -k; x <= h; x++) {
      for (let y = 0; y <= h + k; y++) {
        const w = weights([x, y], corners);
        if (w.some((v) => v < 0)) continue;
        const from = idOf(w, face);
        for (const s of STEPS) {
          const q: P2 = [x + s[0], y + s[1]];
          const wq = weights(q, corners);
          const negative = [0, 1, 2].filter((i) => wq[i]! < 0);
          if (negative.length === 0) addEdge(from, idOf(wq, face));
          if (negative.length !== 1) continue;
          // Across the edge opposite corner c, into the face holding that edge the other way round.
          const c = negative[0]!;
          const [i1, i2] = [(c + 1) % 3, (c + 2) % 3];
          const far = thirdOf.get(`${face[i2]},${face[i1]}`)!;
          const farPos: P2 = sub(
            [corners[i1]![0] + corners[i2]![0], corners[i1]![1] + corners[i2]![1]],
            corners[c]!,
          );
          // The turned face keeps the orientation, so its corners run i2, i1, far counter-clockwise.
          const w2 = weights(q, [corners[i2]!, corners[i1]!, farPos]);
          if (w2.every((v) => v >= 0)) addEdge(from, idOf(w2, [face[i2]!, face[i1]!, far]));
        }
      }
    }
  }
  return cageFromDual(
    points,
    [...edges].map((e) => e.split(',').map(Number) as [number, number]),
  );
}

/** Orders each dual vertex's neighbours around its outward direction and reads the triangles off. */
function cageFromDual(points: readonly number[][], edges: readonly [number, number][]): GoldbergCoxeterCage {
  const nbrs: number[][] = points.map(() => []);
  for (const [a, b] of edges) {
    nbrs[a]!.push(b);
    nbrs[b]!.push(a);
  }
  const unit = points.map((p) => p.map((v) => v / Math.hypot(p[0]!, p[1]!, p[2]!)));
  const triangles: number[] = [];
  nbrs.forEach((list, v) => {
    const n = unit[v]!;
    const ref = basisAround(n);
    const angle = (u: number): number => {
      const d = unit[u]!.map((x, i) => x - n[i]!);
      return Math.atan2(dot3(d, ref[1]), dot3(d, ref[0]));
    };
    list.sort((a, b) => angle(a) - angle(b));
    list.forEach((u, i) => {
      const w = list[(i + 1) % list.length]!;
      if (v < u && v < w) triangles.push(v, u, w);
    });
  });
  const graph = graphFromTriangles(Int32Array.from(triangles), points.length);
  const sphere = new Float64Array(3 * graph.atomCount);
  for (let t = 0; t < graph.atomCount; t++) {
    const c = [0, 1, 2].map(
      (k) =>
        unit[triangles[3 * t]!]![k]! + unit[triangles[3 * t + 1]!]![k]! + unit[triangles[3 * t + 2]!]![k]!,
    );
    const r = Math.hypot(c[0]!, c[1]!, c[2]!);
    for (let k = 0; k < 3; k++) sphere[3 * t + k] = c[k]! / r;
  }
  return { graph, sphere };
}

const dot3 = (a: readonly number[], b: readonly number[]): number =>
  a[0]! * b[0]! + a[1]! * b[1]! + a[2]! * b[2]!;

/** Two unit vectors spanning the plane normal to n, (e1, e2, n) right-handed. */
function basisAround(n: readonly number[]): [number[], number[]] {
  const t = Math.abs(n[0]!) < 0.9 ? [1, 0, 0] : [0, 1, 0];
  const e1 = [n[1]! * t[2]! - n[2]! * t[1]!, n[2]! * t[0]! - n[0]! * t[2]!, n[0]! * t[1]! - n[1]! * t[0]!];
  const l = Math.hypot(e1[0]!, e1[1]!, e1[2]!);
  const u = e1.map((x) => x / l);
  const e2 = [n[1]! * u[2]! - n[2]! * u[1]!, n[2]! * u[0]! - n[0]! * u[2]!, n[0]! * u[1]! - n[1]! * u[0]!];
  return [u, e2];
}
