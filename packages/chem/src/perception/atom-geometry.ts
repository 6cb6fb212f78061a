import { covalentRadius } from '../core/elements.js';
import type { Adjacency, Molecule } from '../core/molecule.js';
import type { Vec3 } from '../core/vec3.js';
import { angleBetween, norm } from '../core/vec3.js';

/**
 * Geometry that bond-order perception reads from coordinates: bond lengths relative to the sum of
 * single-bond covalent radii (Cordero et al. 2008, core/element-data.ts), and the bond angles around
 * an atom. Periodic bonds use their image offset, so a bond across the cell has its true length.
 */

const DEG = 180 / Math.PI;

/** Vector from atom `from` to the other end of bond k, in Å. */
export function bondVector(mol: Molecule, k: number, from: number): Vec3 {
  const { a, b, image } = mol.bonds;
  const i = a[k]!;
  const j = b[k]!;
  const p = mol.positions;
  let t: Vec3 = [0, 0, 0];
  if (image && mol.cell) {
    const [va, vb, vc] = mol.cell.vectors;
    const n: Vec3 = [image[3 * k]!, image[3 * k + 1]!, image[3 * k + 2]!];
    t = [0, 1, 2].map((c) => n[0] * va[c]! + n[1] * vb[c]! + n[2] * vc[c]!) as unknown as Vec3;
  }
  const d: Vec3 = [
    p[3 * j]! + t[0] - p[3 * i]!,
    p[3 * j + 1]! + t[1] - p[3 * i + 1]!,
    p[3 * j + 2]! + t[2] - p[3 * i + 2]!,
  ];
  // For a bond to the atom's own image (i = j) either direction is "the other end".
  return from === i ? d : [-d[0], -d[1], -d[2]];
}

/**
 * Length of bond k divided by the sum of the two single-bond covalent radii. Single bonds sit near
 * 1.0 (C–C 1.53/1.52), double bonds near 0.87 (C=C 1.33, C=O 1.21/1.42 = 0.85), triple bonds near
 * 0.79 (C≡C 1.20, C≡N 1.16/1.47); aromatic C–C 1.39 gives 0.91.
 */
export function bondRatio(mol: Molecule, k: number): number {
  const sum = covalentRadius(mol.elements[mol.bonds.a[k]!]!) + covalentRadius(mol.elements[mol.bonds.b[k]!]!);
  const length = norm(bondVector(mol, k, mol.bonds.a[k]!));
  return sum > 0 ? length / sum : 1;
}

/** Every bond angle (degrees) at `atom`, one per pair of its bonds. */
export function bondAngles(mol: Molecule, adj: Adjacency, atom: number): number[] {
  const vectors: Vec3[] = [];
  for (let e = adj.start[atom]!; e < adj.start[atom + 1]!; e++)
    vectors.push(bondVector(mol, adj.bondOf[e]!, atom));
  const angles: number[] = [];
  for (let x = 0; x < vectors.length; x++) {
    for (let y = x + 1; y < vectors.length; y++) angles.push(angleBetween(vectors[x]!, vectors[y]!) * DEG);
  }
  return angles.filter(Number.isFinite);
}

/** Shortest bond-length ratio among the bonds of `atom` to non-hydrogen atoms (Infinity if none). */
export function shortestHeavyRatio(mol: Molecule, adj: Adjacency, atom: number, ratio: Float64Array): number {
  let best = Infinity;
  for (let e = adj.start[atom]!; e < adj.start[atom + 1]!; e++) {
    if (mol.elements[adj.neighbours[e]!] !== 1) best = Math.min(best, ratio[adj.bondOf[e]!]!);
  }
  return best;
}

/**
 * Lone pairs on a main-group atom read off its shape (VSEPR), or undefined where the shape does not
 * tell: two bonds at 100° mean two lone pairs (thioether S), at 120° one (SO₂); three bonds in a plane
 * none (SO₃), pyramidal one (DMSO); four bonds tetrahedral none (sulfone), see-saw one (SF₄).
 */
export function lonePairsFromShape(angles: readonly number[], degree: number): number | undefined {
  if (angles.length === 0) return undefined;
  const sum = angles.reduce((s, x) => s + x, 0);
  if (degree === 2) {
    const a = angles[0]!;
    if (a >= 165) return undefined;
    return a > 112 ? 1 : 2;
  }
  if (degree === 3) return sum >= 350 ? 0 : 1;
  if (degree === 4) {
    const wide = angles.filter((x) => x >= 150).length;
    return Math.min(wide, 2);
  }
  return undefined;
}

/** Sum of the three bond angles at a three-connected atom: 360° planar (sp2), ≈328° tetrahedral (sp3). */
export const angleSum = (angles: readonly number[]): number => angles.reduce((s, x) => s + x, 0);
