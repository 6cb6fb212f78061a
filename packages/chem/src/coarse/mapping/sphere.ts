import type { Molecule } from '../../core/molecule.js';
import type { CgBead } from '../model.js';

export interface BeadSphere {
  readonly centre: { readonly x: number; readonly y: number; readonly z: number };
  /** Å. */
  readonly radius: number;
  /** 0-based atoms the sphere contains (the bead's atoms). */
  readonly atoms: readonly number[];
}

/**
 * The bead sphere of spec 001 §9: centred on the geometric centre of the bead's atoms, radius 0.6 for a
 * one-atom bead, else the largest atom distance from the centre plus 0.1.
 */
export function beadSphere(molecule: Molecule, bead: Pick<CgBead, 'atoms'>): BeadSphere {
  const p = molecule.positions;
  const n = bead.atoms.length;
  let x = 0;
  let y = 0;
  let z = 0;
  for (const a of bead.atoms) {
    x += p[3 * a]!;
    y += p[3 * a + 1]!;
    z += p[3 * a + 2]!;
  }
  const centre = n === 0 ? { x: 0, y: 0, z: 0 } : { x: x / n, y: y / n, z: z / n };
  if (n <= 1) return { centre, radius: 0.6, atoms: [...bead.atoms] };
  let far = 0;
  for (const a of bead.atoms) {
    far = Math.max(far, Math.hypot(p[3 * a]! - centre.x, p[3 * a + 1]! - centre.y, p[3 * a + 2]! - centre.z));
  }
  return { centre, radius: far + 0.1, atoms: [...bead.atoms] };
}
