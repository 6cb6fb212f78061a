import { covalentRadius } from '../core/elements.js';
import { add, norm, scale, sub } from '../core/vec3.js';
import type { Vec3 } from '../core/vec3.js';
import { apply, dihedral, rotation, unit as normalise } from './geometry.js';
import { contactLimit } from './contacts.js';

/**
 * Side groups of a unit conformer, set for the chain rather than for the capped monomer.
 *
 * A cap is a hydrogen, so a side group may lie gauche or even syn to it in the capped unit without
 * touching it; in the chain the cap's place is taken by the neighbouring unit's link atom at the
 * covalent-radius sum (the growth puts it exactly there), and such a side group then touches that atom
 * whatever the junction torsion: PI1070's PI405 (an O–CHF–CHF2 ether on a quaternary head carbon) had
 * three of its four conformers so, the ether carbon or a fluorine 2.3–2.5 Å from that atom.
 * So the search looks at each conformer with its caps replaced by the neighbours' atoms (`junctionView`)
 * and turns the side-group bonds one at a time to the choice with the least crowding (`settleSideGroups`):
 * a coordinate descent over the rotors' choices, scored by Σ (limit + margin − d)² over pairs closer than
 * the growth's limit plus a margin, so that side groups also leave room for the next unit's.
 */
export interface Rotor {
  readonly w: number;
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly side: readonly number[];
  readonly choices: readonly number[];
  /** On the head-to-tail path (a backbone bond), not a side group's. */
  readonly path: boolean;
}

export interface Link {
  readonly atom: number;
  readonly cap: number;
}

/** Room asked beyond the contact limit when side groups are set (Å). */
const MARGIN = 0.5;
const SWEEPS = 4;
/** A pair under the limit itself weighs this much more than one in the margin. */
const CONTACT_WEIGHT = 20;
/** Turns the descent tries on each side-group bond (degrees). */
const STEP = 30;

export const at3 = (pos: Float64Array, i: number): Vec3 => [pos[3 * i]!, pos[3 * i + 1]!, pos[3 * i + 2]!];

/** Turns the far side of bond a–b so that the dihedral w–a–b–c is `degrees`. */
export function turn(pos: Float64Array, r: Rotor, degrees: number): void {
  const pivot = at3(pos, r.b);
  const axis = normalise(sub(pivot, at3(pos, r.a)));
  const angle = (degrees * Math.PI) / 180 - dihedral(at3(pos, r.w), at3(pos, r.a), pivot, at3(pos, r.c));
  const m = rotation(axis, angle);
  for (const i of r.side) pos.set(add(pivot, apply(m, sub(at3(pos, i), pivot))), 3 * i);
}

/** Atoms reached from `start` without crossing to `block` (includes `block` when the bond is in a ring). */
export function sideOf(adj: readonly (readonly number[])[], start: number, block: number): Set<number> {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length > 0) {
    const a = stack.pop()!;
    for (const b of adj[a]!) {
      if ((a === start && b === block) || seen.has(b)) continue;
      seen.add(b);
      stack.push(b);
    }
  }
  return seen;
}

/**
 * The conformer as the chain sees it: each cap moved out along its bond to where the neighbouring unit's
 * atom goes (the two link atoms' covalent radii apart, as grow.ts places it) and given that atom's element
 * (head-to-tail: the head's neighbour is a tail atom and the tail's a head atom). Separations are the caps'.
 */
export function junctionView(
  pos: Float64Array,
  elements: Uint8Array,
  head: Link,
  tail: Link,
): { positions: Float64Array; elements: Uint8Array } {
  const positions = pos.slice();
  const view = elements.slice();
  for (const [own, other] of [
    [head, tail],
    [tail, head],
  ] as const) {
    const o = at3(pos, own.atom);
    const u = normalise(sub(at3(pos, own.cap), o));
    const length = covalentRadius(elements[own.atom]!) + covalentRadius(elements[other.atom]!);
    positions.set(add(o, scale(u, length)), 3 * own.cap);
    view[own.cap] = elements[other.atom]!;
  }
  return { positions, elements: view };
}

/**
 * Coordinate descent over the side-group rotors (not the backbone's): each in turn takes the choice with
 * the least crowding between its side and the rest of the junction view, until a sweep changes nothing.
 * The caps are on the path, so no side rotor moves them and `view` keeps its junction atoms.
 */
export function settleSideGroups(
  pos: Float64Array,
  rotors: readonly Rotor[],
  view: { readonly positions: Float64Array; readonly elements: Uint8Array },
  sep: Uint8Array,
  caps: readonly number[],
): void {
  const n = view.elements.length;
  const side = rotors.filter((r) => !r.path);
  const inSide = new Uint8Array(n);
  for (let sweep = 0; sweep < SWEEPS; sweep++) {
    let changed = false;
    for (const r of side) {
      inSide.fill(0);
      for (const i of r.side) inSide[i] = 1;
      const now = (dihedral(at3(pos, r.w), at3(pos, r.a), at3(pos, r.b), at3(pos, r.c)) * 180) / Math.PI;
      let best = now;
      let bestScore = crowding(pos, view, sep, r.side, inSide, caps) - 1e-9;
      for (let step = 1; step < 360 / STEP; step++) {
        const choice = now + step * STEP;
        turn(pos, r, choice);
        const score = crowding(pos, view, sep, r.side, inSide, caps);
        if (score < bestScore) {
          bestScore = score - 1e-9;
          best = choice;
          changed = true;
        }
      }
      turn(pos, r, best);
    }
    if (!changed) break;
  }
}

/** Σ (limit + margin − d)² over pairs between `side` and the other atoms (caps at their junction place). */
function crowding(
  pos: Float64Array,
  view: { readonly positions: Float64Array; readonly elements: Uint8Array },
  sep: Uint8Array,
  side: readonly number[],
  inSide: Uint8Array,
  caps: readonly number[],
): number {
  const n = view.elements.length;
  let sum = 0;
  for (const i of side) {
    const x = pos[3 * i]!;
    const y = pos[3 * i + 1]!;
    const z = pos[3 * i + 2]!;
    const heavyI = view.elements[i] !== 1;
    for (let j = 0; j < n; j++) {
      if (inSide[j] === 1) continue;
      const limit = contactLimit(sep[i * n + j]!, heavyI && view.elements[j] !== 1);
      if (limit === 0) continue;
      const src = caps.includes(j) ? view.positions : pos;
      const d2 = (x - src[3 * j]!) ** 2 + (y - src[3 * j + 1]!) ** 2 + (z - src[3 * j + 2]!) ** 2;
      const target = limit + MARGIN;
      if (d2 >= target * target) continue;
      const d = Math.sqrt(d2);
      sum += (target - d) ** 2 + (d < limit ? CONTACT_WEIGHT * (limit - d) ** 2 : 0);
    }
  }
  return sum;
}

/** Back from a (relaxed) junction view: every atom where the view has it, each cap at its own bond length. */
export function fromJunctionView(pos: Float64Array, view: Float64Array, links: readonly Link[]): void {
  const length = links.map((l) => norm(sub(at3(pos, l.cap), at3(pos, l.atom))));
  pos.set(view);
  links.forEach((l, k) => {
    const o = at3(view, l.atom);
    pos.set(add(o, scale(normalise(sub(at3(view, l.cap), o)), length[k]!)), 3 * l.cap);
  });
}
