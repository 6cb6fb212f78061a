import type { BondOrder } from '../../core/bond-order.js';
import type { Mat3, Vec3 } from '../../core/vec3.js';

/** One atom of a carbon network: atomic number and Cartesian position, Å. */
export interface NetSite {
  readonly element: number;
  readonly position: Vec3;
}

/**
 * A bond of the network: atom b sits at its position plus `image` (integer multiples of the cell vectors),
 * the convention of chem's periodic bonds (core/molecule.ts Bonds.image).
 */
export interface NetLink {
  readonly a: number;
  readonly b: number;
  readonly order: BondOrder;
  readonly image: Vec3;
}

/**
 * A periodic carbon network before it becomes a Molecule: the generators build one, then either keep it
 * periodic (the cell, bonds through the boundary) or cut it and terminate the cut bonds with hydrogen.
 * Axes along which no link crosses the boundary are vacuum.
 */
export interface Net {
  readonly sites: readonly NetSite[];
  readonly links: readonly NetLink[];
  readonly vectors: Mat3;
}

/** True when the link leaves the cell (some image offset is non-zero). */
export const crossesBoundary = (link: NetLink): boolean =>
  link.image[0] !== 0 || link.image[1] !== 0 || link.image[2] !== 0;

/** Cartesian vector from site a to the image of site b that the link bonds. */
export function linkVector(net: Net, link: NetLink): Vec3 {
  const pa = net.sites[link.a]!.position;
  const pb = net.sites[link.b]!.position;
  const [va, vb, vc] = net.vectors;
  const [i, j, k] = link.image;
  return [0, 1, 2].map((c) => pb[c]! + i * va[c]! + j * vb[c]! + k * vc[c]! - pa[c]!) as unknown as Vec3;
}

/** Wraps cell index `i + d` of a row of `n` cells: the cell inside the row and how many rows it moved. */
export function wrapIndex(
  i: number,
  d: number,
  n: number,
): { readonly index: number; readonly shift: number } {
  const t = i + d;
  const shift = Math.floor(t / n);
  return { index: t - shift * n, shift };
}
