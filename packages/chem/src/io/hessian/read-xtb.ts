import type { TextContext } from '../text.js';
import { splitLines, truncate } from '../text.js';
import type { HessianData } from './hessian-data.js';
import { hessianFail } from './hessian-error.js';
import { atomCountOf, finishMatrix } from './matrix-check.js';
import type { HessianReadOptions } from './read-orca.js';

/**
 * xtb's `hessian` file (written by `xtb mol.xyz --hess` or `--ohess`): a `$hessian` line, then the
 * full (3N)² matrix in Hartree/Bohr², row after row, five values per line. It has no geometry: the
 * coordinates must come from the structure xtb was run on (xtbopt.xyz after --ohess).
 */
export function readXtbHessian(text: string, options: HessianReadOptions = {}): HessianData {
  const ctx: TextContext = { format: 'xtb-hessian', fileName: options.fileName };
  const lines = splitLines(text);
  const start = lines.findIndex((l) => l.trim().toLowerCase() === '$hessian');
  if (start < 0) hessianFail(ctx, undefined, 'no-hessian', 'xtb writes the matrix after a $hessian line.');
  const numbers: number[] = [];
  const lineOfValue: number[] = [];
  for (let at = start + 1; at < lines.length; at++) {
    const line = (lines[at] ?? '').trim();
    if (line.startsWith('$')) break;
    if (line === '') continue;
    for (const t of line.split(/\s+/)) {
      const v = Number(t);
      if (!Number.isFinite(v))
        hessianFail(ctx, at + 1, 'invalid-matrix', `'${truncate(t)}' is not a number.`);
      numbers.push(v);
      lineOfValue.push(at + 1);
    }
  }
  if (numbers.length === 0) hessianFail(ctx, start + 1, 'no-matrix', 'the $hessian block holds no numbers.');
  const n = Math.round(Math.sqrt(numbers.length));
  if (n * n !== numbers.length) {
    hessianFail(ctx, start + 1, 'size-mismatch', `${numbers.length} values do not fill a square matrix.`);
  }
  const atomCount = atomCountOf(ctx, n, start + 1);
  const hessian = finishMatrix(ctx, Float64Array.from(numbers), n, (r, c) => lineOfValue[r * n + c]);
  return { format: 'xtb', atomCount, hessian };
}
