import { ChemError } from '../../core/errors.js';
import { conjugateGradient } from './conjugate-gradient.js';
import { luFactor, luSolve } from './dense-lu.js';

/**
 * Up to this many atoms the equations are solved by LU (O(n³)); above, by conjugate gradients
 * (O(n²) per step, warm-started when the caller re-solves a slightly changed system), falling back
 * to LU up to DIRECT_SOLVE_LIMIT when CG fails.
 */
export const ITERATIVE_SOLVE_FROM = 200;
export const DIRECT_SOLVE_LIMIT = 1500;

/**
 * Electronegativity equalisation: the charges q that minimise E(q) = Σ χᵢqᵢ + ½ qᵀHq subject to
 * Σ qᵢ = total, i.e. H q = −χ + μ·1 with the chemical potential μ as Lagrange multiplier.
 * Solved as q = s + μ t with H s = −χ and H t = 1, μ = (total − Σs) / Σt: two solves with the
 * symmetric n×n matrix H (row-major, not modified) instead of one with the bordered (n+1) matrix.
 */
export function equalize(h: Float64Array, chi: Float64Array, total: number, previous?: Equalized): Equalized {
  const n = chi.length;
  const minusChi = chi.map((v) => -v);
  const ones = new Float64Array(n).fill(1);
  const [s, t] = solveTwo(h, n, [minusChi, ones], previous && [previous.s, previous.t]);
  const sumS = s.reduce((a, v) => a + v, 0);
  const sumT = t.reduce((a, v) => a + v, 0);
  const mu = (total - sumS) / sumT;
  return { q: s.map((v, i) => v + mu * t[i]!), s, t };
}

/** Charges q, and the two solutions they came from (a warm start when H changes a little). */
export interface Equalized {
  readonly q: Float64Array;
  readonly s: Float64Array;
  readonly t: Float64Array;
}

function solveTwo(
  h: Float64Array,
  n: number,
  rhs: readonly [Float64Array, Float64Array],
  start: readonly [Float64Array, Float64Array] | undefined,
): [Float64Array, Float64Array] {
  if (n > ITERATIVE_SOLVE_FROM) {
    const x1 = conjugateGradient(h, n, rhs[0], start?.[0]).x;
    const x2 = x1 && conjugateGradient(h, n, rhs[1], start?.[1]).x;
    if (x1 && x2) return [x1, x2];
  }
  if (n > DIRECT_SOLVE_LIMIT) {
    throw new ChemError(
      'invalid-molecule',
      `The charge equations of these ${n} atoms did not converge (the hardness matrix is not positive definite).`,
    );
  }
  const factors = luFactor(Float64Array.from(h), n);
  return [luSolve(factors, rhs[0]), luSolve(factors, rhs[1])];
}
