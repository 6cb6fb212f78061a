import type { Diagnostic } from '../../core/diagnostics.js';
import { warning } from '../../core/diagnostics.js';
import { symbolOf } from '../../core/elements.js';

/** An atom whose element was read from a mixed-case name such as 'Br6' (element.ts, mixedCaseElement). */
export interface MixedCaseAtom {
  /** 0-based index in the molecule. */
  readonly index: number;
  readonly name: string;
  readonly element: number;
  readonly line: number;
}

/** How many atoms the warning's text names one by one; the rest are counted (all are in `atoms`). */
const NAMED_ATOMS = 12;

/**
 * The warning for atoms read by their mixed-case names: code 'pdb-element-mixed-case', the line of the
 * first, the 0-based atoms, and an English text naming each atom (1-based, as files and messages count)
 * with the element it was read as, so a user can check 'Br6 → Br' against their file.
 */
export function mixedCaseWarning(atoms: readonly MixedCaseAtom[]): Diagnostic | undefined {
  const first = atoms[0];
  if (first === undefined) return undefined;
  const named = atoms
    .slice(0, NAMED_ATOMS)
    .map((a) => `${a.index + 1} '${a.name}' → ${symbolOf(a.element)}`)
    .join(', ');
  const more = atoms.length > NAMED_ATOMS ? ` and ${atoms.length - NAMED_ATOMS} more` : '';
  return warning(
    'pdb-element-mixed-case',
    `${atoms.length} atom(s) have no element in columns 77-78 and a name starting with a mixed-case ` +
      `element symbol, read as that element (as LigParGen writes them, not by the PDB column rule): ` +
      `atom ${named}${more}.`,
    { line: first.line, atoms: atoms.map((a) => a.index) },
  );
}
