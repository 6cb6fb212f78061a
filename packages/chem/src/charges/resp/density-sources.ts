import { ChemError } from '../../core/errors.js';

/** One contracted Cartesian Gaussian shell (atomic units). */
export interface GaussianShell {
  /** 0-based atom the shell sits on. */
  readonly atom: number;
  /** 0 (s), 1 (p) or 2 (d, six Cartesian functions). */
  readonly l: number;
  readonly exponents: readonly number[];
  /**
   * Contraction coefficients of the primitives x^l e^{−α r²} as they are (normalisation included),
   * as xtb writes them into molden.input; see componentFactor for the other components.
   */
  readonly coefficients: readonly number[];
}

/**
 * A one-determinant electron density in a Cartesian Gaussian basis, the input of gaussianEsp.
 * Basis functions run shell by shell; within a shell x, y, z for p and xx, yy, zz, xy, xz, yz for d
 * (Molden's order), each component normalised on its own.
 */
export interface GaussianDensity {
  /** Atom positions, bohr, interleaved. */
  readonly centers: Float64Array;
  /** The charge of each atom's core as the model sees it (e; valence charge for a valence method). */
  readonly coreCharges: Float64Array;
  readonly shells: readonly GaussianShell[];
  /** Density matrix P_μν = Σ_i n_i C_μi C_νi, nbf × nbf, row-major. */
  readonly density: Float64Array;
}

/**
 * Which primitive products are kept. xtb's ESP (esp.f, preints/espints) drops the product of
 * primitives a, b of the basis functions μ, ν when |P'| < 1e-4, α_a α_b R²/(α_a + α_b) ≥ 10,
 * |c_a c_b P'| ≤ 1e-5 or |c_a c_b e^{−α_a α_b R²/(α_a+α_b)} P'| ≤ 5e-7, with P' = P_μμ on the diagonal
 * and 2 P_μν off it; XTB_ESP_SCREENING repeats exactly that so the potential matches what xtb --esp
 * printed, NO_SCREENING keeps every product.
 */
export interface DensityScreening {
  readonly density: number;
  readonly exponent: number;
  readonly coefficient: number;
  readonly product: number;
}
export const XTB_ESP_SCREENING: DensityScreening = {
  density: 1e-4,
  exponent: 10,
  coefficient: 1e-5,
  product: 5e-7,
};
export const NO_SCREENING: DensityScreening = { density: 0, exponent: Infinity, coefficient: 0, product: 0 };

/**
 * The density as a sum of Hermite Gaussians (McMurchie–Davidson): each kept primitive product is
 * one source with exponent γ, centre P and coefficients D_tuv (t + u + v ≤ order) that already hold
 * the density matrix, the contraction and normalisation factors and 2π/γ, so that its potential is
 * Σ_tuv D_tuv R_tuv(γ, P − C). Sources are grouped by order so the point loop is branch-free, and
 * packed SOURCE_HEADER + hermiteTerms(order) numbers each: P (bohr), γ, √π / (2√γ), then D in
 * hermiteIndex order.
 */
export interface HermiteSources {
  readonly order: number;
  readonly count: number;
  readonly stride: number;
  readonly data: Float64Array;
}
export const SOURCE_HEADER = 5;

/** Cartesian exponents (i, j, k) of the components of a shell of angular momentum l. */
export const CARTESIAN: readonly (readonly (readonly [number, number, number])[])[] = [
  [[0, 0, 0]],
  [
    [1, 0, 0],
    [0, 1, 0],
    [0, 0, 1],
  ],
  [
    [2, 0, 0],
    [0, 2, 0],
    [0, 0, 2],
    [1, 1, 0],
    [1, 0, 1],
    [0, 1, 1],
  ],
];

/** Number of Hermite terms t + u + v ≤ L. */
export const hermiteTerms = (order: number): number => ((order + 1) * (order + 2) * (order + 3)) / 6;

/** The (t, u, v) of every Hermite term up to `order`, by total degree then t descending, u descending. */
export function hermiteIndex(order: number): [number, number, number][] {
  const out: [number, number, number][] = [];
  for (let n = 0; n <= order; n++) {
    for (let t = n; t >= 0; t--) for (let u = n - t; u >= 0; u--) out.push([t, u, n - t - u]);
  }
  return out;
}

const doubleFactorial = (n: number): number => (n <= 1 ? 1 : n * doubleFactorial(n - 2));

/**
 * N(i, j, k) / N(l, 0, 0) for a component x^i y^j z^k of a shell of l = i + j + k: a shell's
 * coefficients normalise its x^l function; the others (xy, xz, yz of d: √3) are normalised alike.
 */
export function componentFactor(c: readonly [number, number, number]): number {
  const l = c[0] + c[1] + c[2];
  return Math.sqrt(
    doubleFactorial(2 * l - 1) /
      (doubleFactorial(2 * c[0] - 1) * doubleFactorial(2 * c[1] - 1) * doubleFactorial(2 * c[2] - 1)),
  );
}

/** Checks the pieces of a density fit together; returns the index of each shell's first function. */
export function shellOffsets(d: GaussianDensity): Int32Array {
  const offsets = new Int32Array(d.shells.length + 1);
  d.shells.forEach((s, i) => {
    if (!(s.l >= 0 && s.l <= 2) || !Number.isInteger(s.l)) {
      throw new ChemError(
        'invalid-molecule',
        `ESP: shell ${i + 1} has angular momentum ${s.l}; s, p and d are supported.`,
      );
    }
    if (s.atom < 0 || 3 * s.atom >= d.centers.length || s.exponents.length !== s.coefficients.length) {
      throw new ChemError(
        'invalid-molecule',
        `ESP: shell ${i + 1} names no atom or has unpaired primitives.`,
      );
    }
    offsets[i + 1] = offsets[i]! + CARTESIAN[s.l]!.length;
  });
  const n = offsets[d.shells.length]!;
  if (d.density.length !== n * n || d.coreCharges.length * 3 !== d.centers.length) {
    throw new ChemError(
      'invalid-molecule',
      `ESP: the density matrix is not ${n} × ${n} or the cores do not match the atoms.`,
    );
  }
  return offsets;
}
