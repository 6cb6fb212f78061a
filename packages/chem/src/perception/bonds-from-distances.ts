import { BondOrder } from '../core/bond-order.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { warning } from '../core/diagnostics.js';
import { covalentRadius, LONE_PAIR } from '../core/elements.js';
import { ChemError } from '../core/errors.js';
import type { Bonds, Molecule } from '../core/molecule.js';
import type { SearchPoints } from './periodic-images.js';
import { bondImage, isCanonicalPair, moleculePoints, periodicPoints } from './periodic-images.js';
import { buildSpatialGrid, forEachPointNear } from './spatial-grid.js';

/**
 * Bonds from interatomic distances (spec 000 §9): atoms i and j are bonded when
 *   d(i, j) ≤ factor × (r_cov(i) + r_cov(j)),  factor = 1.15 by default,
 * with the covalent radii of core/elements.ts. Pairs closer than `minDistance` are taken as
 * overlapping atoms (a duplicated site, a disordered position) rather than a bond: they are not
 * bonded and each pair is reported as a warning. Lone pairs (element 0) are never bonded here.
 *
 * The search is a cell list (spatial-grid.ts) with cells as wide as the longest possible bond, so
 * it is O(N). In a periodic structure every lattice image within reach is considered, not only the
 * nearest one: in a cell shorter than twice the cut-off one atom has several bonded images of the
 * same neighbour, and may bond to images of itself (a one-atom bcc cell). Each periodic bond
 * records the lattice offset of atom b relative to atom a, for the positions as stored.
 */
export const BOND_TOLERANCE_FACTOR = 1.15;

/**
 * Below this distance (Å) two atoms overlap. 0.4 Å is shorter than any real bond (H–H in H₂ is
 * 0.74 Å; the shortest bonds to H are ≈0.9 Å) yet longer than the split positions of typical
 * crystallographic disorder or numerical duplicates.
 */
export const OVERLAP_DISTANCE = 0.4;

export interface BondsFromDistancesOptions {
  readonly factor?: number;
  readonly minDistance?: number;
}

export interface BondsFromDistancesResult {
  readonly bonds: Bonds;
  readonly diagnostics: Diagnostic[];
}

interface FoundBond {
  readonly a: number;
  readonly b: number;
  readonly image: readonly [number, number, number];
}

export function bondsFromDistances(
  mol: Molecule,
  options: BondsFromDistancesOptions = {},
): BondsFromDistancesResult {
  const factor = options.factor ?? BOND_TOLERANCE_FACTOR;
  const minDistance = options.minDistance ?? OVERLAP_DISTANCE;
  if (!(factor > 0) || !(minDistance >= 0)) {
    throw new ChemError(
      'perception',
      `Invalid bond search options: factor ${factor}, minDistance ${minDistance}.`,
    );
  }
  const radii = atomRadii(mol);
  const cutoff = factor * 2 * radii.reduce((m, r) => Math.max(m, r), 0);
  const periodic = mol.cell !== undefined;
  const diagnostics: Diagnostic[] = [];
  if (!(cutoff > 0)) return { bonds: toBonds([], periodic), diagnostics };
  const isLonePair = (i: number): boolean => mol.elements[i] === LONE_PAIR;
  const points = mol.cell ? periodicPoints(mol, mol.cell, cutoff, isLonePair) : moleculePoints(mol);
  const found = searchPairs(mol, points, { radii, factor, minDistance, cutoff }, diagnostics);
  return { bonds: toBonds(found, periodic), diagnostics };
}

/** Covalent radius per atom; −1 marks atoms that never bond by distance (lone pairs). */
function atomRadii(mol: Molecule): Float64Array {
  const radii = new Float64Array(mol.atomCount);
  mol.elements.forEach((z, i) => {
    radii[i] = z === LONE_PAIR ? -1 : covalentRadius(z);
  });
  return radii;
}

interface SearchParameters {
  readonly radii: Float64Array;
  readonly factor: number;
  readonly minDistance: number;
  readonly cutoff: number;
}

function searchPairs(
  mol: Molecule,
  points: SearchPoints,
  p: SearchParameters,
  diagnostics: Diagnostic[],
): FoundBond[] {
  const grid = buildSpatialGrid(points.xyz, p.cutoff);
  const { xyz, atom } = points;
  const found: FoundBond[] = [];
  for (let i = 0; i < mol.atomCount; i++) {
    const ri = p.radii[i]!;
    if (ri < 0) continue;
    const x = xyz[3 * i]!;
    const y = xyz[3 * i + 1]!;
    const z = xyz[3 * i + 2]!;
    forEachPointNear(grid, x, y, z, (q) => {
      const j = atom[q]!;
      const rj = p.radii[j]!;
      if (rj < 0 || !isCanonicalPair(points, i, q)) return;
      const d2 = (xyz[3 * q]! - x) ** 2 + (xyz[3 * q + 1]! - y) ** 2 + (xyz[3 * q + 2]! - z) ** 2;
      const limit = p.factor * (ri + rj);
      if (d2 > limit * limit) return;
      if (d2 < p.minDistance * p.minDistance) diagnostics.push(overlap(i, j, Math.sqrt(d2), p.minDistance));
      else found.push({ a: i, b: j, image: bondImage(points, i, q) });
    });
  }
  return found;
}

function overlap(i: number, j: number, d: number, min: number): Diagnostic {
  const what = i === j ? `Atom ${i + 1} and its own periodic image are` : `Atoms ${i + 1} and ${j + 1} are`;
  return warning(
    'overlapping-atoms',
    `${what} ${d.toFixed(3)} Å apart, closer than ${min} Å: treated as overlapping, not bonded.`,
    { atoms: i === j ? [i] : [i, j] },
  );
}

/** Bonds sorted by (a, b, image) so that the output does not depend on the grid's hash order. */
function toBonds(found: FoundBond[], periodic: boolean): Bonds {
  found.sort(
    (x, y) =>
      x.a - y.a || x.b - y.b || x.image[0] - y.image[0] || x.image[1] - y.image[1] || x.image[2] - y.image[2],
  );
  const count = found.length;
  const a = Uint32Array.from(found, (f) => f.a);
  const b = Uint32Array.from(found, (f) => f.b);
  const order = new Uint8Array(count).fill(BondOrder.Unknown);
  if (!periodic) return { count, a, b, order };
  const image = new Int8Array(3 * count);
  found.forEach((f, k) => image.set(f.image, 3 * k));
  return { count, a, b, order, image };
}
