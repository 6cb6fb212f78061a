import { ChemError } from '../../core/errors.js';

/**
 * Solves M x = rhs for a dense n×n matrix (row-major, copied, not modified) by Gaussian elimination
 * with partial pivoting. The bordered RESP systems are symmetric but indefinite (the Lagrange row has
 * a zero diagonal), so a Cholesky factorisation does not apply.
 */
export function solveDense(matrix: Float64Array, rhs: Float64Array): Float64Array {
  const n = rhs.length;
  const m = Float64Array.from(matrix);
  const x = Float64Array.from(rhs);
  const scale = m.reduce((acc, v) => Math.max(acc, Math.abs(v)), 0);
  for (let col = 0; col < n; col++) {
    const pivot = pivotRow(m, n, col);
    if (!(Math.abs(m[pivot * n + col]!) > 1e-14 * scale)) {
      throw new ChemError('invalid-molecule', 'Charge fit: the equations are singular.');
    }
    if (pivot !== col) swapRows(m, x, n, pivot, col);
    eliminateBelow(m, x, n, col);
  }
  for (let row = n - 1; row >= 0; row--) {
    let s = x[row]!;
    for (let k = row + 1; k < n; k++) s -= m[row * n + k]! * x[k]!;
    x[row] = s / m[row * n + row]!;
  }
  return x;
}

function pivotRow(m: Float64Array, n: number, col: number): number {
  let best = col;
  for (let r = col + 1; r < n; r++) {
    if (Math.abs(m[r * n + col]!) > Math.abs(m[best * n + col]!)) best = r;
  }
  return best;
}

function swapRows(m: Float64Array, x: Float64Array, n: number, r1: number, r2: number): void {
  for (let k = 0; k < n; k++) {
    const t = m[r1 * n + k]!;
    m[r1 * n + k] = m[r2 * n + k]!;
    m[r2 * n + k] = t;
  }
  const t = x[r1]!;
  x[r1] = x[r2]!;
  x[r2] = t;
}

function eliminateBelow(m: Float64Array, x: Float64Array, n: number, col: number): void {
  const d = m[col * n + col]!;
  for (let r = col + 1; r < n; r++) {
    const f = m[r * n + col]! / d;
    if (f === 0) continue;
    for (let k = col; k < n; k++) m[r * n + k]! -= f * m[col * n + k]!;
    x[r]! -= f * x[col]!;
  }
}
