import { ChemError } from '../../core/errors.js';

/** An LU factorisation with partial pivoting of an n×n row-major matrix (factors stored in place). */
export interface LuFactors {
  readonly n: number;
  readonly lu: Float64Array;
  readonly pivot: Uint32Array;
}

/** Factorises `matrix` (overwritten). Throws when the matrix is singular to working precision. */
export function luFactor(matrix: Float64Array, n: number): LuFactors {
  const pivot = new Uint32Array(n);
  for (let k = 0; k < n; k++) {
    let p = k;
    let best = Math.abs(matrix[k * n + k]!);
    for (let i = k + 1; i < n; i++) {
      const v = Math.abs(matrix[i * n + k]!);
      if (v > best) [p, best] = [i, v];
    }
    if (!(best > 1e-300)) throw new ChemError('invalid-molecule', 'The charge equations are singular.');
    pivot[k] = p;
    if (p !== k) swapRows(matrix, n, k, p);
    eliminateBelow(matrix, n, k);
  }
  return { n, lu: matrix, pivot };
}

function swapRows(m: Float64Array, n: number, r: number, s: number): void {
  for (let j = 0; j < n; j++) {
    const t = m[r * n + j]!;
    m[r * n + j] = m[s * n + j]!;
    m[s * n + j] = t;
  }
}

function eliminateBelow(m: Float64Array, n: number, k: number): void {
  const diag = m[k * n + k]!;
  for (let i = k + 1; i < n; i++) {
    const f = m[i * n + k]! / diag;
    m[i * n + k] = f;
    if (f === 0) continue;
    const ri = i * n;
    const rk = k * n;
    for (let j = k + 1; j < n; j++) m[ri + j]! -= f * m[rk + j]!;
  }
}

/** Solves A x = b with the factors of A; returns x. */
export function luSolve({ n, lu, pivot }: LuFactors, b: Float64Array): Float64Array {
  const x = Float64Array.from(b);
  for (let k = 0; k < n; k++) {
    const p = pivot[k]!;
    if (p !== k) [x[k], x[p]] = [x[p]!, x[k]!];
  }
  for (let i = 0; i < n; i++) {
    let s = x[i]!;
    for (let j = 0; j < i; j++) s -= lu[i * n + j]! * x[j]!;
    x[i] = s;
  }
  for (let i = n - 1; i >= 0; i--) {
    let s = x[i]!;
    for (let j = i + 1; j < n; j++) s -= lu[i * n + j]! * x[j]!;
    x[i] = s / lu[i * n + i]!;
  }
  return x;
}
