import { ChemError } from '../../core/errors.js';
import { boys, boys0, BOYS_ASYMPTOTIC_T } from './boys.js';
import type { DensityScreening, GaussianDensity, HermiteSources } from './density-sources.js';
import { hermiteIndex, hermiteTerms, NO_SCREENING, SOURCE_HEADER } from './density-sources.js';
import { hermiteSources } from './hermite-sources.js';

/**
 * The electrostatic potential (hartree/e) of a molecule's cores and Gaussian electron density at
 * points (bohr, interleaved): V(C) = Σ_A Z_A / |A − C| − Σ_μν P_μν ∫ χ_μ χ_ν / |r − C| dr, the
 * integrals exact (McMurchie–Davidson with the Boys function, boys.ts), every basis-function product
 * written once as Hermite Gaussians (hermite-sources.ts) so a point costs one pass over them.
 * `screening` drops the negligible products; NO_SCREENING keeps all.
 */
export function gaussianEsp(
  density: GaussianDensity,
  pointsBohr: Float64Array,
  screening: DensityScreening = NO_SCREENING,
): Float64Array {
  const out = new Float64Array(pointsBohr.length / 3);
  gaussianEspEvaluator(density, screening).evaluate(pointsBohr, out, 0, out.length);
  return out;
}

/** gaussianEsp in parts: the sources are built once, then any range of points is evaluated. */
export interface GaussianEspEvaluator {
  /** Hermite sources kept after screening. */
  readonly sourceCount: number;
  /** Writes the potential at points from … to − 1 (bohr, interleaved) into out[from … to − 1]. */
  evaluate(pointsBohr: Float64Array, out: Float64Array, from: number, to: number): void;
}

export function gaussianEspEvaluator(
  density: GaussianDensity,
  screening: DensityScreening = NO_SCREENING,
): GaussianEspEvaluator {
  const sources = hermiteSources(density, screening);
  const scratch = new Float64Array(8);
  const generic = sources.filter((s) => s.order > 2 && s.count > 0).map(genericTables);
  return {
    sourceCount: sources.reduce((n, s) => n + s.count, 0),
    evaluate(pointsBohr, out, from, to) {
      for (let i = from; i < to; i++) {
        const x = pointsBohr[3 * i]!;
        const y = pointsBohr[3 * i + 1]!;
        const z = pointsBohr[3 * i + 2]!;
        let v = corePotential(density, x, y, z);
        v -= order0(sources[0]!, x, y, z);
        v -= order1(sources[1]!, x, y, z, scratch);
        v -= order2(sources[2]!, x, y, z, scratch);
        for (const g of generic) v -= orderN(g, x, y, z);
        out[i] = v;
      }
    },
  };
}

function corePotential(d: GaussianDensity, x: number, y: number, z: number): number {
  let v = 0;
  const c = d.centers;
  for (let a = 0; a < d.coreCharges.length; a++) {
    const r = Math.hypot(c[3 * a]! - x, c[3 * a + 1]! - y, c[3 * a + 2]! - z);
    if (!(r > 1e-8)) throw new ChemError('invalid-molecule', 'ESP: a grid point sits on an atom.', [a]);
    v += d.coreCharges[a]! / r;
  }
  return v;
}

/**
 * The loops below read each source as P (3), γ, √π/(2√γ), D. Past BOYS_ASYMPTOTIC_T the Boys
 * function is its asymptote, F_0 = √π/(2√γ r), and B_n = (−2γ)ⁿ F_n = −(2n − 1) B_{n−1} / r²:
 * a point multipole, no table.
 */

/** s–s products: D F_0(γ R²). */
function order0(s: HermiteSources, x: number, y: number, z: number): number {
  const { data, stride } = s;
  const end = s.count * stride;
  let v = 0;
  for (let o = 0; o < end; o += stride) {
    const dx = data[o]! - x;
    const dy = data[o + 1]! - y;
    const dz = data[o + 2]! - z;
    const r2 = dx * dx + dy * dy + dz * dz;
    const t = data[o + 3]! * r2;
    v += data[o + 5]! * (t >= BOYS_ASYMPTOTIC_T ? data[o + 4]! / Math.sqrt(r2) : boys0(t));
  }
  return v;
}

