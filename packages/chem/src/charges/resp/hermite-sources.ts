import type { DensityScreening, GaussianDensity, HermiteSources } from './density-sources.js';
import {
  CARTESIAN,
  componentFactor,
  SOURCE_HEADER,
  hermiteIndex,
  hermiteTerms,
  shellOffsets,
} from './density-sources.js';

const MAX_ORDER = 4;

/** Growing per-order lists, frozen into HermiteSources at the end. */
/**
 * Growing packed sources of one order, and where each (atom, exponent, atom, exponent) product
 * already stands: xtb's hydrogen 2s contraction repeats the 1s exponents, so equal products of
 * different shells meet at one source instead of being evaluated twice.
 */
interface Bucket {
  readonly data: number[];
  readonly at: Map<string, number>;
}

/**
 * Hermite expansion coefficients of one Cartesian direction (McMurchie–Davidson):
 * x_A^i e^{−α x_A²} · x_B^j e^{−β x_B²} = Σ_t E[i][j][t] Λ_t(x_P), for i ≤ la, j ≤ lb.
 */
function hermiteE(la: number, lb: number, alpha: number, beta: number, a: number, b: number): number[][][] {
  const p = alpha + beta;
  const pos = (alpha * a + beta * b) / p;
  const xpa = pos - a;
  const xpb = pos - b;
  const half = 1 / (2 * p);
  const e: number[][][] = [];
  const at = (arr: number[] | undefined, t: number): number =>
    t < 0 || arr === undefined ? 0 : (arr[t] ?? 0);
  for (let i = 0; i <= la; i++) {
    e.push([]);
    for (let j = 0; j <= lb; j++) {
      const row: number[] = [];
      for (let t = 0; t <= i + j; t++) {
        let v: number;
        if (i === 0 && j === 0) v = Math.exp(((-alpha * beta) / p) * (a - b) * (a - b));
        else if (i > 0) {
          const prev = e[i - 1]![j];
          v = half * at(prev, t - 1) + xpa * at(prev, t) + (t + 1) * at(prev, t + 1);
        } else {
          const prev = e[i]![j - 1];
          v = half * at(prev, t - 1) + xpb * at(prev, t) + (t + 1) * at(prev, t + 1);
        }
        row.push(v);
      }
      e[i]!.push(row);
    }
  }
  return e;
}

/**
 * The density's Hermite sources (see HermiteSources), kept as `screening` says. Every unordered pair
 * of primitives gives one source; the products of all the functions of the two shells share it.
 */
export function hermiteSources(d: GaussianDensity, screening: DensityScreening): HermiteSources[] {
  const offsets = shellOffsets(d);
  const nbf = offsets[d.shells.length]!;
  const buckets: Bucket[] = Array.from({ length: MAX_ORDER + 1 }, () => ({ data: [], at: new Map() }));
  const index = hermiteIndex(MAX_ORDER);
  for (let sa = 0; sa < d.shells.length; sa++) {
    for (let sb = sa; sb < d.shells.length; sb++) {
      const pair: ShellPair = { d, sa, sb, oa: offsets[sa]!, ob: offsets[sb]!, nbf, screening };
      if (largestDensity(pair) < screening.density) continue;
      for (let i = 0; i < d.shells[sa]!.exponents.length; i++) {
        for (let j = sa === sb ? i : 0; j < d.shells[sb]!.exponents.length; j++) {
          primitivePair(pair, i, j, buckets, index);
        }
      }
    }
  }
  return buckets.map(({ data }, order) => {
    const stride = SOURCE_HEADER + hermiteTerms(order);
    return { order, count: data.length / stride, stride, data: Float64Array.from(data) };
  });
}

/** The largest |P'| of a shell pair's block (P' as in DensityScreening): none kept below it. */
function largestDensity(pair: ShellPair): number {
  const { d, sa, sb, oa, ob, nbf } = pair;
  let largest = 0;
  for (let mu = oa; mu < oa + CARTESIAN[d.shells[sa]!.l]!.length; mu++) {
    for (let nu = ob; nu < ob + CARTESIAN[d.shells[sb]!.l]!.length; nu++) {
      largest = Math.max(largest, Math.abs((mu === nu ? 1 : 2) * d.density[mu * nbf + nu]!));
    }
  }
  return largest;
}

