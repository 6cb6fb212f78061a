import { fail, fields, parseNumber } from '../../io/text.js';
import type { LineCursor } from './line-reader.js';
import type { AmberLennardJones } from './types.js';

/**
 * The 6-12 part of parm.dat: the equivalencing lines (a type followed by types that share its 6-12
 * parameters), then one or more "MOD4 RE" blocks of R* (Å) and ε (kcal/mol), then END.
 */
export function readEquivalences(cursor: LineCursor): Map<string, string> {
  const sameAs = new Map<string, string>();
  for (const { text } of cursor.section('6-12 equivalence')) {
    const [first, ...others] = fields(text);
    if (first === undefined) continue;
    for (const t of others) sameAs.set(t, first);
  }
  return sameAs;
}

export function readNonbonded(
  cursor: LineCursor,
  sameAs: ReadonlyMap<string, string>,
): Map<string, AmberLennardJones> {
  const lj = new Map<string, AmberLennardJones>();
  while (!cursor.done) {
    const line = cursor.lineNumber;
    const text = cursor.next('6-12 parameters');
    const label = fields(text);
    if (label.length === 0) continue;
    if (label[0] === 'END') break;
    if (label[0] !== 'MOD4') fail(cursor.ctx, line, `expected 'MOD4 RE' or 'END', found '${text.trim()}'.`);
    if (label[1] !== 'RE') {
      fail(cursor.ctx, line, `6-12 parameter kind '${label[1] ?? ''}' is not supported (only RE: R* and ε).`);
    }
    readReBlock(cursor, lj);
  }
  if (lj.size === 0) fail(cursor.ctx, undefined, 'no MOD4 RE 6-12 parameters found.');
  for (const [type, parent] of sameAs) {
    const p = lj.get(parent);
    if (p && !lj.has(type)) lj.set(type, { ...p, type });
  }
  return lj;
}

function readReBlock(cursor: LineCursor, lj: Map<string, AmberLennardJones>): void {
  for (const { text, line } of cursor.section('MOD4 RE')) {
    const f = fields(text);
    const type = f[0] ?? '';
    const rStar = parseNumber(cursor.ctx, line, f[1], `R* of atom type '${type}'`);
    const epsilon = parseNumber(cursor.ctx, line, f[2], `well depth ε of atom type '${type}'`);
    if (rStar < 0 || epsilon < 0) fail(cursor.ctx, line, `R* and ε must not be negative for '${type}'.`);
    if (!lj.has(type)) lj.set(type, { type, rStar, epsilon, line });
  }
}
