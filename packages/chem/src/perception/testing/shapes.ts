import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder, withBonds } from '../../core/molecule.js';
import { bondsFromDistances } from '../bonds-from-distances.js';

/**
 * Larger test structures built from geometry. Bonds come from bondsFromDistances and are then
 * marked single, so these shapes exercise bonds, rings and symmetry together.
 */

/** Buckminsterfullerene C60 (carbon only) with 1.4 Å edges. */
export function fullereneC60(): Molecule {
  // Vertices of the truncated icosahedron with edge 2: the cyclic permutations of (0, ±1, ±3φ),
  // (±1, ±(2+φ), ±2φ) and (±φ, ±2, ±φ³) (H. S. M. Coxeter, Regular Polytopes, 1973).
  const phi = (1 + Math.sqrt(5)) / 2;
  const seeds: [number, number, number][] = [
    [0, 1, 3 * phi],
    [1, 2 + phi, 2 * phi],
    [phi, 2, phi ** 3],
  ];
  const points = new Map<string, [number, number, number]>();
  for (const [x, y, z] of seeds) {
    for (const [sx, sy, sz] of signs()) {
      const p: [number, number, number] = [sx * x, sy * y, sz * z];
      for (const q of [p, [p[1], p[2], p[0]], [p[2], p[0], p[1]]] as [number, number, number][]) {
        points.set(q.map((v) => v.toFixed(6)).join(','), q);
      }
    }
  }
  return carbonFrom([...points.values()].map(([x, y, z]) => [0.7 * x, 0.7 * y, 0.7 * z]));
}

function* signs(): Generator<[number, number, number]> {
  for (const a of [1, -1]) for (const b of [1, -1]) for (const c of [1, -1]) yield [a, b, c];
}

/** A flat hexagonal (graphene-like) flake of carbon atoms, rows × columns of rectangular cells. */
export function grapheneFlake(rows: number, columns: number): Molecule {
  const d = 1.42;
  const w = d * Math.sqrt(3);
  const basis: [number, number][] = [
    [0, 0],
    [w / 2, d / 2],
    [w / 2, 1.5 * d],
    [0, 2 * d],
  ];
  const points: [number, number, number][] = [];
  for (let i = 0; i < columns; i++) {
    for (let j = 0; j < rows; j++) for (const [x, y] of basis) points.push([x + i * w, y + j * 3 * d, 0]);
  }
  return carbonFrom(points);
}

function carbonFrom(points: readonly (readonly [number, number, number])[]): Molecule {
  const builder = new MoleculeBuilder('carbon');
  for (const [x, y, z] of points) builder.addAtom({ element: 6, x, y, z });
  const mol = builder.build();
  const { bonds } = bondsFromDistances(mol);
  return withBonds(mol, { ...bonds, order: new Uint8Array(bonds.count).fill(BondOrder.Single) });
}
