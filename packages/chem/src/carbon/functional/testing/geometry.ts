import { toCartesian, toFractional } from '../../../core/cell.js';
import type { Molecule } from '../../../core/molecule.js';
import { adjacency } from '../../../core/molecule.js';
import type { Vec3 } from '../../../core/vec3.js';
import { angleBetween, norm, positionOf, sub } from '../../../core/vec3.js';

/**
 * Geometry for the tests, read from the coordinates (minimum image in a cell), not from the code under test.
 */
export function vectorBetween(mol: Molecule, i: number, j: number): Vec3 {
  const d = sub(positionOf(mol.positions, j), positionOf(mol.positions, i));
  if (!mol.cell) return d;
  const f = toFractional(mol.cell, d).map((x) => x - Math.round(x)) as unknown as Vec3;
  return toCartesian(mol.cell, f);
}

export const distance = (mol: Molecule, i: number, j: number): number => norm(vectorBetween(mol, i, j));

/** The angle i–j–k at j, degrees. */
export const angle = (mol: Molecule, i: number, j: number, k: number): number =>
  (angleBetween(vectorBetween(mol, j, i), vectorBetween(mol, j, k)) * 180) / Math.PI;

export function neighboursOf(mol: Molecule, i: number): number[] {
  const adj = adjacency(mol);
  return Array.from(adj.neighbours.subarray(adj.start[i]!, adj.start[i + 1]!));
}

/**
 * The closest pair (minimum image) of atoms more than two bonds apart, among pairs with at least one atom in
 * `atoms`; answers the distance and whether a hydrogen is in the pair.
 */
export function closestDistantPair(mol: Molecule, atoms: readonly number[]): { d: number; withH: boolean } {
  const adj = adjacency(mol);
  const near = (i: number): Set<number> => {
    const out = new Set([i]);
    for (let s = adj.start[i]!; s < adj.start[i + 1]!; s++) {
      const j = adj.neighbours[s]!;
      out.add(j);
      for (let t = adj.start[j]!; t < adj.start[j + 1]!; t++) out.add(adj.neighbours[t]!);
    }
    return out;
  };
  let best = { d: Infinity, withH: false };
  for (const i of atoms) {
    const skip = near(i);
    for (let j = 0; j < mol.atomCount; j++) {
      if (skip.has(j)) continue;
      const d = distance(mol, i, j);
      if (d < best.d) best = { d, withH: mol.elements[i] === 1 || mol.elements[j] === 1 };
    }
  }
  return best;
}

/** The order of the bond between i and j, -1 when they are not bonded. */
export function orderOf(mol: Molecule, i: number, j: number): number {
  for (let k = 0; k < mol.bonds.count; k++) {
    const [a, b] = [mol.bonds.a[k]!, mol.bonds.b[k]!];
    if ((a === i && b === j) || (a === j && b === i)) return mol.bonds.order[k]!;
  }
  return -1;
}
