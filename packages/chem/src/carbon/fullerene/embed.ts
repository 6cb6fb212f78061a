import { dotFlat } from './flat-vectors.js';
import type { FullereneGraph } from './fullerene-graph.js';

/**
 * Topological coordinates (Manolopoulos & Fowler, J. Chem. Phys. 96, 7603 (1992)): adjacency eigenvectors
 * after the constant one (eigenvalue 3) as x, y, z. For a near-spherical cage eigenvectors 2–4 (the P-like
 * shell, one nodal plane each) give a sphere-like surface; for elongated cages the shell is interleaved
 * with longitudinal D-like vectors, so callers may ask for another triple of the leading vectors.
 * Found by subspace iteration on A + 3I (all eigenvalues ≥ 0) with the constant vector projected out,
 * then Rayleigh–Ritz in the converged subspace.
 */
export function topologicalBasis(g: FullereneGraph, count: number, maxIterations = 20000): Float64Array[] {
  const n = g.atomCount;
  const start: Float64Array[] = Array.from({ length: count }, (_, k) =>
    Float64Array.from({ length: n }, (_, i) => Math.cos((k + 1) * (i + 0.5) * 1.7)),
  );
  const basis = start;
  orthonormalise(basis);
  const next = basis.map(() => new Float64Array(n));
  for (let it = 0; it < maxIterations; it++) {
    for (let k = 0; k < count; k++) multiply(g, basis[k]!, next[k]!);
    orthonormalise(next);
    let change = 0;
    for (let k = 0; k < count; k++) change = Math.max(change, subspaceResidual(next[k]!, basis));
    for (let k = 0; k < count; k++) basis[k]!.set(next[k]!);
    if (change < 1e-14) break;
  }
  return rayleighRitz(g, basis);
}

/** Coordinates from basis vectors `pick` (indices into topologicalBasis), scaled to a mean bond `bondLength`. */
export function topologicalCoordinates(
  g: FullereneGraph,
  bondLength: number,
  basis = topologicalBasis(g, 3),
  pick = [0, 1, 2],
): Float64Array {
  const n = g.atomCount;
  const xyz = new Float64Array(3 * n);
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) xyz[3 * i + k] = basis[pick[k]!]![i]!;
  return scaleToBond(g, xyz, bondLength);
}

function multiply(g: FullereneGraph, x: Float64Array, out: Float64Array): void {
  const nb = g.neighbours;
  for (let i = 0; i < x.length; i++)
    out[i] = 3 * x[i]! + x[nb[3 * i]!]! + x[nb[3 * i + 1]!]! + x[nb[3 * i + 2]!]!;
}

/** Gram–Schmidt, after removing the constant vector (the eigenvalue-3 eigenvector of every cubic graph). */
function orthonormalise(vs: Float64Array[]): void {
  vs.forEach((v, k) => {
    const mean = v.reduce((s, x) => s + x, 0) / v.length;
    for (let i = 0; i < v.length; i++) v[i]! -= mean;
    for (let j = 0; j < k; j++) {
      const d = dotFlat(v, vs[j]!);
      for (let i = 0; i < v.length; i++) v[i]! -= d * vs[j]![i]!;
    }
    const len = Math.sqrt(dotFlat(v, v));
    for (let i = 0; i < v.length; i++) v[i]! /= len;
  });
}

/** Squared norm of the part of v outside span(basis). */
function subspaceResidual(v: Float64Array, basis: readonly Float64Array[]): number {
  let inside = 0;
  for (const b of basis) inside += dotFlat(v, b) ** 2;
  return Math.max(0, 1 - inside);
}

/** Eigenvectors of A within span(basis), largest eigenvalue first (cyclic Jacobi on the small matrix). */
function rayleighRitz(g: FullereneGraph, basis: Float64Array[]): Float64Array[] {
  const k = basis.length;
  const ab = basis.map((b) => {
    const out = new Float64Array(b.length);
    multiply(g, b, out);
    return out;
  });
  const h = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => dotFlat(basis[i]!, ab[j]!)),
  );
  const { values, vectors } = jacobiEigen(h);
  const order = values.map((_, i) => i).sort((a, b) => values[b]! - values[a]!);
  return order.map((c) => {
    const v = new Float64Array(basis[0]!.length);
    for (let j = 0; j < k; j++) for (let i = 0; i < v.length; i++) v[i]! += vectors[j]![c]! * basis[j]![i]!;
    return v;
  });
}

function jacobiEigen(m: number[][]): { values: number[]; vectors: number[][] } {
  const k = m.length;
  const a = m.map((r) => [...r]);
  const v: number[][] = Array.from({ length: k }, (_, i) =>
    Array.from({ length: k }, (_, j) => (i === j ? 1 : 0)),
  );
  for (let sweep = 0; sweep < 100; sweep++) {
    let off = 0;
    for (let p = 0; p < k; p++) for (let q = p + 1; q < k; q++) off += a[p]![q]! ** 2;
    if (off < 1e-22) break;
    for (let p = 0; p < k; p++) {
      for (let q = p + 1; q < k; q++) {
        if (Math.abs(a[p]![q]!) < 1e-300) continue;
        const theta = (a[q]![q]! - a[p]![p]!) / (2 * a[p]![q]!);
        const t = Math.sign(theta || 1) / (Math.abs(theta) + Math.sqrt(theta * theta + 1));
        const c = 1 / Math.sqrt(t * t + 1);
        const s = t * c;
        for (let r = 0; r < k; r++) {
          const [arp, arq] = [a[r]![p]!, a[r]![q]!];
          a[r]![p] = c * arp - s * arq;
          a[r]![q] = s * arp + c * arq;
        }
        for (let r = 0; r < k; r++) {
          const [apr, aqr] = [a[p]![r]!, a[q]![r]!];
          a[p]![r] = c * apr - s * aqr;
          a[q]![r] = s * apr + c * aqr;
        }
        for (let r = 0; r < k; r++) {
          const [vrp, vrq] = [v[r]![p]!, v[r]![q]!];
          v[r]![p] = c * vrp - s * vrq;
          v[r]![q] = s * vrp + c * vrq;
        }
      }
    }
  }
  return { values: a.map((r, i) => r[i]!), vectors: v };
}

function scaleToBond(g: FullereneGraph, xyz: Float64Array, bondLength: number): Float64Array {
  let sum = 0;
  const nb = g.neighbours;
  for (let a = 0; a < g.atomCount; a++) {
    for (let i = 0; i < 3; i++) {
      const b = nb[3 * a + i]!;
      sum += Math.hypot(
        xyz[3 * a]! - xyz[3 * b]!,
        xyz[3 * a + 1]! - xyz[3 * b + 1]!,
        xyz[3 * a + 2]! - xyz[3 * b + 2]!,
      );
    }
  }
  const f = bondLength / (sum / (3 * g.atomCount));
  return xyz.map((x) => x * f);
}
