import { describe, expect, it } from 'vitest';
import { boys, BOYS_ASYMPTOTIC_T, BOYS_MAX_ORDER } from './boys.js';
import type { GaussianDensity, GaussianShell } from './density-sources.js';
import { NO_SCREENING, XTB_ESP_SCREENING } from './density-sources.js';
import { gaussianEsp } from './gaussian-esp.js';

/** ∫₀¹ t²ⁿ e^{−T t²} dt by composite Simpson (20,000 intervals): the definition, independently. */
function boysByQuadrature(n: number, t: number): number {
  const steps = 20_000;
  const h = 1 / steps;
  const f = (x: number): number => x ** (2 * n) * Math.exp(-t * x * x);
  let s = f(0) + f(1);
  for (let k = 1; k < steps; k++) s += (k % 2 === 1 ? 4 : 2) * f(k * h);
  return (s * h) / 3;
}

/** A normalised primitive x^l e^{−α r²}: its coefficient is the normalisation, as xtb writes it. */
function primitive(atom: number, l: number, alpha: number): GaussianShell {
  const norm =
    (Math.pow((2 * alpha) / Math.PI, 0.75) * Math.pow(4 * alpha, l / 2)) / Math.sqrt([1, 1, 3][l]!);
  return { atom, l, exponents: [alpha], coefficients: [norm] };
}

function density(
  shells: GaussianShell[],
  p: number[][],
  cores: number[],
  centers: number[],
): GaussianDensity {
  return {
    centers: Float64Array.from(centers),
    coreCharges: Float64Array.from(cores),
    shells,
    density: Float64Array.from(p.flat()),
  };
}

describe('Boys function', () => {
  it('matches its defining integral from T = 0 to past the asymptotic switch, every order', () => {
    const out = new Float64Array(BOYS_MAX_ORDER + 1);
    for (const t of [0, 1e-3, 0.024, 0.7, 5.3, 17.93, 35.99, BOYS_ASYMPTOTIC_T, 36.01, 50]) {
      boys(BOYS_MAX_ORDER, t, out);
      for (let n = 0; n <= BOYS_MAX_ORDER; n++) {
        const ref = boysByQuadrature(n, t);
        expect(Math.abs(out[n]! - ref) / ref, `F_${n}(${t})`).toBeLessThan(1e-11);
      }
    }
  });
});

describe('gaussianEsp', () => {
  it('a normalised s density has the potential erf(√(2α) R) / R (erf(1), erf(2) from tables)', () => {
    // χ² = N² e^{−2α r²} integrates to 1: its potential at R is erf(√(2α) R) / R.
    const alpha = 0.5;
    const d = density([primitive(0, 0, alpha)], [[1]], [1], [0, 0, 0]);
    const erf1 = 0.8427007929497149; // Abramowitz & Stegun table 7.1
    const erf2 = 0.9953222650189527;
    const v = gaussianEsp(d, Float64Array.from([1, 0, 0, 0, 0, 2]));
    expect(v[0]).toBeCloseTo(1 - erf1, 12);
    expect(v[1]).toBeCloseTo((1 - erf2) / 2, 12);
  });

  it('a p_x² density far away: monopole plus its quadrupole, −1/R + 1/(4αR³) on the z axis', () => {
    // <x²> = 3/(4α), <y²> = <z²> = 1/(4α): the quadrupole term on z is (3<z²> − <r²>) / (2R³).
    const alpha = 0.8;
    const d = density(
      [primitive(0, 1, alpha)],
      [
        [1, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ],
      [0],
      [0, 0, 0],
    );
    for (const r of [9, 15]) {
      const [v] = gaussianEsp(d, Float64Array.from([0, 0, r]));
      expect(v).toBeCloseTo(-1 / r + 1 / (4 * alpha * r ** 3), 12);
    }
  });

  it('counts an off-diagonal element twice and a d_xy function normalised like d_xx', () => {
    // Two s functions on two centres with P_12 = P_21 = p: the density 2p χ₁χ₂ carries 2p S₁₂
    // electrons; far away its potential is −2p S₁₂ / R (S₁₂ = e^{−αR²/2} for equal exponents).
    const alpha = 0.6;
    const s = [primitive(0, 0, alpha), primitive(1, 0, alpha)];
    const d = density(
      s,
      [
        [0, 0.3],
        [0.3, 0],
      ],
      [0, 0],
      [0, 0, 0, 0, 0, 1.2],
    );
    const [v] = gaussianEsp(d, Float64Array.from([0, 0, 300.6]));
    expect(v! * 300).toBeCloseTo(-2 * 0.3 * Math.exp((-alpha * 1.2 * 1.2) / 2), 9);
    // d_xy alone, P = 1: one electron whatever the component, so −1/R far away.
    const dxy = density(
      [primitive(0, 2, alpha)],
      [0, 0, 0, 1, 0, 0].map((_, i, a) => a.map((__, j) => (i === 3 && j === 3 ? 1 : 0))),
      [0],
      [0, 0, 0],
    );
    const [w] = gaussianEsp(dxy, Float64Array.from([0, 400, 0]));
    expect(w! * 400).toBeCloseTo(-1, 4);
  });

  it('XTB_ESP_SCREENING drops the products xtb drops and keeps the rest', () => {
    // Two s functions 5 bohr apart with α = 1: α α R² / (α + α) = 12.5 ≥ 10, so their product goes.
    const s = [primitive(0, 0, 1), primitive(1, 0, 1)];
    const d = density(
      s,
      [
        [1, 0.5],
        [0.5, 1],
      ],
      [1, 1],
      [0, 0, 0, 5, 0, 0],
    );
    const point = Float64Array.from([2.5, 3, 0]);
    const full = gaussianEsp(d, point, NO_SCREENING)[0]!;
    const screened = gaussianEsp(d, point, XTB_ESP_SCREENING)[0]!;
    const alone = gaussianEsp(
      density(
        s,
        [
          [1, 0],
          [0, 1],
        ],
        [1, 1],
        [0, 0, 0, 5, 0, 0],
      ),
      point,
    )[0]!;
    expect(screened).toBe(alone);
    expect(Math.abs(full - screened)).toBeGreaterThan(1e-8);
  });
});
