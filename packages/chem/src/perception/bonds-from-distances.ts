import { BondOrder } from '../core/bond-order.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { warning } from '../core/diagnostics.js';
import { covalentRadius, LONE_PAIR } from '../core/elements.js';
import { checkCellSize } from '../core/cell.js';
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
 * bonded and each pair is reported as a warning (the first MAX_OVERLAP_WARNINGS, then a count); pairs
 * closer still (COINCIDENT_FRACTION) are refused. Lone pairs (element 0) are never bonded here.
 *
 * Inputs no real structure gives are refused with a ChemError instead of being searched without end:
 * a cell narrower than its largest covalent radius (`invalid-cell`, naming the cell), atoms at the same
 * place (`invalid-molecule`, naming them), an atom with more than MAX_NEIGHBOURS atoms within bonding
 * distance or more than MAX_POINTS_NEAR around it (`perception`, naming it). What passes costs
 * O(N) time and memory.
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

/**
 * Two atoms closer than this fraction of their summed covalent radii (and than the overlap
 * distance) sit at the same place: a duplicated atom or garbage coordinates, not disorder (two
 * carbons 0.23 Å apart, two hydrogens 0.09 Å). The structure is refused, naming the pair: 500 copies
 * of one atom are one clear error rather than 124,750 overlap warnings.
 */
export const COINCIDENT_FRACTION = 0.15;

/**
 * No atom may lie closer to its own periodic image than this fraction of its bonding diameter
 * (2 × covalent radius), so every width of the cell must be at least the largest covalent radius
 * present. Real cells are far wider (a one-atom bcc iron cell is 2.3 Å across, its radius 1.32 Å);
 * the bound keeps the images searched per atom at most 7³ (cut-off 2.3 r over widths ≥ r).
 */
export const MIN_SELF_IMAGE_FRACTION = 0.5;

/** Overlap warnings listed one by one; past this, one more warning gives the count of the rest. */
export const MAX_OVERLAP_WARNINGS = 20;

/**
 * Atoms within bonding distance of one atom beyond which the structure is not a real one: metals
 * have 12–14 (one-atom bcc cells bond both shells), Frank–Kasper phases 16, a caesium ion among
 * hydrogens some 20. The bound keeps the bond list linear in the atoms.
 */
export const MAX_NEIGHBOURS = 32;

/**
 * Points in the 27 grid cells around an atom beyond which the structure is denser than matter:
 * with the widest cut-off (francium, 6 Å) and diamond's density that is ~1,200. Bounds the search's
 * work per atom.
 */
export const MAX_POINTS_NEAR = 8192;

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
  const largest = radii.reduce((m, r) => Math.max(m, r), 0);
  const cutoff = factor * 2 * largest;
  const periodic = mol.cell !== undefined;
  const diagnostics: Diagnostic[] = [];
  if (!(cutoff > 0)) return { bonds: toBonds([], periodic), diagnostics };
  const isLonePair = (i: number): boolean => mol.elements[i] === LONE_PAIR;
  if (mol.cell) {
    checkCellSize(
      mol.cell,
      MIN_SELF_IMAGE_FRACTION * 2 * largest,
      `the largest covalent radius of its atoms: an atom would lie closer than that to its own image`,
    );
  }
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

/** What the pair search has met so far: per-atom neighbour counts and the overlaps beyond the listed ones. */
class PairTally {
  readonly neighbours: Uint32Array;
  overlaps = 0;

  constructor(
    atomCount: number,
    private readonly cutoff: number,
  ) {
    this.neighbours = new Uint32Array(atomCount);
  }

  /** Counts a neighbour of i and j; refuses an atom with more than MAX_NEIGHBOURS. */
  count(i: number, j: number): void {
    for (const atom of i === j ? [i] : [i, j]) {
      if (++this.neighbours[atom]! > MAX_NEIGHBOURS) {
        throw new ChemError(
          'perception',
          `Atom ${atom + 1} has more than ${MAX_NEIGHBOURS} atoms within bonding distance, more than any real ` +
            'structure: check the coordinates (and the cell).',
          [atom],
          { limit: MAX_NEIGHBOURS },
        );
      }
    }
  }

  /** Refuses atom i: the search has met more than MAX_POINTS_NEAR points around it (denser than matter). */
  tooDense(i: number): never {
    throw new ChemError(
      'perception',
      `Atom ${i + 1} has more than ${MAX_POINTS_NEAR} atoms (with periodic images) in the ` +
        `${(3 * this.cutoff).toFixed(1)} Å cube around it, denser than any real structure: check the coordinates ` +
        '(and the cell).',
      [i],
      { limit: MAX_POINTS_NEAR },
    );
  }
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
  const tally = new PairTally(mol.atomCount, p.cutoff);
  for (let i = 0; i < mol.atomCount; i++) {
    const ri = p.radii[i]!;
    if (ri < 0) continue;
    const x = xyz[3 * i]!;
    const y = xyz[3 * i + 1]!;
    const z = xyz[3 * i + 2]!;
    let near = 0;
    forEachPointNear(grid, x, y, z, (q) => {
      if (++near > MAX_POINTS_NEAR) tally.tooDense(i);
      const j = atom[q]!;
      const rj = p.radii[j]!;
      if (rj < 0 || !isCanonicalPair(points, i, q)) return;
      const d2 = (xyz[3 * q]! - x) ** 2 + (xyz[3 * q + 1]! - y) ** 2 + (xyz[3 * q + 2]! - z) ** 2;
      const limit = p.factor * (ri + rj);
      if (d2 > limit * limit) return;
      tally.count(i, j);
      if (d2 >= p.minDistance * p.minDistance) {
        found.push({ a: i, b: j, image: bondImage(points, i, q) });
        return;
      }
      const d = Math.sqrt(d2);
      refuseCoincident(i, j, d, Math.min(p.minDistance, COINCIDENT_FRACTION * (ri + rj)));
      if (diagnostics.length < MAX_OVERLAP_WARNINGS) diagnostics.push(overlap(i, j, d, p.minDistance));
      else tally.overlaps++;
    });
  }
  if (tally.overlaps > 0) diagnostics.push(moreOverlaps(tally.overlaps, p.minDistance));
  return found;
}

function refuseCoincident(i: number, j: number, d: number, limit: number): void {
  if (d >= limit) return;
  throw new ChemError(
    'invalid-molecule',
    `Atoms ${i + 1} and ${j + 1} are at the same place (${d.toFixed(3)} Å apart, closer than ` +
      `${limit.toFixed(3)} Å = ${COINCIDENT_FRACTION} × their summed covalent radii): a duplicated atom ` +
      'or wrong coordinates.',
    [i, j],
    { distance: Number(d.toFixed(3)), limit: Number(limit.toFixed(3)) },
  );
}

function overlap(i: number, j: number, d: number, min: number): Diagnostic {
  const what = i === j ? `Atom ${i + 1} and its own periodic image are` : `Atoms ${i + 1} and ${j + 1} are`;
  return warning(
    'overlapping-atoms',
    `${what} ${d.toFixed(3)} Å apart, closer than ${min} Å: treated as overlapping, not bonded.`,
    { atoms: i === j ? [i] : [i, j] },
  );
}

function moreOverlaps(count: number, min: number): Diagnostic {
  return warning(
    'overlapping-atoms',
    `${count} more pairs of atoms are closer than ${min} Å: treated as overlapping, not bonded.`,
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
