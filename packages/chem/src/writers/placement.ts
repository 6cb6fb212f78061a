import { toStandardOrientation } from '../core/standard-orientation.js';
import type { Molecule } from '../core/molecule.js';
import type { Mat3 } from '../core/vec3.js';

/** Where the atoms sit in the box an engine needs, in Å. */
export interface Placement {
  /** Interleaved x, y, z in Å. */
  readonly positions: Float64Array;
  /** Box vectors as rows in Å, a along x and b in the xy plane (both GROMACS and LAMMPS require it). */
  readonly box: Mat3;
  /** True when the box is the structure's own cell; false when it was made around a molecule. */
  readonly periodic: boolean;
}

/**
 * A periodic structure keeps its cell, rotated into the standard orientation. A molecule gets a
 * rectangular box: its bounding box plus `padding` Å on every side, with the molecule translated so
 * that the padding is the same on both sides (a translation changes no energy).
 */
export function placeAtoms(mol: Molecule, padding: number): Placement {
  if (mol.cell) {
    const oriented = toStandardOrientation(mol.cell, mol.positions);
    return { positions: oriented.positions, box: oriented.cell.vectors, periodic: true };
  }
  const lo = [Infinity, Infinity, Infinity];
  const hi = [-Infinity, -Infinity, -Infinity];
  for (let i = 0; i < mol.atomCount; i++) {
    for (let k = 0; k < 3; k++) {
      const v = mol.positions[3 * i + k] ?? 0;
      lo[k] = Math.min(lo[k]!, v);
      hi[k] = Math.max(hi[k]!, v);
    }
  }
  const positions = new Float64Array(mol.positions.length);
  positions.forEach((_, j) => {
    positions[j] = (mol.positions[j] ?? 0) - lo[j % 3]! + padding;
  });
  const edge = (k: number): number => (mol.atomCount > 0 ? hi[k]! - lo[k]! : 0) + 2 * padding;
  return {
    positions,
    box: [
      [edge(0), 0, 0],
      [0, edge(1), 0],
      [0, 0, edge(2)],
    ],
    periodic: false,
  };
}

/** A periodic box as a b c (Å) and α β γ (degrees), the form AMBER's inpcrd and PDB's CRYST1 take. */
export interface CellBox {
  readonly lengths: readonly number[];
  readonly angles: readonly number[];
}

/**
 * A crystal keeps its cell in the standard orientation (a along x, b in the xy plane), given as
 * a b c α β γ; a molecule keeps its coordinates and has no box.
 */
export function placeInCell(mol: Molecule): { readonly positions: Float64Array; readonly box?: CellBox } {
  if (!mol.cell) return { positions: Float64Array.from(mol.positions) };
  const oriented = toStandardOrientation(mol.cell, mol.positions);
  const p = oriented.cell.parameters;
  return {
    positions: oriented.positions,
    box: { lengths: [p.a, p.b, p.c], angles: [p.alpha, p.beta, p.gamma] },
  };
}
