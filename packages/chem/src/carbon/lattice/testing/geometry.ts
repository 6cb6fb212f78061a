import type { Molecule } from '../../../core/molecule.js';

/**
 * Geometry read from coordinates alone (not from the builders' bonds), for tests: distances between atoms
 * over the nearest periodic images (every image −1..1 along each cell vector, enough for cells wider than
 * the distances asked about).
 */
function images(mol: Molecule): number[][] {
  if (!mol.cell) return [[0, 0, 0]];
  const [a, b, c] = mol.cell.vectors;
  const out: number[][] = [];
  for (let i = -1; i <= 1; i++)
    for (let j = -1; j <= 1; j++)
      for (let k = -1; k <= 1; k++) out.push([0, 1, 2].map((d) => i * a[d]! + j * b[d]! + k * c[d]!));
  return out;
}

/** Calls `visit(i, j, distance)` for every pair (and every image of a pair) closer than `cutoff` Å. */
function eachContact(mol: Molecule, cutoff: number, visit: (i: number, j: number, d: number) => void): void {
  const p = mol.positions;
  const shifts = images(mol);
  for (let i = 0; i < mol.atomCount; i++) {
    for (let j = i; j < mol.atomCount; j++) {
      for (const t of shifts) {
        const dx = p[3 * j]! + t[0]! - p[3 * i]!;
        const dy = p[3 * j + 1]! + t[1]! - p[3 * i + 1]!;
        const dz = p[3 * j + 2]! + t[2]! - p[3 * i + 2]!;
        const d = Math.hypot(dx, dy, dz);
        if (d > 1e-9 && d < cutoff) visit(i, j, d);
      }
    }
  }
}

/** Number of atoms of `element` (or any element) within `cutoff` Å of each atom. */
export function neighbourCounts(mol: Molecule, cutoff: number, element?: number): number[] {
  const counts = new Array<number>(mol.atomCount).fill(0);
  const wanted = (k: number): boolean => element === undefined || mol.elements[k] === element;
  eachContact(mol, cutoff, (i, j) => {
    if (wanted(j)) counts[i]!++;
    if (i !== j && wanted(i)) counts[j]!++;
  });
  return counts;
}

/** The shortest distance between two atoms (or an atom and an image of itself), Å. */
export function shortestDistance(mol: Molecule, cutoff = 5): number {
  let best = Infinity;
  eachContact(mol, cutoff, (_i, _j, d) => {
    best = Math.min(best, d);
  });
  return best;
}

/** Lengths of the molecule's bonds, through the boundary with their images, Å. */
export function bondLengths(mol: Molecule): number[] {
  const { a, b, image, count } = mol.bonds;
  const v = mol.cell?.vectors;
  const p = mol.positions;
  const out: number[] = [];
  for (let k = 0; k < count; k++) {
    const i = a[k]!;
    const j = b[k]!;
    const d = [0, 1, 2].map((c) => {
      const shift =
        image && v
          ? image[3 * k]! * v[0][c]! + image[3 * k + 1]! * v[1][c]! + image[3 * k + 2]! * v[2][c]!
          : 0;
      return p[3 * j + c]! + shift - p[3 * i + c]!;
    });
    out.push(Math.hypot(d[0]!, d[1]!, d[2]!));
  }
  return out;
}

/** The shortest distance between two atoms that share no bond (periodic images included), Å. */
export function shortestNonBonded(mol: Molecule, cutoff = 5): number {
  const bonded = new Set<string>();
  for (let k = 0; k < mol.bonds.count; k++) {
    const [a, b] = [mol.bonds.a[k]!, mol.bonds.b[k]!];
    bonded.add(`${Math.min(a, b)},${Math.max(a, b)}`);
  }
  let best = Infinity;
  eachContact(mol, cutoff, (i, j, d) => {
    if (!bonded.has(`${i},${j}`)) best = Math.min(best, d);
  });
  return best;
}
