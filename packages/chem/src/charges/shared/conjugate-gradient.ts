/** Result of a conjugate-gradient solve; `undefined` x means the matrix is not positive definite. */
export interface CgResult {
  readonly x: Float64Array | undefined;
  readonly iterations: number;
}

function multiply(m: Float64Array, n: number, v: Float64Array, out: Float64Array): void {
  for (let i = 0; i < n; i++) {
    let s = 0;
    const row = i * n;
    for (let j = 0; j < n; j++) s += m[row + j]! * v[j]!;
    out[i] = s;
  }
}

const dot = (u: Float64Array, v: Float64Array): number => u.reduce((s, x, i) => s + x * v[i]!, 0);

/**
 * Jacobi-preconditioned conjugate gradients for a symmetric n×n row-major matrix, to a relative
 * residual of `tolerance`, from `start` when given. Used for large systems, where an O(n³) factorisation is too slow: each
 * step costs one O(n²) product. Gives up (x undefined) on negative curvature or no convergence.
 */
export function conjugateGradient(
  m: Float64Array,
  n: number,
  b: Float64Array,
  start?: Float64Array,
  tolerance = 1e-11,
  maxIterations = 2000,
): CgResult {
  const x = start ? Float64Array.from(start) : new Float64Array(n);
  const r = Float64Array.from(b);
  if (start) {
    multiply(m, n, x, r);
    for (let i = 0; i < n; i++) r[i] = b[i]! - r[i]!;
  }
  const inv = Float64Array.from({ length: n }, (_, i) => 1 / m[i * n + i]!);
  const z = r.map((v, i) => v * inv[i]!);
  const p = Float64Array.from(z);
  const ap = new Float64Array(n);
  let rz = dot(r, z);
  const stop = tolerance * Math.sqrt(dot(b, b));
  for (let it = 1; it <= maxIterations; it++) {
    multiply(m, n, p, ap);
    const curvature = dot(p, ap);
    if (!(curvature > 0)) return { x: undefined, iterations: it };
    const alpha = rz / curvature;
    for (let i = 0; i < n; i++) {
      x[i]! += alpha * p[i]!;
      r[i]! -= alpha * ap[i]!;
    }
    if (Math.sqrt(dot(r, r)) <= stop) return { x, iterations: it };
    for (let i = 0; i < n; i++) z[i] = r[i]! * inv[i]!;
    const next = dot(r, z);
    const beta = next / rz;
    rz = next;
    for (let i = 0; i < n; i++) p[i] = z[i]! + beta * p[i]!;
  }
  return { x: undefined, iterations: maxIterations };
}
