import type { Molecule } from '../../core/molecule.js';
import { adjacency } from '../../core/molecule.js';
import { perceiveAromaticity } from '../../perception/aromaticity.js';

/** Heavy-atom graph of a molecule: hydrogens never decide a bead (Martini 3: they follow their heavy atom). */
export interface HeavyGraph {
  readonly heavy: readonly number[];
  readonly isHeavy: Uint8Array;
  /** Heavy neighbours of each atom, sorted ascending (deterministic walks). */
  readonly nbrs: readonly (readonly number[])[];
  /** Order of the bond between two atoms, keyed `min*n+max`. */
  readonly order: ReadonlyMap<number, number>;
  /** The heavy atom each hydrogen is bonded to (-1 for heavy atoms or a lone H). */
  readonly hostOf: Int32Array;
  /** Hückel-aromatic atoms (perception), so Kekulé and aromatic inputs type alike. */
  readonly aromatic: Uint8Array;
}

export function heavyGraph(mol: Molecule): HeavyGraph {
  const n = mol.atomCount;
  const adj = adjacency(mol);
  const isHeavy = new Uint8Array(n);
  const heavy: number[] = [];
  for (let i = 0; i < n; i++) {
    if (mol.elements[i]! > 1) {
      isHeavy[i] = 1;
      heavy.push(i);
    }
  }
  const nbrs: number[][] = [];
  const hostOf = new Int32Array(n).fill(-1);
  for (let i = 0; i < n; i++) {
    const list: number[] = [];
    for (let k = adj.start[i]!; k < adj.start[i + 1]!; k++) {
      const j = adj.neighbours[k]!;
      if (isHeavy[j] && isHeavy[i]) list.push(j);
      if (!isHeavy[i] && isHeavy[j] && hostOf[i] === -1) hostOf[i] = j;
    }
    nbrs.push(list.sort((a, b) => a - b));
  }
  const order = new Map<number, number>();
  for (let k = 0; k < mol.bonds.count; k++) {
    const a = mol.bonds.a[k]!;
    const b = mol.bonds.b[k]!;
    order.set(Math.min(a, b) * n + Math.max(a, b), mol.bonds.order[k]!);
  }
  return { heavy, isHeavy, nbrs, order, hostOf, aromatic: perceiveAromaticity(mol).atoms };
}

export function bondOrder(g: HeavyGraph, n: number, a: number, b: number): number {
  return g.order.get(Math.min(a, b) * n + Math.max(a, b)) ?? 0;
}

/** True when the atoms form one connected piece through bonds among themselves. */
export function isConnected(g: HeavyGraph, atoms: readonly number[]): boolean {
  if (atoms.length <= 1) return true;
  const inSet = new Set(atoms);
  const seen = new Set([atoms[0]!]);
  const stack = [atoms[0]!];
  while (stack.length > 0) {
    const a = stack.pop()!;
    for (const b of g.nbrs[a]!) {
      if (inSet.has(b) && !seen.has(b)) {
        seen.add(b);
        stack.push(b);
      }
    }
  }
  return seen.size === inSet.size;
}
