import type { Automorphism } from './automorphisms.js';
import { classifyPointGroup } from './point-group.js';
import type { FullerenePointGroup, OperationFacts } from './point-group.js';

type M3 = number[];

export interface SpatialSymmetry {
  /** Point group of the operations the coordinates really have (within the tolerance). */
  readonly pointGroup: FullerenePointGroup;
  /** Graph automorphisms realised as orthogonal maps of the coordinates. */
  readonly operations: number;
  /** Largest atom displacement |M·x − x_π| over the realised operations, Å. */
  readonly maxDeviation: number;
}

/**
 * The point group of the 3D coordinates. Every isometry of a cage permutes its atoms along bonds, so the
 * candidates are the graph's automorphisms: for each, the linear map M with M·x_i ≈ x_π(i) is fitted by
 * least squares about the centroid, and kept when M is orthogonal and moves every atom onto its image
 * within `tolerance` Å. The kept matrices are classified by determinant, order and M = −I alone, so a
 * geometry that lost symmetry in the relaxation shows a smaller group than the graph's.
 */
export function spatialSymmetry(
  positions: Float64Array,
  autos: readonly Automorphism[],
  tolerance = 0.01,
): SpatialSymmetry {
  const x = centred(positions);
  const inverse = invert(outer(x, x, (i) => i));
  const ops: OperationFacts[] = [];
  let maxDeviation = 0;
  for (const a of autos) {
    const m = mul(
      outer(x, x, (i) => a.map[i]!),
      inverse,
    );
    const deviation = fitDeviation(x, a.map, m);
    if (deviation > tolerance || orthogonalityError(m) > 1e-3) continue;
    maxDeviation = Math.max(maxDeviation, deviation);
    ops.push({ proper: det(m) > 0, order: matrixOrder(m), inversion: isMinusIdentity(m) });
  }
  return { pointGroup: classifyPointGroup(ops), operations: ops.length, maxDeviation };
}

function centred(p: Float64Array): Float64Array {
  const n = p.length / 3;
  const c = [0, 1, 2].map((k) => {
    let s = 0;
    for (let i = 0; i < n; i++) s += p[3 * i + k]!;
    return s / n;
  });
  return p.map((v, i) => v - c[i % 3]!);
}

/** Σ_i y_{π(i)} x_iᵀ as a row-major 3×3. */
function outer(x: Float64Array, y: Float64Array, image: (i: number) => number): M3 {
  const m = new Array<number>(9).fill(0);
  for (let i = 0; i < x.length / 3; i++) {
    const j = image(i);
    for (let r = 0; r < 3; r++) for (let c = 0; c < 3; c++) m[3 * r + c]! += y[3 * j + r]! * x[3 * i + c]!;
  }
  return m;
}

function fitDeviation(x: Float64Array, map: Int32Array, m: M3): number {
  let worst = 0;
  for (let i = 0; i < x.length / 3; i++) {
    const j = map[i]!;
    let d2 = 0;
    for (let r = 0; r < 3; r++) {
      const v = m[3 * r]! * x[3 * i]! + m[3 * r + 1]! * x[3 * i + 1]! + m[3 * r + 2]! * x[3 * i + 2]!;
      d2 += (v - x[3 * j + r]!) ** 2;
    }
    worst = Math.max(worst, Math.sqrt(d2));
  }
  return worst;
}

const mul = (a: M3, b: M3): M3 =>
  Array.from({ length: 9 }, (_, k) => {
    const r = Math.floor(k / 3);
    const c = k % 3;
    return a[3 * r]! * b[c]! + a[3 * r + 1]! * b[3 + c]! + a[3 * r + 2]! * b[6 + c]!;
  });

const det = (m: M3): number =>
  m[0]! * (m[4]! * m[8]! - m[5]! * m[7]!) -
  m[1]! * (m[3]! * m[8]! - m[5]! * m[6]!) +
  m[2]! * (m[3]! * m[7]! - m[4]! * m[6]!);

function invert(m: M3): M3 {
  const d = det(m);
  const cof = (r1: number, c1: number, r2: number, c2: number): number =>
    m[3 * r1 + c1]! * m[3 * r2 + c2]! - m[3 * r1 + c2]! * m[3 * r2 + c1]!;
  return [
    cof(1, 1, 2, 2) / d,
    -cof(0, 1, 2, 2) / d,
    cof(0, 1, 1, 2) / d,
    -cof(1, 0, 2, 2) / d,
    cof(0, 0, 2, 2) / d,
    -cof(0, 0, 1, 2) / d,
    cof(1, 0, 2, 1) / d,
    -cof(0, 0, 2, 1) / d,
    cof(0, 0, 1, 1) / d,
  ];
}

const IDENTITY: M3 = [1, 0, 0, 0, 1, 0, 0, 0, 1];
const distance = (a: M3, b: M3): number => Math.max(...a.map((v, i) => Math.abs(v - b[i]!)));
const transpose = (m: M3): M3 => [m[0]!, m[3]!, m[6]!, m[1]!, m[4]!, m[7]!, m[2]!, m[5]!, m[8]!];
const orthogonalityError = (m: M3): number => distance(mul(transpose(m), m), IDENTITY);
const isMinusIdentity = (m: M3): boolean =>
  distance(
    m,
    IDENTITY.map((v) => -v),
  ) < 1e-3;

/** Smallest k with M^k = I (fullerene operations have order ≤ 12; 0 if none up to 60). */
function matrixOrder(m: M3): number {
  let p = m;
  for (let k = 1; k <= 60; k++) {
    if (distance(p, IDENTITY) < 1e-3) return k;
    p = mul(p, m);
  }
  return 0;
}