interface ShellPair {
  readonly d: GaussianDensity;
  readonly sa: number;
  readonly sb: number;
  readonly oa: number;
  readonly ob: number;
  readonly nbf: number;
  readonly screening: DensityScreening;
}

function primitivePair(
  pair: ShellPair,
  i: number,
  j: number,
  buckets: Bucket[],
  index: [number, number, number][],
): void {
  const { d, sa, sb, screening } = pair;
  const a = d.shells[sa]!;
  const b = d.shells[sb]!;
  const alpha = a.exponents[i]!;
  const beta = b.exponents[j]!;
  const p = alpha + beta;
  const c = d.centers;
  const A = [c[3 * a.atom]!, c[3 * a.atom + 1]!, c[3 * a.atom + 2]!];
  const B = [c[3 * b.atom]!, c[3 * b.atom + 1]!, c[3 * b.atom + 2]!];
  const r2 = (A[0]! - B[0]!) ** 2 + (A[1]! - B[1]!) ** 2 + (A[2]! - B[2]!) ** 2;
  const est = (r2 * alpha * beta) / p;
  if (!(est < screening.exponent)) return;
  const efact = Math.exp(-est);
  const e = [0, 1, 2].map((k) => hermiteE(a.l, b.l, alpha, beta, A[k]!, B[k]!));
  const order = a.l + b.l;
  const terms = hermiteTerms(order);
  const coef = new Float64Array(terms);
  const factor = sa === sb && i === j ? 1 : 2;
  let kept = false;
  const ca = CARTESIAN[a.l]!;
  const cb = CARTESIAN[b.l]!;
  for (let ka = 0; ka < ca.length; ka++) {
    const pa = ca[ka]!;
    const mu = pair.oa + ka;
    const wa = a.coefficients[i]! * componentFactor(pa);
    for (let kb = 0; kb < cb.length; kb++) {
      const pb = cb[kb]!;
      const nu = pair.ob + kb;
      const pmn = d.density[mu * pair.nbf + nu]!;
      const screened = mu === nu ? pmn : 2 * pmn;
      const cc = wa * b.coefficients[j]! * componentFactor(pb);
      if (
        !(Math.abs(screened) >= screening.density) ||
        !(Math.abs(cc * screened) > screening.coefficient) ||
        !(Math.abs(cc * efact * screened) > screening.product)
      ) {
        continue;
      }
      kept = true;
      const w = factor * pmn * cc;
      const ex = e[0]![pa[0]]![pb[0]]!;
      const ey = e[1]![pa[1]]![pb[1]]!;
      const ez = e[2]![pa[2]]![pb[2]]!;
      for (let n = 0; n < terms; n++) {
        const [t, u, v] = index[n]!;
        if (t < ex.length && u < ey.length && v < ez.length) coef[n]! += w * ex[t]! * ey[u]! * ez[v]!;
      }
    }
  }
  if (!kept) return;
  const { data, at } = buckets[order]!;
  const key =
    a.atom < b.atom || (a.atom === b.atom && alpha <= beta)
      ? `${a.atom} ${alpha} ${b.atom} ${beta}`
      : `${b.atom} ${beta} ${a.atom} ${alpha}`;
  const existing = at.get(key);
  if (existing !== undefined) {
    for (let n = 0; n < terms; n++) data[existing + SOURCE_HEADER + n]! += ((2 * Math.PI) / p) * coef[n]!;
    return;
  }
  at.set(key, data.length);
  for (let k = 0; k < 3; k++) data.push((alpha * A[k]! + beta * B[k]!) / p);
  data.push(p, Math.sqrt(Math.PI / p) / 2);
  for (let n = 0; n < terms; n++) data.push(((2 * Math.PI) / p) * coef[n]!);
}
