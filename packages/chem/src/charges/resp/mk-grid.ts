import { ChemError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { mkRadius } from './mk-radii.js';
import { unitSpherePoints } from './sphere-points.js';

export interface MkGridOptions {
  /** Multiples of the MK radii, one shell each (Singh & Kollman 1984: 1.4, 1.6, 1.8, 2.0). */
  readonly scales?: readonly number[];
  /** Points per Å² of each shell (1 is the MK default of Gaussian and psi4's RESP). */
  readonly density?: number;
}

export interface MkGrid {
  /** Grid points in Å, interleaved x,y,z, in the molecule's frame. */
  readonly points: Float64Array;
  readonly count: number;
  /** Radius (Å, unscaled) used for every atom. */
  readonly radii: Float64Array;
  /** Atomic numbers that had no MK radius and used the element table's vdW radius instead. */
  readonly fallbackElements: readonly number[];
}

export const MK_SCALES: readonly number[] = [1.4, 1.6, 1.8, 2.0];
export const MK_DENSITY = 1;

/**
 * Merz–Kollman ESP sampling points (Singh & Kollman, J. Comput. Chem. 1984, 5, 129; Besler, Merz &
 * Kollman, J. Comput. Chem. 1990, 11, 431): for each scale s, points spread on the sphere of radius
 * s·r_i around every atom i, with about density·4π(s·r_i)² points; a point is dropped when it lies
 * inside the s-scaled sphere of another atom, so what remains is the fused-sphere surface at s and no
 * point is nearer to any atom j than s·r_j ≥ 1.4·r_j.
 */
export function mkGrid(mol: Molecule, options: MkGridOptions = {}): MkGrid {
  const scales = options.scales ?? MK_SCALES;
  const density = options.density ?? MK_DENSITY;
  if (!(density > 0) || scales.some((s) => !(s > 0))) {
    throw new ChemError('invalid-molecule', 'MK grid: scales and density must be positive.');
  }
  const { radii, fallbackElements } = atomRadii(mol);
  const out: number[] = [];
  for (const s of scales) shellPoints(mol, radii, s, density, out);
  return { points: Float64Array.from(out), count: out.length / 3, radii, fallbackElements };
}

function atomRadii(mol: Molecule): { radii: Float64Array; fallbackElements: number[] } {
  const radii = new Float64Array(mol.atomCount);
  const fallback = new Set<number>();
  for (let i = 0; i < mol.atomCount; i++) {
    const z = mol.elements[i]!;
    const r = mkRadius(z);
    radii[i] = r.radius;
    if (r.source === 'element-table') fallback.add(z);
  }
  return { radii, fallbackElements: [...fallback].sort((x, y) => x - y) };
}

/** Appends the points of one shell; only atoms whose scaled spheres overlap can bury a point. */
function shellPoints(mol: Molecule, radii: Float64Array, s: number, density: number, out: number[]): void {
  const n = mol.atomCount;
  const p = mol.positions;
  for (let i = 0; i < n; i++) {
    const ri = s * radii[i]!;
    const near = overlapping(mol, radii, s, i);
    const count = Math.max(1, Math.round(density * 4 * Math.PI * ri * ri));
    const unit = unitSpherePoints(count);
    for (let k = 0; k < count; k++) {
      const x = p[3 * i]! + ri * unit[3 * k]!;
      const y = p[3 * i + 1]! + ri * unit[3 * k + 1]!;
      const z = p[3 * i + 2]! + ri * unit[3 * k + 2]!;
      if (!buried(p, radii, s, near, x, y, z)) out.push(x, y, z);
    }
  }
}

function overlapping(mol: Molecule, radii: Float64Array, s: number, i: number): number[] {
  const p = mol.positions;
  const near: number[] = [];
  for (let j = 0; j < mol.atomCount; j++) {
    if (j === i) continue;
    const d = Math.hypot(p[3 * j]! - p[3 * i]!, p[3 * j + 1]! - p[3 * i + 1]!, p[3 * j + 2]! - p[3 * i + 2]!);
    if (d < 1e-6) throw new ChemError('invalid-molecule', 'MK grid: two atoms share one position.', [i, j]);
    if (d < s * (radii[i]! + radii[j]!)) near.push(j);
  }
  return near;
}

function buried(
  p: Float64Array,
  radii: Float64Array,
  s: number,
  near: number[],
  x: number,
  y: number,
  z: number,
): boolean {
  for (const j of near) {
    const r = s * radii[j]!;
    const dx = x - p[3 * j]!;
    const dy = y - p[3 * j + 1]!;
    const dz = z - p[3 * j + 2]!;
    if (dx * dx + dy * dy + dz * dz < r * r) return true;
  }
  return false;
}
