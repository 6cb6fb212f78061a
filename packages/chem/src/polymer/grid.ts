/**
 * A cell list that grows and shrinks as a chain does: atoms are added in order and removed last-first
 * (back-tracking takes away the newest unit), so each cell's list is a stack. Cells are cubes of edge
 * `size` keyed by integer coordinates in ±65,535 cells (±196,000 Å at 3 Å), far beyond any chain here.
 */
const OFFSET = 65_536;
const SPAN = 131_072;

export class GrowingGrid {
  private readonly cells = new Map<number, number[]>();
  private readonly keys: number[] = [];

  constructor(readonly size: number) {}

  private key(ix: number, iy: number, iz: number): number {
    return ((ix + OFFSET) * SPAN + (iy + OFFSET)) * SPAN + (iz + OFFSET);
  }

  add(atom: number, x: number, y: number, z: number): void {
    const k = this.key(Math.floor(x / this.size), Math.floor(y / this.size), Math.floor(z / this.size));
    const list = this.cells.get(k);
    if (list) list.push(atom);
    else this.cells.set(k, [atom]);
    this.keys[atom] = k;
  }

  /** Removes `atom`, which must be the newest atom of its cell. */
  removeNewest(atom: number): void {
    this.cells.get(this.keys[atom]!)?.pop();
  }

  /** Calls `visit` for every atom in the 27 cells around (x, y, z). */
  near(x: number, y: number, z: number, visit: (atom: number) => boolean | void): boolean {
    const cx = Math.floor(x / this.size);
    const cy = Math.floor(y / this.size);
    const cz = Math.floor(z / this.size);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (let dz = -1; dz <= 1; dz++) {
          const list = this.cells.get(this.key(cx + dx, cy + dy, cz + dz));
          if (list) for (const a of list) if (visit(a) === true) return true;
        }
      }
    }
    return false;
  }
}
