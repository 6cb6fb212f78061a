import { BondOrder } from '../core/bond-order.js';
import { covalentRadius } from '../core/elements.js';
import { add, cross, norm, scale, sub } from '../core/vec3.js';
import type { Vec3 } from '../core/vec3.js';
import { apply, dihedral, multiply, rotation, rotationBetween, unit as normalise } from './geometry.js';
import { contactLimit } from './contacts.js';
import { seededRandom } from './random.js';
import { relaxContacts } from './relax.js';
import { at3, fromJunctionView, junctionView, settleSideGroups, sideOf, turn } from './side-groups.js';
import type { Link, Rotor } from './side-groups.js';

/**
 * Open Babel gives a capped unit in one low-energy conformation of the *monomer*, and the growth turns
 * only the junction bonds: that conformation would be repeated down the whole chain (a gauche H–C–C–H in
 * a capped vinyl unit makes every second backbone bond gauche, and an ester placed for the monomer may lie
 * where the next unit goes). So each unit's conformers are searched once: the rotatable bonds on the
 * shortest head-to-tail path take trans or gauche (180°, ±60°) — between two planar atoms, planar or a
 * 30° step of twist — and every other single bond to a side group with heavy atoms beyond (turned on the
 * side away from the path) takes its given angle or one 60° step of it; 48 such conformers (all-trans
 * first, then drawn with a fixed seed) are kept if the unit does not touch itself, and ranked by how many of
 * 12 junction torsions head-to-tail dimers of the conformer (with itself and with its mirror image, the
 * meso and racemo dyads) have without contacts (the growth's rules).
 * Each is also tried with its junction angles opened (widen: 12° at the head or the tail, 8° at both).
 * A draw counts as touching when it touches itself or, with its caps replaced by the neighbours' link
 * atoms where the growth puts them (junctionView), those atoms; such a draw gets its side groups set again
 * for the chain (settleSideGroups) and, with one or two contacts left, a small relaxation (relax.ts).
 * The growth tries the best conformer of each backbone choice (all-trans first when it has room at all;
 * at most four), then the unit as given when it touches neither itself nor its junction atoms.
 */
export interface UnitGraph {
  readonly elements: Uint8Array;
  readonly positions: Float64Array;
  readonly bonds: readonly { readonly a: number; readonly b: number; readonly order: BondOrder }[];
}

const KEEP = 4;
/** A draw is relaxed only when the side groups leave this many contacts or fewer: a bend, not a rebuild. */
const RELAX_AT_MOST = 2;
/**
 * A backbone bond between two planar (sp2, aromatic) atoms — biaryl, aryl–imide N, ester C(=O)–O — has no
 * trans/gauche minima: planar first, then 30° steps of twist. Trans/gauche alone left the two ortho CF3
 * groups of a 2,2'-bis(trifluoromethyl)biphenyl unit always syn (F···F 2.2 Å, PI1111 of PI1070).
 */
const BETWEEN_PLANAR = [180, 0, 120, -120, 90, -90, 60, -60, 150, -150, 30, -30];
const TRIES = 48;
/** Junction-angle openings tried, [head, tail] degrees. */
const WIDEN: readonly (readonly [number, number])[] = [
  [0, 0],
  [12, 0],
  [0, 12],
  [8, 8],
];

/** Pairs of the unit as given closer than the growth allows (Open Babel now and then leaves one). */
export function unitSelfContacts(unit: UnitGraph): number {
  return selfContacts(unit.positions, unit.elements, separationTable(adjacency(unit)));
}

