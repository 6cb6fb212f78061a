import { covalentRadius, ELEMENTS, symbolOf } from '../core/elements.js';
import { estimatedNote, type EstimatedNote } from '../core/estimated-note.js';
import type { AmberAngle, AmberBond, ForceFieldParameters } from '../forcefields/amber-dat/types.js';

/**
 * Last-resort estimates when no analogous types give a parameter, from the force field's own tables:
 * - bond length = sum of the two covalent radii (element table); force constant by a Badger-type
 *   power law k ∝ r^−4.5 (the exponent GAFF's paper uses for its empirical bond constants,
 *   Wang et al., J Comput Chem 2004, 25, 1157), scaled from every bond of the same element pair:
 *   k = mean(K_i (r_i / r0)^4.5);
 * - angle = mean θ0 and K over the angles with the same central element and end elements (or, failing
 *   that, the same central element).
 * Returns undefined when the force field has nothing of the same elements.
 */
export interface Empirical<T> {
  readonly entry: T;
  readonly estimatedFrom: string;
  readonly estimatedNote: EstimatedNote;
  readonly penalty: number;
}

const BADGER_EXPONENT = 4.5;
const elementCache = new WeakMap<ForceFieldParameters, Map<string, number>>();

/** Element of each atom type, from its mass (nearest element mass within 0.1 g/mol). */
export function typeElements(ff: ForceFieldParameters): Map<string, number> {
  const cached = elementCache.get(ff);
  if (cached) return cached;
  const out = new Map<string, number>();
  for (const m of ff.masses.values()) {
    const best = ELEMENTS.slice(1).reduce((a, e) =>
      Math.abs(e.mass - m.mass) < Math.abs(a.mass - m.mass) ? e : a,
    );
    if (Math.abs(best.mass - m.mass) < 0.1) out.set(m.type, best.number);
  }
  elementCache.set(ff, out);
  return out;
}

const samePair = (x: number, y: number, a: number | undefined, b: number | undefined): boolean =>
  (x === a && y === b) || (x === b && y === a);

export function empiricalBond(
  ff: ForceFieldParameters,
  za: number,
  zb: number,
): Empirical<AmberBond> | undefined {
  const el = typeElements(ff);
  const r0 = covalentRadius(za) + covalentRadius(zb);
  const like = [...ff.bonds.values()].filter((b) => samePair(za, zb, el.get(b.types[0]), el.get(b.types[1])));
  if (like.length === 0 || r0 <= 0) return undefined;
  const k = like.reduce((s, b) => s + b.k * (b.r0 / r0) ** BADGER_EXPONENT, 0) / like.length;
  const pair = `${symbolOf(za)}-${symbolOf(zb)}`;
  return {
    entry: { types: [symbolOf(za), symbolOf(zb)], k, r0, line: 0 },
    estimatedFrom: `covalent radii and Badger-type scaling of ${like.length} ${pair} bonds of ${ff.source}`,
    estimatedNote: estimatedNote('empiricalBond', { count: like.length, pair, source: ff.source }),
    penalty: 50,
  };
}

export function empiricalAngle(
  ff: ForceFieldParameters,
  za: number,
  zb: number,
  zc: number,
): Empirical<AmberAngle> | undefined {
  const el = typeElements(ff);
  const central = [...ff.angles.values()].filter((a) => el.get(a.types[1]) === zb);
  const ends = central.filter((a) => samePair(za, zc, el.get(a.types[0]), el.get(a.types[2])));
  const like = ends.length > 0 ? ends : central;
  if (like.length === 0) return undefined;
  const theta0 = like.reduce((s, a) => s + a.theta0, 0) / like.length;
  const k = like.reduce((s, a) => s + a.k, 0) / like.length;
  const what = `${ends.length > 0 ? `${symbolOf(za)}-` : 'X-'}${symbolOf(zb)}${ends.length > 0 ? `-${symbolOf(zc)}` : '-X'}`;
  return {
    entry: { types: [symbolOf(za), symbolOf(zb), symbolOf(zc)], k, theta0, line: 0 },
    estimatedFrom: `mean of ${like.length} ${what} angles of ${ff.source}`,
    estimatedNote: estimatedNote('empiricalAngle', { count: like.length, angle: what, source: ff.source }),
    penalty: ends.length > 0 ? 40 : 60,
  };
}
