import type { Cell } from './cell.js';
import { cellFromParameters, cellFromVectors, positionsToCartesian, positionsToFractional } from './cell.js';
import type { Mat3 } from './vec3.js';
import { cross, dot, scale } from './vec3.js';

export interface Oriented {
  readonly cell: Cell;
  readonly positions: Float64Array;
}

/**
 * Formats that store a cell as a b c α β γ (PDB CRYST1, CAR PBC) imply the standard orientation:
 * a along x, b in the xy plane. A cell given by arbitrary vectors is rotated into it, carrying the
 * atoms along (fractional coordinates are kept). A left-handed set of vectors is first made
 * right-handed by negating c, which describes the same lattice, so that no mirror image results.
 */
export function toStandardOrientation(cell: Cell, positions: Float64Array): Oriented {
  const [a, b, c] = cell.vectors;
  const right: Cell = dot(a, cross(b, c)) < 0 ? cellFromVectors([a, b, scale(c, -1)] as Mat3) : cell;
  const standard = cellFromParameters(right.parameters);
  if (sameVectors(standard.vectors, right.vectors)) return { cell: right, positions };
  return {
    cell: standard,
    positions: positionsToCartesian(standard, positionsToFractional(right, positions)),
  };
}

function sameVectors(p: Mat3, q: Mat3): boolean {
  return p.every((row, i) => row.every((v, j) => Math.abs(v - (q[i]?.[j] ?? NaN)) < 1e-9));
}
