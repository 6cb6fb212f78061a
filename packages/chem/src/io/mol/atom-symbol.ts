import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { atomicNumber, LONE_PAIR } from '../../core/elements.js';
import type { TextContext } from '../text.js';
import { fail, truncate } from '../text.js';

/** CTfile query symbols: atom lists, 'any' atoms, heteroatoms, halogens, metals, R-groups. */
const QUERY_SYMBOLS = new Set(['L', 'A', 'AH', 'Q', 'QH', '*', 'X', 'XH', 'M', 'MH', 'R', 'R#']);

/**
 * Atomic number for a molfile atom symbol (V2000 columns 32-34, V3000 type field). 'LP'/'Lp' is the
 * lone-pair pseudo-element 0; 'D' and 'T' are hydrogen isotopes in ISIS-era files (kept as H with a
 * warning, the mass is not stored). Query symbols and unknown symbols are errors naming the line.
 */
export function elementOfSymbol(
  ctx: TextContext,
  line: number,
  symbol: string,
  diagnostics: Diagnostic[],
): number {
  const s = symbol.trim();
  if (s === '') fail(ctx, line, 'the atom symbol is missing.');
  if (s === 'LP' || s === 'Lp') return LONE_PAIR;
  if (QUERY_SYMBOLS.has(s) || s.startsWith('[') || s.toUpperCase().startsWith('NOT')) {
    fail(
      ctx,
      line,
      `'${truncate(s)}' is a query atom (atom list, any-atom or R-group); only real atoms can be read.`,
    );
  }
  if (s === 'D' || s === 'T') {
    diagnostics.push(
      warning('mol-hydrogen-isotope', `Atom symbol '${s}' is read as hydrogen; its mass is not kept.`, {
        line,
      }),
    );
    return 1;
  }
  const z = /^[A-Za-z]{1,3}$/.test(s) ? atomicNumber(s) : undefined;
  if (z === undefined || z === LONE_PAIR) fail(ctx, line, `unknown element symbol '${truncate(s)}'.`);
  return z;
}
