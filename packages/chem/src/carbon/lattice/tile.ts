import type { BondOrder } from '../../core/bond-order.js';
import type { Vec3 } from '../../core/vec3.js';
import type { Net, NetLink, NetSite } from './net.js';
import { wrapIndex } from './net.js';

/** A 2D cell in the xy plane: its two vectors (Å), its atoms (Cartesian, Å) and its bonds. */
export interface SheetMotif {
  readonly a: readonly [number, number];
  readonly b: readonly [number, number];
  readonly sites: readonly { readonly element: number; readonly x: number; readonly y: number }[];
  /** Atom b of the bond lies in the cell `cell` steps along a and b from atom a's cell. */
  readonly bonds: readonly {
    readonly a: number;
    readonly b: number;
    readonly order: BondOrder;
    readonly cell: readonly [number, number];
  }[];
}

/**
 * The motif repeated nx × ny times in the xy plane as one periodic net: the cell (nx·a, ny·b, vacuum·ẑ) and
 * each bond to a neighbouring cell either inside the sheet or through its boundary with the image that
 * wraps it. The sheet lies at z = vacuum/2.
 */
export function tileSheet(motif: SheetMotif, nx: number, ny: number, vacuum: number): Net {
  const per = motif.sites.length;
  const sites: NetSite[] = [];
  const links: NetLink[] = [];
  const at = (ix: number, iy: number, s: number): number => (iy * nx + ix) * per + s;
  for (let iy = 0; iy < ny; iy++) {
    for (let ix = 0; ix < nx; ix++) {
      const ox = ix * motif.a[0] + iy * motif.b[0];
      const oy = ix * motif.a[1] + iy * motif.b[1];
      for (const s of motif.sites)
        sites.push({ element: s.element, position: [ox + s.x, oy + s.y, vacuum / 2] });
      for (const bond of motif.bonds) {
        const wx = wrapIndex(ix, bond.cell[0], nx);
        const wy = wrapIndex(iy, bond.cell[1], ny);
        const image: Vec3 = [wx.shift, wy.shift, 0];
        links.push({ a: at(ix, iy, bond.a), b: at(wx.index, wy.index, bond.b), order: bond.order, image });
      }
    }
  }
  const vectors = [
    [nx * motif.a[0], nx * motif.a[1], 0],
    [ny * motif.b[0], ny * motif.b[1], 0],
    [0, 0, vacuum],
  ] as const;
  return { sites, links, vectors };
}
