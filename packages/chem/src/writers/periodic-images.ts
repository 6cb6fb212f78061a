import type { Molecule } from '../core/molecule.js';
import { bondList } from '../core/molecule.js';
import { cross, dot } from '../core/vec3.js';

/**
 * LAMMPS image flags (nx, ny, nz per atom, in cell vectors) for a periodic structure, so that a
 * molecule whose bonds cross the cell boundary is whole when unwrapped (x + nx a + ny b + nz c).
 * A bond's `image` is where atom b sits relative to atom a's copy of the cell; a walk along the bond
 * graph from the lowest atom of each molecule gives every atom the image of the atom it was reached
 * from plus that bond's image. For an infinite molecule (a chain or net through the boundary) some
 * bond closes a loop whose images do not add up to zero: no flags make that one short, and it stays
 * long when unwrapped (LAMMPS computes bonded terms from the closest image, so energies do not depend
 * on the flags). A left-handed cell is written with c negated (placement.ts), and so is nz.
 */
export function imageFlags(mol: Molecule): (readonly [number, number, number])[] | undefined {
  if (!mol.cell) return undefined;
  const n = mol.atomCount;
  const flags: ([number, number, number] | undefined)[] = new Array(n).fill(undefined);
  const edges: { to: number; image: readonly [number, number, number] }[][] = Array.from(
    { length: n },
    () => [],
  );
  for (const bond of bondList(mol)) {
    const image = bond.image ?? [0, 0, 0];
    edges[bond.a]!.push({ to: bond.b, image });
    edges[bond.b]!.push({ to: bond.a, image: [-image[0], -image[1], -image[2]] });
  }
  for (let start = 0; start < n; start++) {
    if (flags[start]) continue;
    flags[start] = [0, 0, 0];
    const queue = [start];
    for (let q = 0; q < queue.length; q++) {
      const from = queue[q]!;
      const base = flags[from]!;
      for (const { to, image } of edges[from]!) {
        if (flags[to]) continue;
        flags[to] = [base[0] + image[0], base[1] + image[1], base[2] + image[2]];
        queue.push(to);
      }
    }
  }
  const [a, b, c] = mol.cell.vectors;
  const flipC = dot(a, cross(b, c)) < 0 ? -1 : 1;
  return flags.map((f) => [f![0], f![1], flipC * f![2] || 0] as const);
}

/** True when some bond of a periodic structure joins atoms in different copies of the cell. */
export function hasPeriodicBonds(mol: Molecule): boolean {
  const image = mol.bonds.image;
  return mol.cell !== undefined && image !== undefined && image.some((v) => v !== 0);
}
