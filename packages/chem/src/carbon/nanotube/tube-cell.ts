import type { Chirality } from './chirality.js';

/**
 * One translational cell of an (n, m) tube, cut from graphene and rolled (Saito et al. 1998, ch. 3). Graphene
 * points are kept in integer units of a/3 along a1 and a2 — A atoms at (3i, 3j), B atoms at (3i + 1, 3j + 1) —
 * so the projections on Ch and T are exact integer fractions and the cell's edges never depend on round-off:
 * a point is in the cell when 0 ≤ s < 1 and 0 ≤ t < 1, s = r·Ch/|Ch|², t = r·T/|T|².
 */
export interface TubeCell {
  /** Per atom: angle around the axis (s·2π, radians) and height in the cell (t·|T|, Å). */
  readonly atoms: readonly { readonly phi: number; readonly z: number }[];
  /** Bonds: atom b lies `shift` cells further along the axis than atom a. */
  readonly links: readonly { readonly a: number; readonly b: number; readonly shift: number }[];
}

/** The three B neighbours of an A atom at (I, J), in units of a/3 (δ1 = (a1 + a2)/3, δ1 − a1, δ1 − a2). */
const B_OFFSETS = [
  [1, 1],
  [-2, 1],
  [1, -2],
] as const;

export function tubeCell(c: Chirality): TubeCell {
  const { n, m, t1, t2 } = c;
  // Integer numerators of s and t for a point (I, J) in units of a/3, and their common denominators.
  const sNum = (I: number, J: number): number => (2 * n + m) * I + (n + 2 * m) * J;
  const tNum = (I: number, J: number): number => (2 * t1 + t2) * I + (t1 + 2 * t2) * J;
  const sDen = 6 * (n * n + n * m + m * m);
  const tDen = 6 * (t1 * t1 + t1 * t2 + t2 * t2);
  const mod = (v: number, d: number): number => ((v % d) + d) % d;
  const key = (s: number, t: number): string => `${s},${t}`;

  const index = new Map<string, number>();
  const atoms: { phi: number; z: number }[] = [];
  const aSites: [number, number][] = [];
  // The cell is the parallelogram 0, Ch, T, Ch + T: (0, 0), (n, m), (t1, t2), (n + t1, m + t2) in a1, a2.
  const is = [0, n, t1, n + t1];
  const js = [0, m, t2, m + t2];
  for (let i = Math.min(...is) - 1; i <= Math.max(...is) + 1; i++) {
    for (let j = Math.min(...js) - 1; j <= Math.max(...js) + 1; j++) {
      for (const d of [0, 1]) {
        const I = 3 * i + d;
        const J = 3 * j + d;
        const s = sNum(I, J);
        const t = tNum(I, J);
        if (s < 0 || s >= sDen || t < 0 || t >= tDen) continue;
        index.set(key(s, t), atoms.length);
        if (d === 0) aSites.push([I, J]);
        atoms.push({ phi: (2 * Math.PI * s) / sDen, z: (t / tDen) * c.period });
      }
    }
  }
  const links: { a: number; b: number; shift: number }[] = [];
  for (const [I, J] of aSites) {
    const from = index.get(key(sNum(I, J), tNum(I, J)))!;
    for (const [di, dj] of B_OFFSETS) {
      const t = tNum(I + di, J + dj);
      const shift = Math.floor(t / tDen);
      const to = index.get(key(mod(sNum(I + di, J + dj), sDen), t - shift * tDen));
      if (to === undefined) throw new Error(`tubeCell(${n}, ${m}): a neighbour fell outside the cell`);
      links.push({ a: from, b: to, shift });
    }
  }
  return { atoms, links };
}
