import type { Cell } from '../../core/cell.js';
import { toFractional } from '../../core/cell.js';
import { ChemError } from '../../core/errors.js';
import { cross, dot, norm } from '../../core/vec3.js';
import type { Vec3 } from '../../core/vec3.js';
import { erfc } from './erfc.js';

/** How the periodic sums are cut off; the defaults give kernels converged to about 1e-11 (relative). */
export interface EwaldOptions {
  /** Ewald splitting parameter α (Å⁻¹): erfc(αr)/r in real space; default from the cell volume. */
  readonly alpha?: number;
  /** Terms below this relative size are dropped: erfc(α r_c) and exp(−k_c²/4α²); default 1e-12. */
  readonly tolerance?: number;
}

/**
 * A pair term summed over lattice images in real space: f(R, i, j) for every image of atom j within
 * `cutoff` of atom i (the image at R = 0 of atom i itself left out).
 */
export interface RealSpaceTerm {
  readonly cutoff: number;
  readonly f: (r: number, i: number, j: number) => number;
}

/** The Ewald cut-offs for a splitting parameter and tolerance. */
export function ewaldCutoffs(
  cell: Cell,
  options: EwaldOptions = {},
): { alpha: number; real: number; reciprocal: number } {
  const tolerance = options.tolerance ?? 1e-12;
  const s = Math.sqrt(-Math.log(tolerance));
  // Real-space images cost an erfc each, reciprocal vectors a rank-2 update: α a little above the
  // √π/V^⅓ that equal counts would give (2.2× was fastest for IRMOF-1: 424 atoms, a = 25.8 Å).
  const alpha = options.alpha ?? (2.2 * Math.sqrt(Math.PI)) / Math.cbrt(cell.volume);
  return { alpha, real: s / alpha, reciprocal: 2 * alpha * s };
}

/**
 * The periodic Coulomb kernel ψ (n×n, row-major, in e/Å: multiply by e²/4πε₀): the potential at atom
 * i of unit charges on atom j and all its lattice images, by Ewald summation,
 *   ψᵢⱼ = Σ_L erfc(α|rᵢⱼ+L|)/|rᵢⱼ+L| + (4π/V) Σ_{k≠0} exp(−k²/4α²)/k² cos(k·rᵢⱼ) − π/(α²V) − δᵢⱼ 2α/√π,
 * with the L = 0 term left out for i = j. The constant −π/(α²V) is the neutralising background, so
 * that a charged cell's energy ½qᵀψq does not depend on α either. Extra short-range pair terms
 * (`extra`) are summed over the same images and added.
 */
export function ewaldKernel(
  positions: Float64Array,
  cell: Cell,
  options: EwaldOptions = {},
  extra?: RealSpaceTerm,
): Float64Array {
  const n = positions.length / 3;
  const { alpha, real, reciprocal } = ewaldCutoffs(cell, options);
  const psi = new Float64Array(n * n);
  addRealSpace(psi, positions, cell, alpha, real, extra);
  addReciprocal(psi, positions, cell, alpha, reciprocal);
  const diagonal = (-2 * alpha) / Math.sqrt(Math.PI);
  const background = -Math.PI / (alpha * alpha * cell.volume);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      const v = psi[i * n + j]! + background + (i === j ? diagonal : 0);
      psi[i * n + j] = v;
      psi[j * n + i] = v;
    }
  }
  return psi;
}

/** Distance between the planes of the cell perpendicular to each lattice vector's dual (Å). */
function widths(cell: Cell): Vec3 {
  const [a, b, c] = cell.vectors;
  return [cell.volume / norm(cross(b, c)), cell.volume / norm(cross(c, a)), cell.volume / norm(cross(a, b))];
}

/** Upper triangle (j ≥ i) of the real-space sums, over the images within the larger cut-off. */
function addRealSpace(
  psi: Float64Array,
  pos: Float64Array,
  cell: Cell,
  alpha: number,
  cutoff: number,
  extra: RealSpaceTerm | undefined,
): void {
  const n = pos.length / 3;
  const rc = Math.max(cutoff, extra?.cutoff ?? 0);
  const rc2 = rc * rc;
  const [a, b, c] = cell.vectors;
  const offsets = latticeOffsets(cell, rc);
  const frac = fractional(pos, cell);
  for (let i = 0; i < n; i++) {
    for (let j = i; j < n; j++) {
      // The difference wrapped into the cell (fractional −½…½), then in Å.
      const f0 = frac[3 * j]! - frac[3 * i]!;
      const f1 = frac[3 * j + 1]! - frac[3 * i + 1]!;
      const f2 = frac[3 * j + 2]! - frac[3 * i + 2]!;
      const g0 = f0 - Math.round(f0);
      const g1 = f1 - Math.round(f1);
      const g2 = f2 - Math.round(f2);
      const dx = g0 * a[0] + g1 * b[0] + g2 * c[0];
      const dy = g0 * a[1] + g1 * b[1] + g2 * c[1];
      const dz = g0 * a[2] + g1 * b[2] + g2 * c[2];
      let sum = 0;
      for (let o = 0; o < offsets.length; o += 3) {
        const x = dx + offsets[o]!;
        const y = dy + offsets[o + 1]!;
        const z = dz + offsets[o + 2]!;
        const r2 = x * x + y * y + z * z;
        if (r2 > rc2) continue;
        if (r2 < 1e-12) {
          if (i === j) continue; // the atom itself
          throw coincident(i, j);
        }
        const r = Math.sqrt(r2);
        if (r <= cutoff) sum += erfc(alpha * r) / r;
        if (extra !== undefined && r <= extra.cutoff) sum += extra.f(r, i, j);
      }
      psi[i * n + j] = psi[i * n + j]! + sum;
    }
  }
}

