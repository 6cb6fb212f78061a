import { toCartesian, toFractional } from '../core/cell.js';
import type { Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import type { Vec3 } from '../core/vec3.js';
import { norm, positionOf, sub } from '../core/vec3.js';

/**
 * Image flags for the bonds of a periodic structure whose file lists bonds without them (mol2 with
 * CRYSIN, a pdb with CRYST1 and CONECT): each bond a–b gets the lattice offset n of atom b that makes
 * |r_b + n·L − r_a| shortest — the bond a reader of that file means, since no bond is longer than half
 * a cell. A molecule without a cell, or whose bonds already carry images, is returned as it is.
 */
export function withMinimumImageBonds(mol: Molecule): Molecule {
  const { cell, bonds } = mol;
  if (cell === undefined || bonds.image !== undefined || bonds.count === 0) return mol;
  const image = new Int8Array(3 * bonds.count);
  for (let i = 0; i < bonds.count; i++) {
    const a = positionOf(mol.positions, bonds.a[i]!);
    const b = positionOf(mol.positions, bonds.b[i]!);
    image.set(nearestImage(mol, a, b), 3 * i);
  }
  return withBonds(mol, { ...bonds, image });
}

/**
 * The offset n with r_b + n·L nearest r_a. Rounding the fractional difference is exact for an
 * orthogonal cell; in an oblique one the nearest image can be one cell further along any axis, so
 * the 27 offsets around the rounded one are compared.
 */
function nearestImage(mol: Molecule, a: Vec3, b: Vec3): [number, number, number] {
  const cell = mol.cell!;
  const f = toFractional(cell, sub(a, b));
  const base = f.map((x) => Math.round(x)) as [number, number, number];
  let best: [number, number, number] = base;
  let bestLength = Infinity;
  for (let i = -1; i <= 1; i++)
    for (let j = -1; j <= 1; j++)
      for (let k = -1; k <= 1; k++) {
        const n: [number, number, number] = [base[0] + i, base[1] + j, base[2] + k];
        const length = norm(sub(sub(a, b), toCartesian(cell, n)));
        if (length < bestLength - 1e-9) {
          best = n;
          bestLength = length;
        }
      }
  return best;
}
