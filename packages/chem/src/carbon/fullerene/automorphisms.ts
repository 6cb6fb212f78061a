import type { FullereneGraph } from './fullerene-graph.js';

/** A symmetry of the graph: the atom permutation and whether it keeps the embedding's orientation. */
export interface Automorphism {
  readonly map: Int32Array;
  readonly proper: boolean;
}

/**
 * Tries to extend "atom 0 → `to`, its first neighbour → neighbour `slot` of `to`" to an automorphism. In a
 * 3-connected planar graph the image of one directed edge and the orientation fix the whole map
 * (Whitney), so one breadth-first walk turning the rotation system either way decides it in O(n).
 */
function extend(g: FullereneGraph, to: number, slot: number, proper: boolean): Automorphism | undefined {
  const n = g.atomCount;
  const nb = g.neighbours;
  const map = new Int32Array(n).fill(-1);
  const offset = new Int32Array(n);
  const used = new Uint8Array(n);
  const s = proper ? 1 : 2;
  map[0] = to;
  offset[0] = slot;
  used[to] = 1;
  const queue = [0];
  for (let q = 0; q < queue.length; q++) {
    const a = queue[q]!;
    const b = map[a]!;
    for (let i = 0; i < 3; i++) {
      const a2 = nb[3 * a + i]!;
      const b2 = nb[3 * b + ((offset[a]! + s * i) % 3)]!;
      if (map[a2] !== -1) {
        if (map[a2] !== b2) return undefined;
        continue;
      }
      if (used[b2]) return undefined;
      map[a2] = b2;
      used[b2] = 1;
      // Align a2's rotation with b2's so that the edge back to a maps onto the edge back to b.
      const ia = slotOf(nb, a2, a);
      const ib = slotOf(nb, b2, b);
      offset[a2] = (((ib - s * ia) % 3) + 6) % 3;
      queue.push(a2);
    }
  }
  return queue.length === n ? { map, proper } : undefined;
}

const slotOf = (nb: Int32Array, atom: number, neighbour: number): number =>
  nb[3 * atom] === neighbour ? 0 : nb[3 * atom + 1] === neighbour ? 1 : 2;

/** The whole automorphism group (identity first), at most 6n candidates of O(n) each. */
export function automorphisms(g: FullereneGraph): Automorphism[] {
  const out: Automorphism[] = [];
  for (const proper of [true, false]) {
    for (let to = 0; to < g.atomCount; to++) {
      for (let slot = 0; slot < 3; slot++) {
        const m = extend(g, to, slot, proper);
        if (m) out.push(m);
      }
    }
  }
  return out;
}

/** Order of a permutation: the least common multiple of its cycle lengths. */
export function permutationOrder(map: Int32Array): number {
  const seen = new Uint8Array(map.length);
  let order = 1;
  for (let i = 0; i < map.length; i++) {
    if (seen[i]) continue;
    let len = 0;
    for (let j = i; !seen[j]; j = map[j]!) {
      seen[j] = 1;
      len += 1;
    }
    order = (order * len) / gcd(order, len);
  }
  return order;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * An orientation-reversing involution is the inversion exactly when it fixes no atom, no bond and no face
 * (a mirror plane meets the surface, so it fixes the cells it passes through; the inversion moves every
 * point of the sphere to its antipode).
 */
export function isInversion(g: FullereneGraph, m: Automorphism): boolean {
  if (m.proper || permutationOrder(m.map) !== 2) return false;
  for (let a = 0; a < g.atomCount; a++) {
    if (m.map[a] === a) return false;
    for (let i = 0; i < 3; i++)
      if (m.map[m.map[a]!] === a && m.map[a] === g.neighbours[3 * a + i]) return false;
  }
  return !g.faces.some((ring) => {
    const inRing = new Set(ring);
    return ring.every((a) => inRing.has(m.map[a]!));
  });
}
