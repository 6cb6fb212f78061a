import { ChemError } from '../core/errors.js';

/**
 * A cell list over points in space: cubic cells of edge `size`, kept in an open-addressing hash
 * table keyed by the integer cell coordinates, so memory follows the number of occupied cells and
 * not the bounding box (two atoms 10⁶ Å apart cost two cells, not 10¹⁸). Building is O(N);
 * looking up one cell is O(1) expected.
 */
export interface SpatialGrid {
  readonly size: number;
  /** Point indices grouped by cell: the points of cell c are order[cellStart[c] .. cellStart[c+1]). */
  readonly order: Uint32Array;
  readonly cellStart: Uint32Array;
  /** Integer coordinates of each cell, 3 per cell. */
  readonly cellCoord: Int32Array;
  /** Hash slot → cell id, −1 when empty; length is a power of two. */
  readonly table: Int32Array;
}

/** Cell coordinates beyond this are not representable in the 32-bit hash; 2³⁰ cells of ≥0.1 Å is 10⁸ Å. */
const MAX_CELL_COORD = 2 ** 30;

const hash = (x: number, y: number, z: number): number =>
  Math.imul(x, 73856093) ^ Math.imul(y, 19349663) ^ Math.imul(z, 83492791);

export const cellCoordinate = (v: number, size: number): number => Math.floor(v / size);

/** Cell id of integer cell (x, y, z), or −1 when no point lies in it. */
export function findCell(grid: SpatialGrid, x: number, y: number, z: number): number {
  const { table, cellCoord } = grid;
  const mask = table.length - 1;
  for (let slot = hash(x, y, z) & mask; ; slot = (slot + 1) & mask) {
    const c = table[slot]!;
    if (c < 0) return -1;
    if (cellCoord[3 * c] === x && cellCoord[3 * c + 1] === y && cellCoord[3 * c + 2] === z) return c;
  }
}

/** Calls `visit` for every point in the 27 cells around (x, y, z): all points within one cell edge, and some more. */
export function forEachPointNear(
  grid: SpatialGrid,
  x: number,
  y: number,
  z: number,
  visit: (point: number) => void,
): void {
  const cx = cellCoordinate(x, grid.size);
  const cy = cellCoordinate(y, grid.size);
  const cz = cellCoordinate(z, grid.size);
  for (let dx = -1; dx <= 1; dx++) {
    for (let dy = -1; dy <= 1; dy++) {
      for (let dz = -1; dz <= 1; dz++) {
        const c = findCell(grid, cx + dx, cy + dy, cz + dz);
        if (c < 0) continue;
        for (let k = grid.cellStart[c]!; k < grid.cellStart[c + 1]!; k++) visit(grid.order[k]!);
      }
    }
  }
}

/** Builds the grid over `points` (interleaved x, y, z in Å). Throws for non-finite or absurd coordinates. */
export function buildSpatialGrid(points: Float64Array, size: number): SpatialGrid {
  const n = points.length / 3;
  const coords = pointCells(points, size);
  const table = new Int32Array(tableSize(n)).fill(-1);
  const cellCoord: number[] = [];
  const cellOfPoint = new Uint32Array(n);
  for (let i = 0; i < n; i++) {
    cellOfPoint[i] = insertCell(table, cellCoord, coords[3 * i]!, coords[3 * i + 1]!, coords[3 * i + 2]!);
  }
  const cellCount = cellCoord.length / 3;
  const cellStart = new Uint32Array(cellCount + 1);
  for (let i = 0; i < n; i++) cellStart[cellOfPoint[i]! + 1]!++;
  for (let c = 0; c < cellCount; c++) cellStart[c + 1]! += cellStart[c]!;
  const fill = cellStart.slice(0, cellCount);
  const order = new Uint32Array(n);
  for (let i = 0; i < n; i++) order[fill[cellOfPoint[i]!]!++] = i;
  return { size, order, cellStart, cellCoord: Int32Array.from(cellCoord), table };
}

function tableSize(n: number): number {
  let size = 16;
  while (size < 2 * n) size *= 2;
  return size;
}

function pointCells(points: Float64Array, size: number): Int32Array {
  const coords = new Int32Array(points.length);
  for (let k = 0; k < points.length; k++) {
    const c = cellCoordinate(points[k]!, size);
    if (!(Math.abs(c) < MAX_CELL_COORD)) {
      const atom = Math.floor(k / 3);
      throw new ChemError(
        'perception',
        `Atom position ${atom + 1} is not finite or too far out (${points[k]} Å).`,
        [atom],
      );
    }
    coords[k] = c;
  }
  return coords;
}

/** Finds or adds the cell of point i during the build; returns its cell id. */
function insertCell(table: Int32Array, cellCoord: number[], x: number, y: number, z: number): number {
  const mask = table.length - 1;
  for (let slot = hash(x, y, z) & mask; ; slot = (slot + 1) & mask) {
    const c = table[slot]!;
    if (c < 0) {
      const id = cellCoord.length / 3;
      cellCoord.push(x, y, z);
      table[slot] = id;
      return id;
    }
    if (cellCoord[3 * c] === x && cellCoord[3 * c + 1] === y && cellCoord[3 * c + 2] === z) return c;
  }
}
