import { dotFlat } from './flat-vectors.js';
import type { FullereneGraph } from './fullerene-graph.js';

/**
 * Topological coordinates (Manolopoulos & Fowler, J. Chem. Phys. 96, 7603 (1992)): the three adjacency
 * eigenvectors after the constant one (eigenvalue 3) carry the P-like shell of a near-spherical cage and
 * place the atoms on a sphere-like surface. Found by subspace iteration on A + 3I (all eigenvalues ≥ 0)
 * with the constant vector projected out; any orthonormal basis of that eigenspace gives the same shape
 * up to a rotation. Scaled so that the mean bond is `bondLength`.
 */
export function topologicalCoordinates(
  g: FullereneGraph,
  bondLength: number,
  maxIterations = 20000,
): Float64Array {
  const n = g.atomCount;
  const basis = [0, 1, 2].map((k) =>
    Float64Array.from({ length: n }, (_, i) => Math.cos((k + 1) * (i + 0.5) * 1.7)),
  );
  orthonormalise(basis);
  const next = basis.map(() => new Float64Array(n));
  for (let it = 0; it < maxIterations; it++) {
    for (let k = 0; k < 3; k++) multiply(g, basis[k]!, next[k]!);
    orthonormalise(next);
    let change = 0;
    for (let k = 0; k < 3; k++) change = Math.max(change, subspaceResidual(next[k]!, basis));
    for (let k = 0; k < 3; k++) basis[k]!.set(next[k]!);
    if (change < 1e-20) break;
  }
  const xyz = new Float64Array(3 * n);
  for (let i = 0; i < n; i++) for (let k = 0; k < 3; k++) xyz[3 * i + k] = basis[k]![i]!;
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
