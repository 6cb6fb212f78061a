import { BondOrder } from '../core/bond-order.js';
import { contactLimit } from './contacts.js';
import { sideOf } from './side-groups.js';

/**
 * Contacts no turn of a bond can clear. Open Babel's MMFF94 unit is a minimum of MMFF94, whose 1–4 and
 * 1–5 repulsions are softer than the growth's limits: in a crowded unit — a quaternary carbon carrying two
 * O–CF3 groups between two CF2 (PI1070's PI312) — the gauche C···F across each C–O–CF3 sits at 2.48 Å and
 * no choice of the five rotors leaves the unit and its two junction atoms without a heavy pair under
 * 2.5 Å (all 62,208 combinations at 30° steps were tried). MMFF94 closes that C–O–C to 113°; crowded
 * centres in real molecules bend their angles instead.
 *
 * So such a conformer is relaxed the way a force field with the growth's limits would: bond lengths
 * (1–2) and bond angles (1–3 distances) — and, across double, aromatic and ring bonds, the 1–4 distances
 * that keep planar groups and rings in shape — are springs held at their values, and every pair under its
 * limit (plus a little) is pushed apart; steepest descent. The result is taken only when no pair is left
 * under its limit and no bond moved by more than 0.03 Å or 1–3 distance by more than 0.12 Å (about 5° of
 * angle): a small bend, not a new molecule. The caller passes the junction view (caps where the
 * neighbours' atoms go), so the junction angles bend too.
 */
const PUSH = 0.05;
const ITERATIONS = 200;
const RATE = 0.05;
/** A pair under its limit pulls this much harder than a spring. */
const PUSH_WEIGHT = 5;
const MAX_BOND = 0.03;
const MAX_ANGLE = 0.12;

interface Spring {
  readonly i: number;
  readonly j: number;
  readonly length: number;
  /** 1 bond length, 2 angle, 3 planarity. */
  readonly kind: 1 | 2 | 3;
}

/**
 * Relaxes `pos` (n atoms, `sep` their bond separations) in place when that clears every contact within
 * the bounds above; answers whether it did. `pos` is left as it was otherwise.
 */
export function relaxContacts(
  pos: Float64Array,
  elements: Uint8Array,
  bonds: readonly { readonly a: number; readonly b: number; readonly order: BondOrder }[],
  sep: Uint8Array,
): boolean {
  const n = elements.length;
  if (contacts(pos, elements, sep, 0).length === 0) return true;
  const springs = springsOf(pos, n, bonds, sep);
  const x = pos.slice();
  const grad = new Float64Array(3 * n);
  for (let it = 0; it < ITERATIONS; it++) {
    const pushed = contacts(x, elements, sep, PUSH);
    if (pushed.length === 0) break;
    grad.fill(0);
    for (const s of springs) pull(x, grad, s.i, s.j, s.length, 1);
    for (const [i, j, target] of pushed) pull(x, grad, i, j, target, PUSH_WEIGHT);
    for (let k = 0; k < 3 * n; k++) x[k] = x[k]! - RATE * grad[k]!;
  }
  if (contacts(x, elements, sep, 0).length > 0) return false;
  for (const s of springs) {
    const bound = s.kind === 1 ? MAX_BOND : MAX_ANGLE;
    if (s.kind !== 3 && Math.abs(distance(x, s.i, s.j) - s.length) > bound) return false;
  }
  pos.set(x);
  return true;
}

function springsOf(
  pos: Float64Array,
  n: number,
  bonds: readonly { readonly a: number; readonly b: number; readonly order: BondOrder }[],
  sep: Uint8Array,
): Spring[] {
  const adj: number[][] = Array.from({ length: n }, () => []);
  for (const b of bonds) {
    adj[b.a]!.push(b.b);
    adj[b.b]!.push(b.a);
  }
  // A bond is rigid for its 1–4 pairs when it is not single or it is in a ring (its ends meet another way).
  const rigid = (a: number, b: number): boolean =>
    bonds.some(
      (x) => ((x.a === a && x.b === b) || (x.a === b && x.b === a)) && x.order !== BondOrder.Single,
    ) || sideOf(adj, b, a).has(a);
  const springs: Spring[] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const s = sep[i * n + j]!;
      if (s === 1 || s === 2) springs.push({ i, j, length: distance(pos, i, j), kind: s });
      else if (s === 3) {
        const a = adj[i]!.find((y) => sep[y * n + j] === 2);
        const b = a === undefined ? undefined : adj[j]!.find((y) => adj[a]!.includes(y));
        if (a !== undefined && b !== undefined && rigid(a, b))
          springs.push({ i, j, length: distance(pos, i, j), kind: 3 });
      }
    }
  }
  return springs;
}

/** Pairs under their limit plus `extra`, with the distance they are pushed to. */
function contacts(
  x: Float64Array,
  elements: Uint8Array,
  sep: Uint8Array,
  extra: number,
): [number, number, number][] {
  const n = elements.length;
  const out: [number, number, number][] = [];
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const limit = contactLimit(sep[i * n + j]!, elements[i] !== 1 && elements[j] !== 1);
      if (limit > 0 && distance(x, i, j) < limit + extra) out.push([i, j, limit + extra]);
    }
  }
  return out;
}

const distance = (x: Float64Array, i: number, j: number): number =>
  Math.hypot(x[3 * i]! - x[3 * j]!, x[3 * i + 1]! - x[3 * j + 1]!, x[3 * i + 2]! - x[3 * j + 2]!);

/** Gradient of weight·(d − target)² for the pair, added to `grad`. */
function pull(
  x: Float64Array,
  grad: Float64Array,
  i: number,
  j: number,
  target: number,
  weight: number,
): void {
  const d = distance(x, i, j);
  if (d < 1e-9) return;
  const f = (2 * weight * (d - target)) / d;
  for (let k = 0; k < 3; k++) {
    const g = f * (x[3 * i + k]! - x[3 * j + k]!);
    grad[3 * i + k] = grad[3 * i + k]! + g;
    grad[3 * j + k] = grad[3 * j + k]! - g;
  }
}
