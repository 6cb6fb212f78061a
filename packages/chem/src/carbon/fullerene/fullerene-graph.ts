import { ChemError } from '../../core/errors.js';

/**
 * A fullerene as a planar cubic graph with its embedding. Atoms are the triangles of the dual (a face
 * spiral builds the dual); faces are the dual's vertices. Everything is 0-based.
 */
export interface FullereneGraph {
  readonly atomCount: number;
  readonly faceCount: number;
  /** 3 per atom, counter-clockwise seen from outside (the rotation system of the embedding). */
  readonly neighbours: Int32Array;
  /** Per face its atoms in cyclic order. */
  readonly faces: readonly Int32Array[];
  /** The dual triangles, 3 faces per atom (counter-clockwise). */
  readonly triangles: Int32Array;
  /** Third face of the triangle holding the directed dual edge a→b: `thirdFace[a * faceCount + b]`. */
  readonly thirdFace: Int32Array;
  /** Face neighbours (dual adjacency), any order. */
  readonly faceNeighbours: readonly Int32Array[];
}

const invalid = (why: string): ChemError =>
  new ChemError('invalid-molecule', `Not a fullerene: ${why}.`, [], { rule: 'fullerene-graph' });

/** Builds the cubic graph from the dual's counter-clockwise triangles and checks it is a fullerene. */
export function graphFromTriangles(triangles: Int32Array, faceCount: number): FullereneGraph {
  const n = triangles.length / 3;
  const edgeTriangle = new Int32Array(faceCount * faceCount).fill(-1);
  const thirdFace = new Int32Array(faceCount * faceCount).fill(-1);
  for (let t = 0; t < n; t++) {
    for (let i = 0; i < 3; i++) {
      const a = triangles[3 * t + i]!;
      const b = triangles[3 * t + ((i + 1) % 3)]!;
      if (edgeTriangle[a * faceCount + b] !== -1) throw invalid('a dual edge is used twice');
      edgeTriangle[a * faceCount + b] = t;
      thirdFace[a * faceCount + b] = triangles[3 * t + ((i + 2) % 3)]!;
    }
  }
  const neighbours = new Int32Array(3 * n);
  for (let t = 0; t < n; t++) {
    for (let i = 0; i < 3; i++) {
      const a = triangles[3 * t + i]!;
      const b = triangles[3 * t + ((i + 1) % 3)]!;
      const other = edgeTriangle[b * faceCount + a]!;
      if (other < 0) throw invalid('the surface is not closed');
      neighbours[3 * t + i] = other;
    }
  }
  const faces = facesAround(triangles, faceCount, edgeTriangle);
  const graph: FullereneGraph = {
    atomCount: n,
    faceCount,
    neighbours,
    faces,
    triangles,
    thirdFace,
    faceNeighbours: faces.map((_, f) => faceNeighboursOf(f, faces[f]!.length, thirdFace, faceCount)),
  };
  checkFullerene(graph);
  return graph;
}

/** Atoms around each face in cyclic order: the triangles met turning around the dual vertex. */
function facesAround(triangles: Int32Array, faceCount: number, edgeTriangle: Int32Array): Int32Array[] {
  const first = new Int32Array(faceCount).fill(-1);
  triangles.forEach((f, i) => {
    if (first[f] === -1) first[f] = Math.floor(i / 3);
  });
  return Array.from(first, (t0, f) => {
    if (t0 < 0) throw invalid(`face ${f + 1} has no atoms`);
    const ring: number[] = [];
    let t = t0;
    do {
      ring.push(t);
      if (ring.length > 6) throw invalid(`face ${f + 1} has more than 6 atoms`);
      const at = [0, 1, 2].find((i) => triangles[3 * t + i] === f)!;
      // The next triangle around f holds the directed edge f→c where (f, b, c) is this one.
      const c = triangles[3 * t + ((at + 2) % 3)]!;
      t = edgeTriangle[f * faceCount + c]!;
    } while (t !== t0);
    return Int32Array.from(ring);
  });
}

function faceNeighboursOf(f: number, size: number, thirdFace: Int32Array, faceCount: number): Int32Array {
  const out: number[] = [];
  for (let g = 0; g < faceCount && out.length < size; g++)
    if (thirdFace[f * faceCount + g]! >= 0) out.push(g);
  return Int32Array.from(out);
}

/** Cubic, faces of 5 and 6 only, exactly 12 pentagons, Euler's formula. */
function checkFullerene(g: FullereneGraph): void {
  const pentagons = g.faces.filter((f) => f.length === 5).length;
  if (g.faces.some((f) => f.length !== 5 && f.length !== 6))
    throw invalid('a face is not a pentagon or hexagon');
  if (pentagons !== 12) throw invalid(`${pentagons} pentagons instead of 12`);
  if (g.atomCount - (3 * g.atomCount) / 2 + g.faceCount !== 2) throw invalid('Euler characteristic is not 2');
  for (let a = 0; a < g.atomCount; a++) {
    const [x, y, z] = [g.neighbours[3 * a]!, g.neighbours[3 * a + 1]!, g.neighbours[3 * a + 2]!];
    if (x === y || y === z || x === z) throw invalid(`atom ${a + 1} has a repeated neighbour`);
  }
}

export const pentagonFaces = (g: FullereneGraph): number[] =>
  g.faces.flatMap((f, i) => (f.length === 5 ? [i] : []));

/** Unique bonds (a < b). */
export const bondPairs = (g: FullereneGraph): [number, number][] => cageBonds(g).map((x) => [x.a, x.b]);

/**
 * Unique bonds (a < b) with the number of pentagons they lie on: 0 hexagon/hexagon, 1 pentagon/hexagon,
 * 2 pentagon/pentagon. Bond slot i of atom a (to neighbours[3a+i]) lies between the dual faces
 * triangles[3a+i] and triangles[3a+i+1].
 */
export function cageBonds(g: FullereneGraph): { a: number; b: number; pentagons: number }[] {
  const out: { a: number; b: number; pentagons: number }[] = [];
  const pent = (a: number, i: number): number =>
    g.faces[g.triangles[3 * a + (i % 3)]!]!.length === 5 ? 1 : 0;
  for (let a = 0; a < g.atomCount; a++) {
    for (let i = 0; i < 3; i++) {
      const b = g.neighbours[3 * a + i]!;
      if (a < b) out.push({ a, b, pentagons: pent(a, i) + pent(a, i + 1) });
    }
  }
  return out;
}
