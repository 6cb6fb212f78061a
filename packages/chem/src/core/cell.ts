import { ChemError } from './errors.js';
import type { Mat3, Vec3 } from './vec3.js';
import { angleBetween, cross, dot, norm } from './vec3.js';

/** Lengths in Å, angles in degrees, as crystallographers write them. */
export interface CellParameters {
  readonly a: number;
  readonly b: number;
  readonly c: number;
  readonly alpha: number;
  readonly beta: number;
  readonly gamma: number;
}

/**
 * A periodic cell. `vectors` holds the lattice vectors a, b, c as rows, in Å. A Cartesian point is
 * r = f₀·a + f₁·b + f₂·c for fractional coordinates f.
 */
export interface Cell {
  readonly vectors: Mat3;
  readonly parameters: CellParameters;
  /** Inverse of `vectors` (rows ↔ columns as needed by `toFractional`). */
  readonly inverse: Mat3;
  readonly volume: number;
}

const DEG = Math.PI / 180;
/** V/(abc) below this is round-off, not a cell (a real cell this flat would need angles within 1e-6 of flat). */
const FLAT_CELL = 1e-6;

/**
 * Builds a cell from its lattice vectors (rows, Å). Throws for a degenerate cell. A left-handed set is
 * accepted as files give it (`volume` is reported positive; `inverse` keeps the sign, so conversions stay exact).
 */
export function cellFromVectors(vectors: Mat3): Cell {
  const volume = dot(vectors[0], cross(vectors[1], vectors[2]));
  // Relative as well as absolute: a flat cell (α = β = γ = 120°) keeps ~1e-8·abc of round-off volume,
  // which an absolute 1e-6 Å³ test let through for any cell larger than a few Å.
  const scale = norm(vectors[0]) * norm(vectors[1]) * norm(vectors[2]);
  if (!Number.isFinite(volume) || Math.abs(volume) < Math.max(1e-6, FLAT_CELL * scale)) {
    throw new ChemError('invalid-cell', `The cell is degenerate: its volume is ${volume.toPrecision(3)} Å³.`);
  }
  return {
    vectors,
    parameters: parametersOf(vectors),
    inverse: invert(vectors, volume),
    volume: Math.abs(volume),
  };
}

/**
 * Builds a cell in the standard orientation (a along x, b in the xy plane, c completing a
 * right-handed set), the convention of the PDB CRYST1 record and of most crystallographic programs.
 */
export function cellFromParameters(p: CellParameters): Cell {
  const { a, b, c } = p;
  for (const [name, v] of Object.entries({ a, b, c, alpha: p.alpha, beta: p.beta, gamma: p.gamma })) {
    if (!Number.isFinite(v) || v <= 0)
      throw new ChemError('invalid-cell', `Cell parameter ${name} must be a positive number, got ${v}.`);
  }
  // An angle of 180° or more would otherwise pass the cz² test and silently build a different cell
  // (γ = 270° gave a left-handed γ = 90° cell).
  for (const [name, v] of Object.entries({ alpha: p.alpha, beta: p.beta, gamma: p.gamma })) {
    if (v >= 180) throw new ChemError('invalid-cell', `Cell angle ${name} must be below 180°, got ${v}.`);
  }
  const ca = Math.cos(p.alpha * DEG);
  const cb = Math.cos(p.beta * DEG);
  const cg = Math.cos(p.gamma * DEG);
  const sg = Math.sin(p.gamma * DEG);
  const cx = c * cb;
  const cy = (c * (ca - cb * cg)) / sg;
  const cz2 = c * c - cx * cx - cy * cy;
  if (!(cz2 > 0)) {
    throw new ChemError(
      'invalid-cell',
      `Cell angles α=${p.alpha}, β=${p.beta}, γ=${p.gamma} do not form a valid cell.`,
    );
  }
  const vectors: Mat3 = [
    [a, 0, 0],
    [b * cg, b * sg, 0],
    [cx, cy, Math.sqrt(cz2)],
  ];
  return cellFromVectors(clean(vectors));
}

/** Zeroes round-off such as cos(90°) = 6e-17 so that orthogonal cells print as orthogonal. */
function clean(m: Mat3): Mat3 {
  const z = (v: number): number => (Math.abs(v) < 1e-12 ? 0 : v);
  return m.map((r) => r.map(z)) as unknown as Mat3;
}

export function parametersOf(vectors: Mat3): CellParameters {
  const [va, vb, vc] = vectors;
  return {
    a: norm(va),
    b: norm(vb),
    c: norm(vc),
    alpha: angleBetween(vb, vc) / DEG,
    beta: angleBetween(va, vc) / DEG,
    gamma: angleBetween(va, vb) / DEG,
  };
}

