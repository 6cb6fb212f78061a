import type { Cell } from '../../core/cell.js';
import { cellFromParameters } from '../../core/cell.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { TopoForgeError } from '../../core/errors.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { CifBlock } from './cif-blocks.js';
import { cifNumber, scalar } from './cif-values.js';

const LENGTHS = ['a', 'b', 'c'] as const;
const ANGLES = ['alpha', 'beta', 'gamma'] as const;

/**
 * The cell of a block from _cell_length_a/b/c and _cell_angle_alpha/beta/gamma, in the standard
 * orientation of `cellFromParameters`. Undefined when no length is given (a molecular CIF); a missing
 * angle is taken as 90° with a warning, since some writers omit right angles.
 */
export function readCell(block: CifBlock, ctx: TextContext, diagnostics: Diagnostic[]): Cell | undefined {
  const lengthValues = LENGTHS.map((k) => scalar(block, `_cell_length_${k}`));
  if (lengthValues.every((v) => v === undefined)) return undefined;
  const [a, b, c] = lengthValues.map((v, i) => {
    if (v === undefined)
      fail(ctx, block.line, `_cell_length_${LENGTHS[i]} is missing while other cell lengths are given.`);
    return cifNumber(ctx, v, `cell length ${LENGTHS[i]}`);
  }) as [number, number, number];
  const [alpha, beta, gamma] = ANGLES.map((k) => {
    const v = scalar(block, `_cell_angle_${k}`);
    if (v !== undefined) return cifNumber(ctx, v, `cell angle ${k}`);
    diagnostics.push(
      warning(
        'cif-missing-cell-angle',
        `_cell_angle_${k} is missing in data_${block.name}; 90° is assumed.`,
        { line: block.line },
      ),
    );
    return 90;
  }) as [number, number, number];
  try {
    return cellFromParameters({ a, b, c, alpha, beta, gamma });
  } catch (e) {
    if (e instanceof TopoForgeError) fail(ctx, lengthValues[0]?.line ?? block.line, e.message);
    throw e;
  }
}