/** Products of total order 1: R_000 = B_0, R_100 = X B_1 … with B_n = (−2γ)ⁿ F_n. */
function order1(s: HermiteSources, x: number, y: number, z: number, f: Float64Array): number {
  const { data, stride } = s;
  const end = s.count * stride;
  let v = 0;
  for (let o = 0; o < end; o += stride) {
    const dx = data[o]! - x;
    const dy = data[o + 1]! - y;
    const dz = data[o + 2]! - z;
    const r2 = dx * dx + dy * dy + dz * dz;
    const g = data[o + 3]!;
    const t = g * r2;
    let b0: number;
    let b1: number;
    if (t >= BOYS_ASYMPTOTIC_T) {
      b0 = data[o + 4]! / Math.sqrt(r2);
      b1 = -b0 / r2;
    } else {
      boys(1, t, f);
      b0 = f[0]!;
      b1 = -2 * g * f[1]!;
    }
    v += data[o + 5]! * b0 + b1 * (data[o + 6]! * dx + data[o + 7]! * dy + data[o + 8]! * dz);
  }
  return v;
}

/** Products of total order 2 (p–p, s–d): R_200 = B_1 + X² B_2, R_110 = X Y B_2 … */
function order2(s: HermiteSources, x: number, y: number, z: number, f: Float64Array): number {
  const { data: c, stride } = s;
  const end = s.count * stride;
  let v = 0;
  for (let o = 0; o < end; o += stride) {
    const dx = c[o]! - x;
    const dy = c[o + 1]! - y;
    const dz = c[o + 2]! - z;
    const r2 = dx * dx + dy * dy + dz * dz;
    const g = c[o + 3]!;
    const t = g * r2;
    let b0: number;
    let b1: number;
    let b2: number;
    if (t >= BOYS_ASYMPTOTIC_T) {
      const inv = 1 / r2;
      b0 = c[o + 4]! / Math.sqrt(r2);
      b1 = -b0 * inv;
      b2 = -3 * b1 * inv;
    } else {
      boys(2, t, f);
      b0 = f[0]!;
      b1 = -2 * g * f[1]!;
      b2 = 4 * g * g * f[2]!;
    }
    const d = o + 5;
    v +=
      c[d]! * b0 +
      b1 * (c[d + 1]! * dx + c[d + 2]! * dy + c[d + 3]! * dz + c[d + 4]! + c[d + 7]! + c[d + 9]!) +
      b2 *
        (dx * (c[d + 4]! * dx + c[d + 5]! * dy + c[d + 6]! * dz) +
          dy * (c[d + 7]! * dy + c[d + 8]! * dz) +
          c[d + 9]! * dz * dz);
  }
  return v;
}

interface GenericTables {
  readonly s: HermiteSources;
  readonly index: [number, number, number][];
  readonly f: Float64Array;
  /** R^n_tuv, indexed ((t · m + u) · m + v) · m + n with m = order + 1. */
  readonly r: Float64Array;
}

function genericTables(s: HermiteSources): GenericTables {
  const m = s.order + 1;
  return { s, index: hermiteIndex(s.order), f: new Float64Array(m), r: new Float64Array(m * m * m * m) };
}

/** Orders 3 and 4 (p–d, d–d) by the McMurchie–Davidson recursion on R^n_tuv. */
function orderN(g: GenericTables, x: number, y: number, z: number): number {
  const { s, index, f, r } = g;
  const L = s.order;
  const m = L + 1;
  const terms = hermiteTerms(L);
  const at = (t: number, u: number, w: number, n: number): number => ((t * m + u) * m + w) * m + n;
  let v = 0;
  for (let k = 0; k < s.count; k++) {
    const o = k * s.stride;
    const X = s.data[o]! - x;
    const Y = s.data[o + 1]! - y;
    const Z = s.data[o + 2]! - z;
    const gam = s.data[o + 3]!;
    boys(L, gam * (X * X + Y * Y + Z * Z), f);
    let scale = 1;
    for (let n = 0; n <= L; n++, scale *= -2 * gam) r[at(0, 0, 0, n)] = scale * f[n]!;
    for (let n = L - 1; n >= 0; n--) {
      for (let deg = 1; deg <= L - n; deg++) {
        for (let t = deg; t >= 0; t--) {
          for (let u = deg - t; u >= 0; u--) {
            const w = deg - t - u;
            r[at(t, u, w, n)] =
              t > 0
                ? X * r[at(t - 1, u, w, n + 1)]! + (t > 1 ? (t - 1) * r[at(t - 2, u, w, n + 1)]! : 0)
                : u > 0
                  ? Y * r[at(0, u - 1, w, n + 1)]! + (u > 1 ? (u - 1) * r[at(0, u - 2, w, n + 1)]! : 0)
                  : Z * r[at(0, 0, w - 1, n + 1)]! + (w > 1 ? (w - 1) * r[at(0, 0, w - 2, n + 1)]! : 0);
          }
        }
      }
    }
    for (let n = 0; n < terms; n++) {
      const [t, u, w] = index[n]!;
      v += s.data[o + SOURCE_HEADER + n]! * r[at(t, u, w, 0)]!;
    }
  }
  return v;
}
