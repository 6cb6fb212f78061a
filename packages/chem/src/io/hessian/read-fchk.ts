import type { TextContext } from '../text.js';
import { fail, splitLines } from '../text.js';
import { readFchkArray, findFchkArray } from './fchk-arrays.js';
import type { HessianData } from './hessian-data.js';
import { hessianFail } from './hessian-error.js';
import { bohrToAngstrom } from './hessian-units.js';
import { atomCountOf, finishMatrix } from './matrix-check.js';
import type { HessianReadOptions } from './read-orca.js';

/**
 * Gaussian formatted checkpoint (.fchk) from a `freq` job: "Cartesian Force Constants" holds the lower
 * triangle row by row ((3N)(3N+1)/2 values, Hartree/Bohr²), "Current cartesian coordinates" the geometry
 * in Bohr (the frame of the matrix: Gaussian's standard orientation) and "Atomic numbers" the elements.
 */
export function readFchkHessian(text: string, options: HessianReadOptions = {}): HessianData {
  const ctx: TextContext = { format: 'fchk', fileName: options.fileName };
  const lines = splitLines(text);
  const fcLine = findFchkArray(lines, 'Cartesian Force Constants');
  if (fcLine < 0) {
    hessianFail(
      ctx,
      undefined,
      'no-hessian',
      "the file has no 'Cartesian Force Constants' (run Gaussian with freq).",
    );
  }
  const lower = readFchkArray(ctx, lines, fcLine, 'invalid-matrix');
  const n = triangleSide(lower.values.length);
  if (n === undefined) {
    hessianFail(
      ctx,
      fcLine + 1,
      'size-mismatch',
      `${lower.values.length} values do not fill a lower triangle.`,
    );
  }
  const atomCount = atomCountOf(ctx, n, fcLine + 1);
  const values = new Float64Array(n * n);
  let k = 0;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c <= r; c++, k++) {
      const v = lower.values[k] ?? 0;
      values[r * n + c] = v;
      values[c * n + r] = v;
    }
  }
  const hessian = finishMatrix(ctx, values, n, (r, c) =>
    lower.lineOf((Math.max(r, c) * (Math.max(r, c) + 1)) / 2 + Math.min(r, c)),
  );
  return { format: 'fchk', atomCount, hessian, ...readGeometry(ctx, lines, atomCount) };
}

/** m with m(m+1)/2 = count, if there is one. */
function triangleSide(count: number): number | undefined {
  const m = Math.round((Math.sqrt(8 * count + 1) - 1) / 2);
  return (m * (m + 1)) / 2 === count && m > 0 ? m : undefined;
}

function readGeometry(
  ctx: TextContext,
  lines: readonly string[],
  atomCount: number,
): Pick<HessianData, 'elements' | 'positions'> {
  const out: { elements?: Uint8Array; positions?: Float64Array } = {};
  const zLine = findFchkArray(lines, 'Atomic numbers');
  if (zLine >= 0) {
    const z = readFchkArray(ctx, lines, zLine, 'invalid-matrix').values;
    if (z.length !== atomCount) {
      hessianFail(
        ctx,
        zLine + 1,
        'size-mismatch',
        `expected ${atomCount} atomic numbers, found ${z.length}.`,
      );
    }
    const bad = z.findIndex((v) => !Number.isInteger(v) || v < 1 || v > 118);
    if (bad >= 0) fail(ctx, zLine + 1, `atomic number ${bad + 1} is ${z[bad]}, not an element.`);
    out.elements = Uint8Array.from(z);
  }
  const xyzLine = findFchkArray(lines, 'Current cartesian coordinates');
  if (xyzLine >= 0) {
    const xyz = readFchkArray(ctx, lines, xyzLine, 'invalid-matrix').values;
    if (xyz.length !== 3 * atomCount) {
      hessianFail(
        ctx,
        xyzLine + 1,
        'size-mismatch',
        `expected ${3 * atomCount} coordinates, found ${xyz.length}.`,
      );
    }
    out.positions = xyz.map(bohrToAngstrom);
  }
  return out;
}