export function unitConformers(unit: UnitGraph, head: Link, tail: Link): Float64Array[] {
  const adj = adjacency(unit);
  const path = shortestPath(adj, head.cap, tail.cap);
  const rotors = findRotors(unit, adj, path);
  const random = seededRandom(7);
  const sep = separationTable(adj);
  const ranked: { pos: Float64Array; score: number; order: number; backbone: string }[] = [];
  const seen = new Set<string>();
  const tries = rotors.length === 0 ? 1 : TRIES;
  for (let k = 0; k < WIDEN.length * tries; k++) {
    const pick = rotors.map((r) => (k % tries === 0 ? 0 : Math.floor(random() * r.choices.length)));
    const key = `${pick.join(',')} ${Math.floor(k / tries)}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const backbone = rotors.flatMap((r, i) => (r.path ? [pick[i]] : [])).join(',');
    const pos = unit.positions.slice();
    rotors.forEach((r, i) => turn(pos, r, r.choices[pick[i]!]!));
    widen(pos, path, WIDEN[Math.floor(k / tries)]!);
    // Contacts of the unit with itself or with the neighbours' link atoms in the caps' places (one of the
    // latter touches the chain at every junction torsion): the side groups are set again for the chain
    // (side-groups.ts), and what no rotor clears a small relaxation may (relax.ts). A clean draw is kept.
    let view = junctionView(pos, unit.elements, head, tail);
    if (selfContacts(view.positions, view.elements, sep) > 0) {
      settleSideGroups(pos, rotors, view, sep, [head.cap, tail.cap]);
      view = junctionView(pos, unit.elements, head, tail);
      const left = selfContacts(view.positions, view.elements, sep);
      if (left > 0 && left <= RELAX_AT_MOST && relaxContacts(view.positions, view.elements, unit.bonds, sep))
        fromJunctionView(pos, view.positions, [head, tail]);
    }
    if (selfContacts(view.positions, view.elements, sep) > 0) continue;
    const mirror = pos.map((v, i) => (i % 3 === 0 ? -v : v));
    const meso = dimerFreedom(pos, pos, unit, adj, head, tail);
    const racemo = dimerFreedom(pos, mirror, unit, adj, head, tail);
    ranked.push({ pos, score: (meso > 0 && racemo > 0 ? 100 : 0) + meso + racemo, order: k, backbone });
  }
  ranked.sort((x, y) => y.score - x.score || x.order - y.order);
  // The best of each backbone choice, all-trans first when it has any room: a unit repeated gauche
  // winds the chain into a tight helix that the growth then has to unwind.
  const best = new Map<string, (typeof ranked)[number]>();
  for (const r of ranked) if (!best.has(r.backbone)) best.set(r.backbone, r);
  const trans = rotors.flatMap((r) => (r.path ? ['0'] : [])).join(',');
  const firstTrans = best.get(trans);
  const order = [...best.values()].filter((r) => r !== firstTrans);
  if (firstTrans && firstTrans.score > 0) order.unshift(firstTrans);
  else if (firstTrans) order.push(firstTrans);
  const kept = order.slice(0, KEEP).map((r) => r.pos);
  // The unit as given comes last, and only when it touches neither itself nor the neighbours' atoms at
  // its junctions (or nothing else is left).
  const asGiven = junctionView(unit.positions, unit.elements, head, tail);
  const given = selfContacts(asGiven.positions, asGiven.elements, sep) === 0 || kept.length === 0;
  return given ? [...kept, unit.positions.slice()] : kept;
}

function adjacency(unit: UnitGraph): number[][] {
  const adj: number[][] = Array.from({ length: unit.elements.length }, () => []);
  for (const b of unit.bonds) {
    adj[b.a]!.push(b.b);
    adj[b.b]!.push(b.a);
  }
  return adj;
}

function findRotors(unit: UnitGraph, adj: readonly (readonly number[])[], path: readonly number[]): Rotor[] {
  const onPath = new Set(path);
  const single = (a: number, b: number): boolean =>
    unit.bonds.some(
      (x) => ((x.a === a && x.b === b) || (x.a === b && x.b === a)) && x.order === BondOrder.Single,
    );
  const rotors: Rotor[] = [];
  const at = (i: number): Vec3 => [
    unit.positions[3 * i]!,
    unit.positions[3 * i + 1]!,
    unit.positions[3 * i + 2]!,
  ];
  const planar = (x: number): boolean =>
    unit.bonds.some((y) => (y.a === x || y.b === x) && y.order !== BondOrder.Single);
  for (let i = 1; i + 2 < path.length; i++) {
    const [w, a, b, c] = [path[i - 1]!, path[i]!, path[i + 1]!, path[i + 2]!];
    const side = sideOf(adj, b, a);
    if (single(a, b) && !side.has(a))
      rotors.push({
        w,
        a,
        b,
        c,
        side: [...side],
        choices: planar(a) && planar(b) ? BETWEEN_PLANAR : [180, 60, -60],
        path: true,
      });
  }
  // Side-group bonds anywhere in the unit, turned on the side away from the backbone (a CF3 on a ring
  // atom off the path, like the two geminal CF3 of a hexafluoroisopropylidene unit, is one).
  for (const bond of unit.bonds) {
    if (bond.order !== BondOrder.Single || (onPath.has(bond.a) && onPath.has(bond.b))) continue;
    const [a, b] = path.some((x) => sideOf(adj, bond.b, bond.a).has(x)) ? [bond.b, bond.a] : [bond.a, bond.b];
    if (unit.elements[b] === 1 || unit.elements[a] === 1) continue;
    const side = sideOf(adj, b, a);
    const c = adj[b]!.find((x) => x !== a && unit.elements[x] !== 1);
    const w = adj[a]!.find((x) => x !== b);
    if (side.has(a) || path.some((x) => side.has(x)) || c === undefined || w === undefined) continue;
    const now = (dihedral(at(w), at(a), at(b), at(c)) * 180) / Math.PI;
    rotors.push({
      w,
      a,
      b,
      c,
      side: [...side],
      choices: [now, now + 120, now - 120, now + 60, now - 60, now + 180],
      path: false,
    });
  }
  return rotors;
}

function shortestPath(adj: readonly (readonly number[])[], from: number, to: number): number[] {
  const prev = new Map<number, number>([[from, -1]]);
  const queue = [from];
  for (let q = 0; q < queue.length && !prev.has(to); q++) {
    for (const b of adj[queue[q]!]!) {
      if (!prev.has(b)) {
        prev.set(b, queue[q]!);
        queue.push(b);
      }
    }
  }
  if (!prev.has(to)) return [];
  const path = [to];
  while (prev.get(path[0]!)! >= 0) path.unshift(prev.get(path[0]!)!);
  return path;
}

/**
 * Opens the junction angles by [head, tail] degrees: each cap turned away from the path atom next to its
 * link atom, in their plane (the CH2 between two quaternary carbons of PMMA opens to 122–128° in real
 * chains; the capped monomer keeps it tetrahedral).
 */
function widen(pos: Float64Array, path: readonly number[], by: readonly [number, number]): void {
  const n = path.length;
  if (n < 4) return;
  for (const [cap, atom, nbr, degrees] of [
    [path[0]!, path[1]!, path[2]!, by[0]],
    [path[n - 1]!, path[n - 2]!, path[n - 3]!, by[1]],
  ] as const) {
    if (degrees === 0) continue;
    const o = at3(pos, atom);
    const axis = cross(sub(at3(pos, nbr), o), sub(at3(pos, cap), o));
    if (norm(axis) < 1e-9) continue;
    const m = rotation(normalise(axis), (degrees * Math.PI) / 180);
    pos.set(add(o, apply(m, sub(at3(pos, cap), o))), 3 * cap);
  }
}

/** Bond separations up to 6 (7 = further), n × n. */
function separationTable(adj: readonly (readonly number[])[]): Uint8Array {
  const n = adj.length;
  const t = new Uint8Array(n * n).fill(7);
  for (let i = 0; i < n; i++) {
    t[i * n + i] = 0;
    let frontier = [i];
    for (let level = 1; level <= 6 && frontier.length > 0; level++) {
      const next: number[] = [];
      for (const a of frontier) {
        for (const b of adj[a]!) {
          if (t[i * n + b] === 7 && b !== i) {
            t[i * n + b] = level;
            next.push(b);
          }
        }
      }
      frontier = next;
    }
  }
  return t;
}

function selfContacts(pos: Float64Array, elements: Uint8Array, sep: Uint8Array): number {
  const n = elements.length;
  let count = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const limit = contactLimit(sep[i * n + j]!, elements[i] !== 1 && elements[j] !== 1);
      const d = sub(at3(pos, i), at3(pos, j));
      if (d[0] * d[0] + d[1] * d[1] + d[2] * d[2] < limit * limit) count++;
    }
  }
  return count;
}

/**
 * Of 12 junction torsions, how many give a head-to-tail dimer without contacts: `pos` followed by `next`
 * (the same conformer, or its mirror image for a racemo dyad).
 */
function dimerFreedom(
  pos: Float64Array,
  next: Float64Array,
  unit: UnitGraph,
  adj: readonly (readonly number[])[],
  head: Link,
  tail: Link,
): number {
  const n = unit.elements.length;
  const fromTail = bfs(adj, tail.atom);
  const fromHead = bfs(adj, head.atom);
  const u = normalise(sub(at3(pos, tail.cap), at3(pos, tail.atom)));
  const origin = add(
    at3(pos, tail.atom),
    scale(u, covalentRadius(unit.elements[tail.atom]!) + covalentRadius(unit.elements[head.atom]!)),
  );
  const r0 = rotationBetween(normalise(sub(at3(next, head.cap), at3(next, head.atom))), scale(u, -1));
  let free = 0;
  for (let k = 0; k < 12; k++) {
    const m = multiply(rotation(u, (k * Math.PI) / 6), r0);
    let ok = true;
    for (let j = 0; j < n && ok; j++) {
      if (j === head.cap) continue;
      const q = add(origin, apply(m, sub(at3(next, j), at3(next, head.atom))));
      for (let i = 0; i < n; i++) {
        if (i === tail.cap) continue;
        const limit = contactLimit(
          fromTail[i]! + 1 + fromHead[j]!,
          unit.elements[i] !== 1 && unit.elements[j] !== 1,
        );
        const d = sub(at3(pos, i), q);
        if (d[0] * d[0] + d[1] * d[1] + d[2] * d[2] < limit * limit) {
          ok = false;
          break;
        }
      }
    }
    if (ok) free++;
  }
  return free;
}

function bfs(adj: readonly (readonly number[])[], from: number): Uint8Array {
  const d = new Uint8Array(adj.length).fill(99);
  d[from] = 0;
  const queue = [from];
  for (let q = 0; q < queue.length; q++) {
    for (const b of adj[queue[q]!]!) {
      if (d[b] === 99) {
        d[b] = d[queue[q]!]! + 1;
        queue.push(b);
      }
    }
  }
  return d;
}
