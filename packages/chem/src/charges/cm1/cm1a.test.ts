import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { cm1aFromAm1, LIGPARGEN_CM1A_SCALE } from './cm1a.js';

/** Symmetric n×n bond-index matrix from the upper-triangle pairs. */
function bondIndices(n: number, pairs: readonly [number, number, number][]): Float64Array {
  const m = new Float64Array(n * n);
  for (const [i, j, b] of pairs) {
    m[i * n + j] = b;
    m[j * n + i] = b;
  }
  return m;
}

describe('cm1aFromAm1', () => {
  it('H–F by hand: Δ_H = 0, Δ_F = c_F q_F + d_F, q_H = q⁰_H + B (Δ_H − Δ_F)', () => {
    // Hand calculation with Storer et al. 1995 CM1A values c_F = 0.1468, d_F = 0.0399:
    // Δ_F = 0.1468 × (−0.3) + 0.0399 = −0.00414; q_H = 0.3 + 0.9 × 0.00414 = 0.303726.
    const q = cm1aFromAm1(
      Uint8Array.from([1, 9]),
      Float64Array.from([0.3, -0.3]),
      bondIndices(2, [[0, 1, 0.9]]),
    );
    expect(q[0]).toBeCloseTo(0.303726, 9);
    expect(q[1]).toBeCloseTo(-0.303726, 9);
  });

  it('O–H by hand: the hydrogen offset d_HO grows with the bond index', () => {
    // Δ_H = d_HO × B = 0.1447 × 0.95 = 0.137465; Δ_O = d_O = −0.0283 (c_O = 0; no O–H pair offset).
    // q_H = 0.2 + 0.95 × (0.137465 + 0.0283) = 0.35747675.
    const q = cm1aFromAm1(
      Uint8Array.from([8, 1]),
      Float64Array.from([-0.2, 0.2]),
      bondIndices(2, [[0, 1, 0.95]]),
    );
    expect(q[1]).toBeCloseTo(0.35747675, 9);
    expect(q[0]! + q[1]!).toBeCloseTo(0, 12);
  });

  it('a nitrile N (B_NC ≈ 3) swaps c_N for d_NC; a single N–C (B ≈ 1) keeps c_N', () => {
    // Switch ½(1 + tanh(10 (B − 2.3))): 0.99999917 at B = 3, 3.1e-14 at B = 1.
    const s3 = 0.5 * (1 + Math.tanh(7));
    const nitrile = cm1aFromAm1(
      Uint8Array.from([6, 7]),
      Float64Array.from([0.1, -0.1]),
      bondIndices(2, [[0, 1, 3]]),
    );
    const deltaN = 0.3846 * (1 - s3) * -0.1 - 0.088 * s3;
    expect(nitrile[0]).toBeCloseTo(0.1 - 3 * deltaN, 9);
    const amine = cm1aFromAm1(
      Uint8Array.from([6, 7]),
      Float64Array.from([0.1, -0.1]),
      bondIndices(2, [[0, 1, 1]]),
    );
    expect(amine[0]).toBeCloseTo(0.1 + 0.03846, 9);
  });

  it('keeps the total charge, scales by 1.14 on request and checks its inputs', () => {
    const elements = Uint8Array.from([7, 1, 1, 1, 1]);
    const q0 = Float64Array.from([-0.2, 0.3, 0.3, 0.3, 0.3]);
    const b = bondIndices(5, [
      [0, 1, 0.9],
      [0, 2, 0.9],
      [0, 3, 0.9],
      [0, 4, 0.9],
      [1, 2, 0.01],
    ]);
    const q = cm1aFromAm1(elements, q0, b);
    expect(q.reduce((s, v) => s + v, 0)).toBeCloseTo(1, 12);
    const scaled = cm1aFromAm1(elements, q0, b, LIGPARGEN_CM1A_SCALE);
    expect(scaled[0]).toBeCloseTo(1.14 * q[0]!, 12);
    expect(() => cm1aFromAm1(elements, q0, new Float64Array(4))).toThrow(ChemError);
  });
});
