import { atomicNumber } from '../../core/elements.js';
import type { TextContext } from '../text.js';
import { fail } from '../text.js';
import type { PdbAtomRecord } from './atom-record.js';

export interface ResolvedElement {
  readonly element: number;
  /** True when columns 77-78 were blank or unreadable and the atom name decided. */
  readonly fromName: boolean;
  /**
   * True when the name decided through a mixed-case two-letter symbol at its start ('Br6', 'Cl3' as
   * LigParGen writes them), not through the PDB column rule.
   */
  readonly mixedCase: boolean;
}

/**
 * The element of an ATOM/HETATM record. Columns 77-78 hold it (right-justified symbol). Deuterium
 * and tritium, written 'D' and 'T' by neutron structures, are hydrogen.
 */
export function resolveElement(ctx: TextContext, rec: PdbAtomRecord): ResolvedElement {
  const fromColumn = symbolToNumber(rec.elementField);
  if (fromColumn !== undefined) return { element: fromColumn, fromName: false, mixedCase: false };
  const mixed = mixedCaseElement(rec.name);
  if (mixed !== undefined) return { element: mixed, fromName: true, mixedCase: true };
  const fromName = elementFromAtomName(rec.rawName);
  if (fromName === undefined) {
    const what =
      rec.elementField === '' ? 'columns 77-78 are blank' : `columns 77-78 hold '${rec.elementField}'`;
    fail(
      ctx,
      rec.line,
      `cannot tell the element of atom '${rec.name}': ${what} and the atom name does not start with an element symbol.`,
    );
  }
  return { element: fromName, fromName: true, mixedCase: false };
}

/**
 * A name that starts with a two-letter element symbol written as symbols are ('Br6', 'Cl3', 'Na1':
 * upper case, then lower case) is that element, wherever the name starts. The PDB convention writes
 * names in upper case ('CA' is a C-alpha when it starts in column 14, calcium from column 13), so a
 * lower-case second letter is a program saying which element it means: LigParGen writes halogens so,
 * from column 14, where the column rule would read 'Br6' as boron and 'Cl3' as carbon (as Open Babel
 * 3.1.1 does). Only used when columns 77-78 are blank; the reader warns, naming the atoms.
 */
export function mixedCaseElement(name: string): number | undefined {
  const two = /^([A-Z][a-z])/.exec(name.trim())?.[1];
  return two === undefined ? undefined : symbolToNumber(two);
}

/**
 * The PDB convention (format 3.3, §"Atom names"): columns 13-14 of the atom name hold the element
 * symbol right-justified, so one-letter elements start in column 14 (' CA ' is a carbon) and
 * two-letter elements in column 13 ('FE  ', 'CA  ' is calcium). A digit in column 13 is a
 * hydrogen-position prefix ('1HB '). Four-character names starting with H are hydrogens (' HG21'
 * does not fit, so PDB 3 writes 'HG21' from column 13; mercury is never named that way).
 */
export function elementFromAtomName(rawName: string): number | undefined {
  const name = rawName.padEnd(4);
  const c13 = name[0] ?? ' ';
  const c14 = name[1] ?? ' ';
  if (c13 === ' ' || /\d/.test(c13)) return symbolToNumber(c14);
  if (!/[A-Za-z]/.test(c13)) return undefined;
  if (c13.toUpperCase() === 'H' && name.trim().length === 4) return 1;
  if (/[A-Za-z]/.test(c14)) {
    const two = symbolToNumber(c13 + c14);
    if (two !== undefined) return two;
  }
  return symbolToNumber(c13);
}

function symbolToNumber(symbol: string): number | undefined {
  const s = symbol.trim();
  if (s === '' || !/^[A-Za-z]{1,2}$/.test(s)) return undefined;
  if (s.toUpperCase() === 'D' || s.toUpperCase() === 'T') return 1;
  return atomicNumber(s);
}