function invert(m: Mat3, det: number): Mat3 {
  const [[a, b, c], [d, e, f], [g, h, i]] = m;
  return [
    [(e * i - f * h) / det, (c * h - b * i) / det, (b * f - c * e) / det],
    [(f * g - d * i) / det, (a * i - c * g) / det, (c * d - a * f) / det],
    [(d * h - e * g) / det, (b * g - a * h) / det, (a * e - b * d) / det],
  ];
}

/** Distances between opposite faces of the cell (Å): volume / area of the face spanned by the other two vectors. */
export function cellWidths(cell: Cell): [number, number, number] {
  const [a, b, c] = cell.vectors;
  return [cell.volume / norm(cross(b, c)), cell.volume / norm(cross(c, a)), cell.volume / norm(cross(a, b))];
}

const AXES = ['a', 'b', 'c'] as const;

/**
 * Refuses a cell narrower than `limit` Å along any axis: a lattice vector shorter than `limit`, or
 * a width between opposite faces below it (a long but very oblique set of vectors). An atom then
 * lies closer than that to its own images, and a neighbour search would need images without end.
 * The error names the cell (a b c α β γ), the axis, its length or width and the limit; `why` says
 * where the limit comes from.
 */
export function checkCellSize(cell: Cell, limit: number, why: string): void {
  const p = cell.parameters;
  const lengths = [p.a, p.b, p.c];
  const widths = cellWidths(cell);
  const fix = (v: number): string => v.toFixed(3);
  const name =
    `The cell (a = ${fix(p.a)} Å, b = ${fix(p.b)} Å, c = ${fix(p.c)} Å, ` +
    `α = ${p.alpha.toFixed(2)}°, β = ${p.beta.toFixed(2)}°, γ = ${p.gamma.toFixed(2)}°)`;
  const data = { ...p, limit };
  for (let k = 0; k < 3; k++) {
    const axis = AXES[k]!;
    if (lengths[k]! < limit) {
      throw new ChemError(
        'invalid-cell',
        `${name} is too small: ${axis} = ${fix(lengths[k]!)} Å is shorter than ${limit} Å (${why}).`,
        [],
        { ...data, axis, width: lengths[k]! },
      );
    }
  }
  for (let k = 0; k < 3; k++) {
    const axis = AXES[k]!;
    if (widths[k]! < limit) {
      throw new ChemError(
        'invalid-cell',
        `${name} is only ${fix(widths[k]!)} Å across along ${axis}, narrower than ${limit} Å (${why}); ` +
          'its vectors are too oblique: give a reduced cell.',
        [],
        { ...data, axis, width: widths[k]! },
      );
    }
  }
}

/** Fractional → Cartesian (Å). */
export function toCartesian(cell: Cell, f: Vec3): Vec3 {
  const [a, b, c] = cell.vectors;
  return [
    f[0] * a[0] + f[1] * b[0] + f[2] * c[0],
    f[0] * a[1] + f[1] * b[1] + f[2] * c[1],
    f[0] * a[2] + f[1] * b[2] + f[2] * c[2],
  ];
}

/** Cartesian (Å) → fractional. f = r · M⁻¹ with M the row matrix of lattice vectors. */
export function toFractional(cell: Cell, r: Vec3): Vec3 {
  const inv = cell.inverse;
  return [
    r[0] * inv[0][0] + r[1] * inv[1][0] + r[2] * inv[2][0],
    r[0] * inv[0][1] + r[1] * inv[1][1] + r[2] * inv[2][1],
    r[0] * inv[0][2] + r[1] * inv[1][2] + r[2] * inv[2][2],
  ];
}

/** Converts a whole interleaved position array (3N) between spaces, returning a new array. */
export function positionsToFractional(cell: Cell, positions: Float64Array): Float64Array {
  return mapPositions(positions, (r) => toFractional(cell, r));
}

export function positionsToCartesian(cell: Cell, fractional: Float64Array): Float64Array {
  return mapPositions(fractional, (f) => toCartesian(cell, f));
}

function mapPositions(src: Float64Array, fn: (v: Vec3) => Vec3): Float64Array {
  const out = new Float64Array(src.length);
  for (let i = 0; i < src.length; i += 3) {
    const v = fn([src[i] ?? 0, src[i + 1] ?? 0, src[i + 2] ?? 0]);
    out[i] = v[0];
    out[i + 1] = v[1];
    out[i + 2] = v[2];
  }
  return out;
}

/** Wraps a fractional coordinate into [0, 1). */
export const wrapFraction = (x: number): number => {
  const w = x - Math.floor(x);
  return w >= 1 ? 0 : w;
};
