import { bondPairs } from './fullerene-graph.js';
import type { FullereneGraph } from './fullerene-graph.js';

/** What every built cage is checked for (and what the bench reports). */
export interface CageReport {
  readonly pentagons: number;
  /** Every atom has exactly 3 distinct bonded neighbours. */
  readonly cubic: boolean;
  /** Shortest distance between atoms that are not bonded, Å. */
  readonly minNonBonded: number;
  /** Shortest distance between two bonds that share no atom, Å (bonds crossing or touching: ~0). */
  readonly minBondSeparation: number;
  readonly bondMin: number;
  readonly bondMax: number;
  /** Twice the mean distance of the atoms from their centroid, Å. */
  readonly diameter: number;
}

/** Non-bonded atoms closer than this are an error (1–3 distances are ~2.4 Å, van der Waals C ~3.4 Å). */
export const MIN_NON_BONDED = 2.0;
/**
 * Bonds sharing no atom closer than this cross or nearly so: the closest such pair in a sound cage is two
 * bonds joined end to end by a third, one bond length (~1.4 Å) apart.
 */
export const MIN_BOND_SEPARATION = 1.0;

export function checkCage(g: FullereneGraph, x: Float64Array): CageReport {
  const n = g.atomCount;
  const bonds = bondPairs(g);
  const bonded = new Set(bonds.map(([a, b]) => a * n + b));
  const dist = (a: number, b: number): number =>
    Math.hypot(x[3 * a]! - x[3 * b]!, x[3 * a + 1]! - x[3 * b + 1]!, x[3 * a + 2]! - x[3 * b + 2]!);
  let minNonBonded = Infinity;
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++)
      if (!bonded.has(a * n + b)) minNonBonded = Math.min(minNonBonded, dist(a, b));
  }
  const lengths = bonds.map(([a, b]) => dist(a, b));
  const centre = [0, 1, 2].map(
    (k) => Array.from({ length: n }, (_, i) => x[3 * i + k]!).reduce((s, v) => s + v, 0) / n,
  );
  const radius = Array.from({ length: n }, (_, i) =>
    Math.hypot(x[3 * i]! - centre[0]!, x[3 * i + 1]! - centre[1]!, x[3 * i + 2]! - centre[2]!),
  );
  return {
    pentagons: g.faces.filter((f) => f.length === 5).length,
    cubic: isCubic(g),
    minNonBonded,
    minBondSeparation: minBondSeparation(bonds, x),
    bondMin: Math.min(...lengths),
    bondMax: Math.max(...lengths),
    diameter: (2 * radius.reduce((s, r) => s + r, 0)) / n,
  };
}

export const cagePasses = (r: CageReport): boolean =>
  r.pentagons === 12 &&
  r.cubic &&
  r.minNonBonded >= MIN_NON_BONDED &&
  r.minBondSeparation >= MIN_BOND_SEPARATION;

function isCubic(g: FullereneGraph): boolean {
  for (let a = 0; a < g.atomCount; a++) {
    const s = new Set([0, 1, 2].map((i) => g.neighbours[3 * a + i]!));
    if (s.size !== 3 || s.has(a)) return false;
    for (const b of s) if (![0, 1, 2].some((i) => g.neighbours[3 * b + i] === a)) return false;
  }
  return true;
}

function minBondSeparation(bonds: readonly [number, number][], x: Float64Array): number {
  let best = Infinity;
  for (let i = 0; i < bonds.length; i++) {
    const [a, b] = bonds[i]!;
    for (let j = i + 1; j < bonds.length; j++) {
      const [c, d] = bonds[j]!;
      if (a === c || a === d || b === c || b === d) continue;
      best = Math.min(best, segmentDistance(x, a, b, c, d));
    }
  }
  return best;
}

/** Distance between segments ab and cd (clamped closest points). */
function segmentDistance(x: Float64Array, a: number, b: number, c: number, d: number): number {
  const p = (i: number, k: number): number => x[3 * i + k]!;
  const u = [0, 1, 2].map((k) => p(b, k) - p(a, k));
  const v = [0, 1, 2].map((k) => p(d, k) - p(c, k));
  const w = [0, 1, 2].map((k) => p(a, k) - p(c, k));
  const dot = (m: number[], q: number[]): number => m[0]! * q[0]! + m[1]! * q[1]! + m[2]! * q[2]!;
  const [uu, uv, vv, uw, vw] = [dot(u, u), dot(u, v), dot(v, v), dot(u, w), dot(v, w)];
  const den = uu * vv - uv * uv;
  let s = den > 1e-12 ? clamp((uv * vw - vv * uw) / den) : 0;
  let t = clamp((uv * s + vw) / vv);
  s = clamp((uv * t - uw) / uu);
  t = clamp((uv * s + vw) / vv);
  return Math.hypot(...[0, 1, 2].map((k) => w[k]! + s * u[k]! - t * v[k]!));
}

const clamp = (v: number): number => Math.min(1, Math.max(0, v));
