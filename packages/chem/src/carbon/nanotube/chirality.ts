import { carbonError } from '../lattice/carbon-error.js';

/**
 * The geometry of an (n, m) tube from its chiral vector Ch = n·a1 + m·a2 on graphene with |a1| = |a2| =
 * a = √3·Rcc (Dresselhaus, Dresselhaus & Eklund; Saito, Dresselhaus & Dresselhaus, Physical Properties of
 * Carbon Nanotubes, 1998, ch. 3): diameter d = a√(n² + nm + m²)/π; translation vector T = t1·a1 + t2·a2 with
 * t1 = (2m + n)/dR, t2 = −(2n + m)/dR, dR = gcd(2m + n, 2n + m); |T| = √3·|Ch|/dR; atoms per cell
 * N = 4(n² + nm + m²)/dR.
 */
export interface Chirality {
  readonly n: number;
  readonly m: number;
  readonly dR: number;
  readonly t1: number;
  readonly t2: number;
  /** Diameter, Å. */
  readonly diameter: number;
  /** |Ch| = π·d, Å. */
  readonly circumference: number;
  /** |T|: the tube's period along its axis, Å. */
  readonly period: number;
  readonly atomsPerCell: number;
  /** Chiral angle θ (0° zigzag, 30° armchair): cos θ = (2n + m)/(2√(n² + nm + m²)). */
  readonly chiralAngle: number;
}

/** Largest index accepted; the atom-count limit of a build usually stops a request first. */
export const MAX_CHIRAL_INDEX = 500;

export function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** Refuses indices other than integers with 0 ≤ m ≤ n, 1 ≤ n (every tube once: (m, n) mirrors (n, m)). */
export function checkChirality(n: number, m: number): void {
  const ok =
    Number.isInteger(n) && Number.isInteger(m) && m >= 0 && m <= n && n >= 1 && n <= MAX_CHIRAL_INDEX;
  if (!ok) {
    throw carbonError(
      'chirality',
      `A tube (n, m) needs integers with 0 ≤ m ≤ n, 1 ≤ n ≤ ${MAX_CHIRAL_INDEX}; got (${n}, ${m}).`,
      {
        field: 'chirality',
        n,
        m,
        max: MAX_CHIRAL_INDEX,
      },
    );
  }
}

export function chirality(n: number, m: number, rcc: number): Chirality {
  checkChirality(n, m);
  const a = Math.sqrt(3) * rcc;
  const q = n * n + n * m + m * m;
  const dR = gcd(2 * m + n, 2 * n + m);
  const circumference = a * Math.sqrt(q);
  return {
    n,
    m,
    dR,
    t1: (2 * m + n) / dR,
    t2: -(2 * n + m) / dR,
    diameter: circumference / Math.PI,
    circumference,
    period: (Math.sqrt(3) * circumference) / dR,
    atomsPerCell: (4 * q) / dR,
    chiralAngle: (Math.acos((2 * n + m) / (2 * Math.sqrt(q))) * 180) / Math.PI,
  };
}
