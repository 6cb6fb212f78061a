import type { TypingGraph } from './graph.js';
import { connections } from './graph.js';

/**
 * Rings as antechamber counts them for typing (Wang et al. 2006): every cycle of 3 to 10 atoms
 * through ring-capable atoms (C with three or more neighbours, N, O and S with two or more, P),
 * kept unless one of its atoms is bonded to three atoms of the cycle (a cycle with a chord, such as
 * naphthalene's 10-atom perimeter). Unlike an SSSR this counts every such ring: bicyclo[2.2.2]octane
 * has three 6-rings. As in antechamber, the search follows only an atom's first four neighbours.
 */
export interface TypingRings {
  readonly rings: readonly (readonly number[])[];
  /** Per atom: number of rings through it. */
  readonly ringCount: Uint16Array;
  /** Per atom and ring size 3–10: number of rings of that size through it (index atom * 11 + size). */
  readonly sizeCount: Uint16Array;
}

export const MAX_TYPING_RING = 10;

function ringCapable(g: TypingGraph, i: number): boolean {
  const z = g.elements[i];
  const n = connections(g, i);
  if (z === 6) return n >= 3;
  if (z === 8 || z === 16) return n >= 2;
  return z === 7 || z === 15;
}

function hasChord(g: TypingGraph, ring: readonly number[]): boolean {
  const members = new Set(ring);
  return ring.some((i) => g.neighbours[i]!.filter((j) => members.has(j)).length === 3);
}

/** Cycles listed once each: from their lowest atom, second atom lower than the last. */
function cyclesFrom(g: TypingGraph, start: number, capable: boolean[], out: number[][]): void {
  const path = [start];
  const onPath = new Set(path);
  const extend = (atom: number): void => {
    for (const next of g.neighbours[atom]!.slice(0, 4)) {
      if (next === start && path.length >= 3 && path[1]! < path[path.length - 1]!) out.push([...path]);
      if (next <= start || !capable[next] || onPath.has(next) || path.length >= MAX_TYPING_RING) continue;
      path.push(next);
      onPath.add(next);
      extend(next);
      onPath.delete(next);
      path.pop();
    }
  };
  extend(start);
}

export function typingRings(g: TypingGraph): TypingRings {
  const capable = Array.from({ length: g.atomCount }, (_, i) => ringCapable(g, i));
  const found: number[][] = [];
  for (let i = 0; i < g.atomCount; i++) if (capable[i]) cyclesFrom(g, i, capable, found);
  // The same atoms in another order (cages such as tetrahedrane) count as one ring.
  const seen = new Set<string>();
  const rings = found.filter((r) => {
    const key = [...r].sort((x, y) => x - y).join(',');
    if (seen.has(key) || hasChord(g, r)) return false;
    seen.add(key);
    return true;
  });
  const ringCount = new Uint16Array(g.atomCount);
  const sizeCount = new Uint16Array(g.atomCount * 11);
  for (const ring of rings) {
    for (const i of ring) {
      ringCount[i]!++;
      sizeCount[i * 11 + ring.length]!++;
    }
  }
  return { rings, ringCount, sizeCount };
}
