import type { Adjacency } from '../core/molecule.js';

/** Connected components (atom indices, ascending), in order of their lowest atom. */
export function connectedComponents(atomCount: number, adj: Adjacency): number[][] {
  const seen = new Uint8Array(atomCount);
  const out: number[][] = [];
  for (let s = 0; s < atomCount; s++) {
    if (seen[s]) continue;
    const atoms = [s];
    seen[s] = 1;
    for (let k = 0; k < atoms.length; k++) {
      const i = atoms[k]!;
      for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) {
        const j = adj.neighbours[e]!;
        if (!seen[j]) {
          seen[j] = 1;
          atoms.push(j);
        }
      }
    }
    out.push(atoms.sort((x, y) => x - y));
  }
  return out;
}
