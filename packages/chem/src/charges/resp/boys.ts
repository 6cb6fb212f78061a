/**
 * The Boys function F_n(T) = ∫₀¹ t²ⁿ exp(−T t²) dt for n ≤ BOYS_MAX_ORDER, the radial part of every
 * Coulomb integral over Gaussians (McMurchie & Davidson, J. Comput. Phys. 1978, 26, 218; Helgaker,
 * Jørgensen & Olsen, Molecular Electronic-Structure Theory, 2000, §9.8).
 *
 * Below BOYS_ASYMPTOTIC_T a table of F_n at nodes h apart is expanded in a six-term Taylor series
 * around the nearest node (F_n' = −F_{n+1}, so the series needs the higher orders the table holds):
 * the truncation error is below (h/2)⁶/6! · F_n ≈ 3·10⁻¹³ F_n. The nodes come from the convergent
 * series F_m(T) = e^{−T} Σ_k (2T)^k / ((2m+1)(2m+3)…(2m+2k+1)) at the highest order and the stable
 * downward recursion F_{m−1} = (2T F_m + e^{−T}) / (2m − 1). Above it, F_0 = ½√(π/T) and
 * F_n = (2n − 1) F_{n−1} / (2T): the neglected terms are of order e^{−T} < 3·10⁻¹⁶.
 */
export const BOYS_MAX_ORDER = 4;
export const BOYS_ASYMPTOTIC_T = 36;
const STEP = 0.05;
const TAYLOR = 6;
const ORDERS = BOYS_MAX_ORDER + TAYLOR;
const NODES = Math.round(BOYS_ASYMPTOTIC_T / STEP) + 2;

/** table[(node · (ORDERS + 1)) + m] = F_m(node · STEP). */
const TABLE = buildTable();

function buildTable(): Float64Array {
  const t = new Float64Array(NODES * (ORDERS + 1));
  for (let node = 0; node < NODES; node++) {
    const x = node * STEP;
    const e = Math.exp(-x);
    let term = 1 / (2 * ORDERS + 1);
    let sum = term;
    for (let k = 1; term > 1e-17 * sum; k++) {
      term *= (2 * x) / (2 * ORDERS + 2 * k + 1);
      sum += term;
    }
    const base = node * (ORDERS + 1);
    t[base + ORDERS] = e * sum;
    for (let m = ORDERS; m > 0; m--) t[base + m - 1] = (2 * x * t[base + m]! + e) / (2 * m - 1);
  }
  return t;
}

const INV_FACTORIAL = [1, 1, 1 / 2, 1 / 6, 1 / 24, 1 / 120];

/** Writes F_0(T) … F_maxOrder(T) into out[0 … maxOrder] (maxOrder ≤ BOYS_MAX_ORDER, T ≥ 0). */
export function boys(maxOrder: number, t: number, out: Float64Array): void {
  if (t >= BOYS_ASYMPTOTIC_T) {
    out[0] = 0.5 * Math.sqrt(Math.PI / t);
    for (let n = 1; n <= maxOrder; n++) out[n] = ((2 * n - 1) * out[n - 1]!) / (2 * t);
    return;
  }
  const node = Math.round(t / STEP);
  const d = node * STEP - t;
  const base = node * (ORDERS + 1);
  for (let n = 0; n <= maxOrder; n++) {
    let f = 0;
    let power = 1;
    for (let k = 0; k < TAYLOR; k++) {
      f += TABLE[base + n + k]! * power * INV_FACTORIAL[k]!;
      power *= d;
    }
    out[n] = f;
  }
}

/** F_0(T) alone, the s–s case, without the output array. */
export function boys0(t: number): number {
  if (t >= BOYS_ASYMPTOTIC_T) return 0.5 * Math.sqrt(Math.PI / t);
  const node = Math.round(t / STEP);
  const d = node * STEP - t;
  const b = node * (ORDERS + 1);
  return (
    TABLE[b]! +
    d *
      (TABLE[b + 1]! +
        d *
          (TABLE[b + 2]! / 2 +
            d * (TABLE[b + 3]! / 6 + d * (TABLE[b + 4]! / 24 + (d * TABLE[b + 5]!) / 120))))
  );
}
