import type { BondOrder } from '../../core/bond-order.js';
import { BondOrder as Order } from '../../core/bond-order.js';
import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import type { BondInput } from '../../core/molecule.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';

/** One atom of a connection table as the file states it (charge already resolved). */
export interface CtabAtom {
  readonly element: number;
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly charge: number;
}

/** A parsed connection table; `next` is the 0-based index of the first line after 'M  END'. */
export interface Ctab {
  readonly atoms: readonly CtabAtom[];
  readonly bonds: readonly BondInput[];
  readonly next: number;
}

/** The lines of one SD record: `lines[start]` is the title line, `end` is exclusive ('$$$$' or EOF). */
export interface RecordLines {
  readonly lines: readonly string[];
  readonly start: number;
  readonly end: number;
}

const QUERY_BONDS: Readonly<Record<number, string>> = {
  5: 'single or double',
  6: 'single or aromatic',
  7: 'double or aromatic',
  8: 'any',
  9: 'coordination',
  10: 'hydrogen',
};

/**
 * MDL bond type → BondOrder. 1-3 as written, 4 aromatic. Query types 5-8 and the V3000 coordination (9)
 * and hydrogen (10) bonds are kept as Unknown with a warning, so that the atoms stay connected and
 * perception can decide; anything else is an error naming the line.
 */
export function bondOrderOf(
  ctx: TextContext,
  line: number,
  code: number,
  diagnostics: Diagnostic[],
): BondOrder {
  if (code >= 1 && code <= 3) return code as BondOrder;
  if (code === 4) return Order.Aromatic;
  const query = QUERY_BONDS[code];
  if (query === undefined)
    fail(ctx, line, `bond type ${code} is not an MDL bond type (1-8, V3000 also 9-10).`);
  diagnostics.push(
    warning('mol-query-bond', `Bond type ${code} (${query}) is read as a bond of unknown order.`, { line }),
  );
  return Order.Unknown;
}

/** Checks a 1-based atom reference of a bond line; returns the 0-based index. */
export function atomRef(ctx: TextContext, line: number, id: number, atomCount: number): number {
  if (id < 1 || id > atomCount)
    fail(ctx, line, `the bond refers to atom ${id}, but there are ${atomCount} atoms.`);
  return id - 1;
}
