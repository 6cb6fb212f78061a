import { symbolOf } from '../../core/elements.js';
import { ParseError } from '../../core/errors.js';
import type { HessianData } from './hessian-data.js';
import type { HessianContext } from './hessian-error.js';
import { hessianFail } from './hessian-error.js';
import { hartreePerBohr2ToKJPerMolNm2 } from './hessian-units.js';

/**
 * |Hij − Hji| allowed, relative to the largest |H|. Analytic Hessians are symmetric to print
 * precision; ORCA's numerical ones differ by ~1e-4 of the largest element. A larger gap means a
 * broken or mis-transcribed file, not noise.
 */
export const SYMMETRY_TOLERANCE = 1e-2;

/**
 * Checks a full n×n matrix in Hartree/Bohr² for symmetry, averages H and Hᵀ, and converts it to
 * kJ/mol/nm². `lineOf(row, col)` names the line holding an element, for the error message.
 */
export function finishMatrix(
  ctx: HessianContext,
  values: Float64Array,
  n: number,
  lineOf: (row: number, col: number) => number | undefined,
): Float64Array {
  let largest = 0;
  for (const v of values) largest = Math.max(largest, Math.abs(v));
  const allowed = SYMMETRY_TOLERANCE * largest + 1e-10;
  const out = new Float64Array(n * n);
  for (let r = 0; r < n; r++) {
    for (let c = 0; c <= r; c++) {
      const a = values[r * n + c] ?? 0;
      const b = values[c * n + r] ?? 0;
      if (Math.abs(a - b) > allowed) {
        hessianFail(
          ctx,
          lineOf(r, c),
          'invalid-matrix',
          `the matrix is not symmetric: element (${r + 1}, ${c + 1}) is ${a} but (${c + 1}, ${r + 1}) is ${b}.`,
        );
      }
      const v = hartreePerBohr2ToKJPerMolNm2((a + b) / 2);
      out[r * n + c] = v;
      out[c * n + r] = v;
    }
  }
  return out;
}

/** The matrix dimension must be 3N; `line` is where the dimension was read. */
export function atomCountOf(ctx: HessianContext, dimension: number, line: number | undefined): number {
  if (dimension < 3 || dimension % 3 !== 0) {
    hessianFail(ctx, line, 'size-mismatch', `a Cartesian Hessian has 3N rows; found ${dimension}.`);
  }
  return dimension / 3;
}

/**
 * The Hessian must describe the structure it is applied to: the same atom count and, when the file
 * lists elements, the same element at every position (000 §5 "matrix size mismatch").
 */
export function checkHessianMatches(
  data: HessianData,
  elements: Uint8Array,
  fileName: string | undefined,
): void {
  const ctx = { format: data.format, fileName };
  if (data.atomCount !== elements.length) {
    hessianFail(
      ctx,
      undefined,
      'size-mismatch',
      `the Hessian is for ${data.atomCount} atoms (${3 * data.atomCount}×${3 * data.atomCount}) but the structure has ${elements.length}.`,
    );
  }
  const mismatch = data.elements ? data.elements.findIndex((z, i) => z !== elements[i]) : -1;
  if (data.elements && mismatch >= 0) {
    throw new ParseError(
      `atom ${mismatch + 1} is ${symbolOf(data.elements[mismatch] ?? 0)} in the Hessian file but ${symbolOf(elements[mismatch] ?? 0)} in the structure; the atoms must be in the same order.`,
      { format: data.format, line: undefined, fileName },
    );
  }
}
