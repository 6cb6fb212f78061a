import type { Adjacency, Molecule } from '../../core/molecule.js';
import type { Vec3 } from '../../core/vec3.js';
import { angleBetween, positionOf } from '../../core/vec3.js';

/**
 * The vector from atom i to each bonded neighbour, Å, in adjacency order. A periodic bond carries the
 * image of its atom b (Molecule.bonds.image), so b is at pos_b + image·cell and the vector goes to that
 * copy: a metal's coordination polyhedron is measured whole even where its ligands sit across the cell.
 */
export function bondVectors(mol: Molecule, adj: Adjacency, i: number): Vec3[] {
  const out: Vec3[] = [];
  const here = positionOf(mol.positions, i);
  const cell = mol.cell?.vectors;
  for (let e = adj.start[i]!; e < adj.start[i + 1]!; e++) {
    const j = adj.neighbours[e]!;
    const bond = adj.bondOf[e]!;
    const there = positionOf(mol.positions, j);
    let d: [number, number, number] = [there[0] - here[0], there[1] - here[1], there[2] - here[2]];
    const image = mol.bonds.image;
    if (cell && image) {
      // The image belongs to b: seen from b, atom a sits at −image.
      const sign = mol.bonds.b[bond] === j ? 1 : -1;
      for (let k = 0; k < 3; k++) {
        const n = sign * (image[3 * bond + k] ?? 0);
        if (n !== 0) d = [d[0] + n * cell[k]![0], d[1] + n * cell[k]![1], d[2] + n * cell[k]![2]];
      }
    }
    out.push(d);
  }
  return out;
}

/** Every angle between two bond vectors, degrees. */
export function bondAngles(vectors: readonly Vec3[]): number[] {
  const out: number[] = [];
  for (let x = 0; x < vectors.length; x++) {
    for (let y = x + 1; y < vectors.length; y++) {
      out.push((angleBetween(vectors[x]!, vectors[y]!) * 180) / Math.PI);
    }
  }
  return out;
}
