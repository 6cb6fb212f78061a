import type { Cell } from '../core/cell.js';
import { cellWidths, toCartesian, toFractional } from '../core/cell.js';
import { ChemError } from '../core/errors.js';
import type { Molecule } from '../core/molecule.js';

/**
 * The points a neighbour search runs over: the first `atomCount` points are the atoms themselves
 * (point i is atom i); in a periodic structure they are followed by lattice images ("ghosts").
 */
export interface SearchPoints {
  readonly xyz: Float64Array;
  readonly atom: Uint32Array;
  /** Lattice offset (na, nb, nc) of each point relative to the wrapped home cell, 3 per point. */
  readonly image: Int8Array;
  /**
   * Integer shift that wrapped each atom into the home cell [0,1)³ (3 per atom): stored position =
   * wrapped position + shift. Zero for molecules.
   */
  readonly shift: Int32Array;
}

/** Bound on atom × image candidates, so that a garbage cell (0.01 Å edges) fails instead of hanging. */
const MAX_IMAGE_CANDIDATES = 50_000_000;

export function moleculePoints(mol: Molecule): SearchPoints {
  const n = mol.atomCount;
  return {
    xyz: mol.positions,
    atom: Uint32Array.from({ length: n }, (_, i) => i),
    image: new Int8Array(3 * n),
    shift: new Int32Array(3 * n),
  };
}

/**
 * Wraps the atoms into the home cell and adds every lattice image that lies within `cutoff` of the
 * home cell's faces, measured along the face normals. Any atom image within `cutoff` of a home atom
 * is then among the points, however short the cell (a 3 Å metal cell gets images two cells away).
 * `skip(i)` atoms (lone pairs) get no images.
 */
export function periodicPoints(
  mol: Molecule,
  cell: Cell,
  cutoff: number,
  skip: (i: number) => boolean,
): SearchPoints {
  const n = mol.atomCount;
  const { wrapped, shift } = wrapIntoCell(mol, cell);
  const margin = cellWidths(cell).map((w) => cutoff / w) as [number, number, number];
  const reach = margin.map(Math.ceil) as [number, number, number];
  const images = reach.reduce((p, m) => p * (2 * m + 1), 1);
  if (n * images > MAX_IMAGE_CANDIDATES) {
    throw new ChemError(
      'invalid-cell',
      `The cell is too small for a bond search over ${n} atoms (${images} images each).`,
      [],
      { atomCount: n, images, limit: MAX_IMAGE_CANDIDATES },
    );
  }
  const xyz: number[] = [];
  const atom: number[] = [];
  const image: number[] = [];
  const push = (
    i: number,
    f: readonly [number, number, number],
    o: readonly [number, number, number],
  ): void => {
    xyz.push(...toCartesian(cell, f));
    atom.push(i);
    image.push(...o);
  };
  for (let i = 0; i < n; i++) push(i, fractionalAt(wrapped, i), [0, 0, 0]);
  for (let i = 0; i < n; i++) {
    if (!skip(i)) addGhosts(fractionalAt(wrapped, i), reach, margin, (f, o) => push(i, f, o));
  }
  return { xyz: Float64Array.from(xyz), atom: Uint32Array.from(atom), image: Int8Array.from(image), shift };
}

type Triple = readonly [number, number, number];

function addGhosts(w: Triple, reach: Triple, margin: Triple, push: (f: Triple, o: Triple) => void): void {
  const inside = (v: number, k: 0 | 1 | 2): boolean => v >= -margin[k] && v <= 1 + margin[k];
  for (let a = -reach[0]; a <= reach[0]; a++) {
    if (!inside(w[0] + a, 0)) continue;
    for (let b = -reach[1]; b <= reach[1]; b++) {
      if (!inside(w[1] + b, 1)) continue;
      for (let c = -reach[2]; c <= reach[2]; c++) {
        if ((a === 0 && b === 0 && c === 0) || !inside(w[2] + c, 2)) continue;
        push([w[0] + a, w[1] + b, w[2] + c], [a, b, c]);
      }
    }
  }
}

const fractionalAt = (f: Float64Array, i: number): Triple => [f[3 * i]!, f[3 * i + 1]!, f[3 * i + 2]!];

function wrapIntoCell(mol: Molecule, cell: Cell): { wrapped: Float64Array; shift: Int32Array } {
  const n = mol.atomCount;
  const wrapped = new Float64Array(3 * n);
  const shift = new Int32Array(3 * n);
  const p = mol.positions;
  for (let i = 0; i < n; i++) {
    const f = toFractional(cell, [p[3 * i]!, p[3 * i + 1]!, p[3 * i + 2]!]);
    for (let k = 0; k < 3; k++) {
      let s = Math.floor(f[k]!);
      let w = f[k]! - s;
      // f = −1e-17 gives w = 1 after rounding; that point belongs to the next cell's origin.
      if (w >= 1) {
        w = 0;
        s += 1;
      }
      if (!Number.isFinite(w) || Math.abs(s) > 1e6) {
        throw new ChemError(
          'perception',
          `Atom ${i + 1} lies far outside the cell or has no finite position.`,
          [i],
        );
      }
      wrapped[3 * i + k] = w;
      shift[3 * i + k] = s;
    }
  }
  return { wrapped, shift };
}

/**
 * Each pair is reported once: from the lower atom index, and for an atom and its own image from
 * the offset whose first non-zero component is positive (the atom itself, offset 0, is skipped).
 * `q` is the point of the partner of atom i.
 */
export function isCanonicalPair(points: SearchPoints, i: number, q: number): boolean {
  const j = points.atom[q]!;
  if (j !== i) return j > i;
  const [a, b, c] = [points.image[3 * q]!, points.image[3 * q + 1]!, points.image[3 * q + 2]!];
  return a > 0 || (a === 0 && (b > 0 || (b === 0 && c > 0)));
}

/** Offset of point q's atom j relative to atom i for the stored positions: search offset + shift(i) − shift(j). */
export function bondImage(points: SearchPoints, i: number, q: number): [number, number, number] {
  const j = points.atom[q]!;
  const out: [number, number, number] = [0, 0, 0];
  for (let k = 0; k < 3; k++) {
    const v = points.image[3 * q + k]! + points.shift[3 * i + k]! - points.shift[3 * j + k]!;
    if (Math.abs(v) > 127) {
      throw new ChemError(
        'perception',
        `Atoms ${i + 1} and ${j + 1} lie more than 127 cells apart; wrap the structure into its cell.`,
        [i, j],
      );
    }
    out[k] = v;
  }
  return out;
}
