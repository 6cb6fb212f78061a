import type { Cell } from '../../core/cell.js';
import { toCartesian, wrapFraction } from '../../core/cell.js';
import type { Vec3 } from '../../core/vec3.js';
import { norm } from '../../core/vec3.js';
import type { SymmetryOperator } from './symmetry-operator.js';
import { applyOperator } from './symmetry-operator.js';

/** An atom site in fractional coordinates, as listed in the CIF (or generated from one). */
export interface CifSite {
  readonly label: string;
  readonly element: number;
  readonly fractional: Vec3;
  readonly occupancy: number | undefined;
  /** _atom_site_charge (e), as EQeq, RASPA and Materials Studio write partial charges. */
  readonly charge: number | undefined;
  readonly line: number;
}

/**
 * Two generated sites of the same element closer than this (Cartesian, minimum image) are one site.
 * 0.01 Å is far below any bond length yet well above the round-off of symmetry operators applied to
 * coordinates given to 4–6 decimals.
 */
export const DUPLICATE_TOLERANCE = 0.01;

/**
 * Applies every operator to every site, wraps the images into [0, 1) and keeps the first of any
 * duplicates (same element within DUPLICATE_TOLERANCE Å, periodic minimum image); images keep the
 * label of their site. A fractional grid makes the duplicate search linear in the site count.
 */
export function expandSites(
  sites: readonly CifSite[],
  ops: readonly SymmetryOperator[],
  cell: Cell,
): CifSite[] {
  const grid = new SiteGrid(cell);
  const out: CifSite[] = [];
  for (const site of sites) {
    for (const op of ops) {
      const f = applyOperator(op, site.fractional).map(wrapFraction) as unknown as Vec3;
      if (grid.findTwin(out, f, (other) => other.element === site.element) >= 0) continue;
      grid.add(f, out.length);
      out.push({ ...site, fractional: f });
    }
  }
  return out;
}

/** Sites bucketed by fractional position, so that finding a site within the tolerance is O(1). */
export class SiteGrid {
  private readonly size: Vec3;
  private readonly buckets = new Map<string, number[]>();

  constructor(
    private readonly cell: Cell,
    private readonly tolerance = DUPLICATE_TOLERANCE,
  ) {
    // |Δf_i| ≤ d·‖column i of the inverse‖, so buckets at least that wide need only their neighbours checked.
    const inv = cell.inverse;
    const width = ([0, 1, 2] as const).map((i) => tolerance * Math.hypot(inv[0][i], inv[1][i], inv[2][i]));
    this.size = width.map((w) => Math.max(1, Math.min(64, Math.floor(1 / w)))) as unknown as Vec3;
  }

  add(f: Vec3, index: number): void {
    const key = this.key(f.map((v, i) => Math.floor(v * this.size[i as 0 | 1 | 2])) as unknown as Vec3);
    const list = this.buckets.get(key) ?? [];
    list.push(index);
    this.buckets.set(key, list);
  }

  /** Index of a site of `sites` within the tolerance (Å) of f (minimum image) that `accept`s, or −1. */
  findTwin(sites: readonly CifSite[], f: Vec3, accept: (site: CifSite) => boolean): number {
    const base = f.map((v, i) => Math.floor(v * this.size[i as 0 | 1 | 2]));
    const keys = new Set<string>();
    for (let dx = -1; dx <= 1; dx++)
      for (let dy = -1; dy <= 1; dy++)
        for (let dz = -1; dz <= 1; dz++)
          keys.add(this.key([(base[0] ?? 0) + dx, (base[1] ?? 0) + dy, (base[2] ?? 0) + dz]));
    for (const key of keys) {
      for (const j of this.buckets.get(key) ?? []) {
        const other = sites[j];
        if (other && accept(other) && this.distance(other.fractional, f) < this.tolerance) return j;
      }
    }
    return -1;
  }

  private key(b: Vec3): string {
    const wrap = (v: number, n: number): number => ((v % n) + n) % n;
    return `${wrap(b[0], this.size[0])},${wrap(b[1], this.size[1])},${wrap(b[2], this.size[2])}`;
  }

  private distance(a: Vec3, b: Vec3): number {
    const d = a.map((v, i) => {
      const x = v - (b[i] ?? 0);
      return x - Math.round(x);
    }) as unknown as Vec3;
    return norm(toCartesian(this.cell, d));
  }
}