/**
 * The lattice translations u·a + v·b + w·c (flat x, y, z) that can bring a wrapped difference
 * (fractional −½…½) within rc: |u| ≤ rc/width + ½ along each axis, and |L| ≤ rc + the half-diagonal.
 */
function latticeOffsets(cell: Cell, rc: number): Float64Array {
  const [a, b, c] = cell.vectors;
  const m = widths(cell).map((width) => Math.floor(rc / width + 0.5));
  const reach = rc + 0.5 * (norm(a) + norm(b) + norm(c));
  const out: number[] = [];
  for (let u = -m[0]!; u <= m[0]!; u++) {
    for (let v = -m[1]!; v <= m[1]!; v++) {
      for (let t = -m[2]!; t <= m[2]!; t++) {
        const x = u * a[0] + v * b[0] + t * c[0];
        const y = u * a[1] + v * b[1] + t * c[1];
        const z = u * a[2] + v * b[2] + t * c[2];
        if (Math.hypot(x, y, z) <= reach) out.push(x, y, z);
      }
    }
  }
  return Float64Array.from(out);
}

function coincident(i: number, j: number): ChemError {
  return new ChemError(
    'invalid-molecule',
    `Atoms ${i + 1} and ${j + 1} are at the same position (through the periodic cell).`,
    [i, j],
  );
}

function fractional(pos: Float64Array, cell: Cell): Float64Array {
  const out = new Float64Array(pos.length);
  for (let i = 0; i < pos.length; i += 3) {
    const f = toFractional(cell, [pos[i]!, pos[i + 1]!, pos[i + 2]!]);
    out[i] = f[0];
    out[i + 1] = f[1];
    out[i + 2] = f[2];
  }
  return out;
}

/**
 * Upper triangle of (4π/V) Σ_{k≠0} exp(−k²/4α²)/k² cos(k·rᵢⱼ), over half of k-space (k and −k give
 * the same term): cos(k·rᵢ − k·rⱼ) = cᵢcⱼ + sᵢsⱼ, so each k is one rank-2 update.
 */
function addReciprocal(psi: Float64Array, pos: Float64Array, cell: Cell, alpha: number, kc: number): void {
  const n = pos.length / 3;
  const [a, b, c] = cell.vectors;
  const twoPiOverV = (2 * Math.PI) / dot(a, cross(b, c));
  const recip = [cross(b, c), cross(c, a), cross(a, b)].map((v) => v.map((x) => x * twoPiOverV));
  const [ka, kb, kcv] = recip as [number[], number[], number[]];
  // k·a = 2π·u, so |k| ≤ kc needs |u| ≤ kc·|a|/2π (likewise for b and c).
  const m = [a, b, c].map((v) => Math.floor((kc * norm(v)) / (2 * Math.PI))) as unknown as Vec3;
  const cosv = new Float64Array(n);
  const sinv = new Float64Array(n);
  const pref = (4 * Math.PI) / cell.volume;
  for (let u = 0; u <= m[0]; u++) {
    for (let v = u === 0 ? 0 : -m[1]; v <= m[1]; v++) {
      for (let t = u === 0 && v === 0 ? 1 : -m[2]; t <= m[2]; t++) {
        const kx = u * ka[0]! + v * kb[0]! + t * kcv[0]!;
        const ky = u * ka[1]! + v * kb[1]! + t * kcv[1]!;
        const kz = u * ka[2]! + v * kb[2]! + t * kcv[2]!;
        const k2 = kx * kx + ky * ky + kz * kz;
        if (k2 > kc * kc) continue;
        const weight = (2 * pref * Math.exp(-k2 / (4 * alpha * alpha))) / k2;
        for (let i = 0; i < n; i++) {
          const phase = kx * pos[3 * i]! + ky * pos[3 * i + 1]! + kz * pos[3 * i + 2]!;
          cosv[i] = Math.cos(phase);
          sinv[i] = Math.sin(phase);
        }
        rankTwoUpper(psi, n, cosv, sinv, weight);
      }
    }
  }
}

/** psi[i][j] += w·(cᵢcⱼ + sᵢsⱼ) for j ≥ i. */
function rankTwoUpper(psi: Float64Array, n: number, c: Float64Array, s: Float64Array, w: number): void {
  for (let i = 0; i < n; i++) {
    const ci = w * c[i]!;
    const si = w * s[i]!;
    const row = i * n;
    for (let j = i; j < n; j++) psi[row + j] = psi[row + j]! + ci * c[j]! + si * s[j]!;
  }
}
