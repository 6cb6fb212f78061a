/** Gauss–Legendre nodes and weights on [−1, 1], found by Newton's method on Pₙ (Golub & Welsch not needed for n ≲ 100). */
export interface Quadrature {
  readonly nodes: Float64Array;
  readonly weights: Float64Array;
}

export function gaussLegendre(n: number): Quadrature {
  const nodes = new Float64Array(n);
  const weights = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let x = Math.cos((Math.PI * (i + 0.75)) / (n + 0.5));
    for (let iter = 0; iter < 100; iter++) {
      const [p, d] = legendre(n, x);
      const dx = p / d;
      x -= dx;
      if (Math.abs(dx) < 1e-15) break;
    }
    const dp = legendre(n, x)[1];
    nodes[i] = x;
    weights[i] = 2 / ((1 - x * x) * dp * dp);
  }
  return { nodes, weights };
}

/** Pₙ(x) and Pₙ′(x) by the three-term recurrence. */
function legendre(n: number, x: number): [number, number] {
  let p0 = 1;
  let p1 = x;
  for (let k = 2; k <= n; k++) {
    const p2 = ((2 * k - 1) * x * p1 - (k - 1) * p0) / k;
    p0 = p1;
    p1 = p2;
  }
  return [p1, (n * (x * p1 - p0)) / (x * x - 1)];
}
