import type { System } from '../core/system.js';

/** Bond partners of every atom from the System's bond terms (the topology the engines see). */
export function bondNeighbours(system: System): number[][] {
  const out: number[][] = system.atoms.map(() => []);
  for (const { atoms } of system.bonds) {
    out[atoms[0]]?.push(atoms[1]);
    out[atoms[1]]?.push(atoms[0]);
  }
  return out;
}

/**
 * Partners of `i` within `depth` bonds (shortest path), by breadth-first search: the atoms GROMACS
 * excludes with nrexcl = depth.
 */
export function withinBonds(
  neighbours: readonly (readonly number[])[],
  i: number,
  depth: number,
): Set<number> {
  const seen = new Set<number>([i]);
  let frontier = [i];
  for (let d = 0; d < depth; d++) {
    const next: number[] = [];
    for (const a of frontier) {
      for (const b of neighbours[a] ?? []) {
        if (seen.has(b)) continue;
        seen.add(b);
        next.push(b);
      }
    }
    frontier = next;
  }
  seen.delete(i);
  return seen;
}

/** Sizes of the bonded fragments when each is a contiguous run of atoms; undefined otherwise. */
export function contiguousFragments(neighbours: readonly (readonly number[])[]): number[] | undefined {
  const n = neighbours.length;
  const fragment = new Int32Array(n).fill(-1);
  const sizes: number[] = [];
  for (let s = 0; s < n; s++) {
    if (fragment[s] !== -1) continue;
    const id = sizes.length;
    let size = 0;
    let max = s;
    const stack = [s];
    fragment[s] = id;
    while (stack.length > 0) {
      const a = stack.pop()!;
      size++;
      max = Math.max(max, a);
      for (const b of neighbours[a] ?? []) {
        if (fragment[b] !== -1) continue;
        fragment[b] = id;
        stack.push(b);
      }
    }
    // Atoms s … s + size − 1 all belong to this fragment exactly when the largest index is s + size − 1.
    if (max !== s + size - 1) return undefined;
    sizes.push(size);
  }
  return sizes;
}
