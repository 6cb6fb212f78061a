import { describe, expect, it } from 'vitest';
import { AITKEN_MAX_RATIO, steffensen } from './qeq.js';

/** Three iterates of the hydrogen charges (atoms 0 and 1 hydrogens, atom 2 not), fed as the QEq cycles do. */
function extrapolate(x0: number[], x1: number[], x2: number[], hydrogens = [0, 1]): Float64Array {
  const history: Float64Array[] = [];
  expect(steffensen(history, Float64Array.from(x0), Float64Array.from(x1), hydrogens)).toEqual(
    Float64Array.from(x1),
  );
  return steffensen(history, Float64Array.from(x1), Float64Array.from(x2), hydrogens);
}

describe('steffensen (Aitken Δ² on the hydrogen charges)', () => {
  it('gives the limit of a geometric sequence exactly, on hydrogens only', () => {
    // x_k = L − c·r^k has the limit L, which Aitken's Δ² recovers from any three terms (its defining
    // property). Here L = 0.1, c = 0.08, r = 0.25 (the factor the QEq hydrogen cycles show on alkanes)
    // for atom 0, and r = −0.5 (an oscillating approach) for atom 1.
    const seq = (l: number, c: number, r: number) => [0, 1, 2].map((k) => l - c * r ** k);
    const a = seq(0.1, 0.08, 0.25);
    const b = seq(0.2, 0.05, -0.5);
    const c = seq(-0.4, 0.3, 0.25);
    const out = extrapolate([a[0]!, b[0]!, c[0]!], [a[1]!, b[1]!, c[1]!], [a[2]!, b[2]!, c[2]!]);
    expect(out[0]).toBeCloseTo(0.1, 14);
    expect(out[1]).toBeCloseTo(0.2, 14);
    // atom 2 is not a hydrogen: its charge is the last iterate
    expect(out[2]).toBe(c[2]);
  });

  it('keeps the plain iterate where the two steps are nearly equal (no division by Δ₂ − Δ₁ ≈ 0)', () => {
    // Steps the ortho hydrogen next to a CH3 end of polystyrene took in the first QEq cycles (−1.56e-3 e
    // then −1.5599e-3 e): unguarded, Δ₂²/(Δ₂ − Δ₁) moved it by −24 e, which made QEq refuse the chain
    // ("gives hydrogen 20 a charge of −1.53 e") on some of Open Babel's geometries.
    const x0 = [0.09, 0.1, 0];
    const x1 = [0.09 - 1.56e-3, 0.1, 0];
    const x2 = [x1[0]! - 1.5599e-3, 0.1, 0];
    const out = extrapolate(x0, x1, x2);
    expect(out[0]).toBe(x2[0]);
    // and where the first step is zero
    expect(out[1]).toBe(0.1);
  });

  it('keeps the plain iterate for a growing step and extrapolates at most 4 steps below the ratio bound', () => {
    const grow = extrapolate([0.1, 0, 0], [0.11, 0, 0], [0.1211, 0, 0], [0]);
    expect(grow[0]).toBe(0.1211);
    // r just below the bound: the move Δ₂·r/(1 − r) stays under 4·|Δ₂|
    const r = AITKEN_MAX_RATIO - 1e-9;
    const near = extrapolate([0, 0, 0], [0.01, 0, 0], [0.01 + 0.01 * r, 0, 0], [0]);
    expect(Math.abs(near[0]! - (0.01 + 0.01 * r))).toBeLessThanOrEqual(4 * 0.01 * r + 1e-12);
    expect(near[0]).toBeCloseTo(0.01 / (1 - r), 6);
  });
});
