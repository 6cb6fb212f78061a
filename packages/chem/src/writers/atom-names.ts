import { symbolOf } from '../core/elements.js';
import type { System } from '../core/system.js';
import { systemComponents, type SystemComponents } from '../params/molecule-components.js';

/** What a file allows in an atom name besides its width. */
export interface AtomNameRules {
  /** A regular-expression character class body of the characters a name may hold (default `\S`). */
  readonly characters?: string;
  /** The program folds names to upper case (CHARMM), so `Ca` and `CA` are one name. */
  readonly foldCase?: boolean;
}

/**
 * Atom names unique within each molecule (component, params/molecule-components.ts), the step every
 * writer that writes names shares. A molecule keeps the user's labels when each is 1 to `maxLength`
 * of the allowed characters and no two of its atoms share one; otherwise every atom of that molecule
 * is named element symbol + a count per element (C1, C2 … H1 …, as LigParGen and antechamber name
 * atoms), so identical molecules get identical names. When the decimal count of an element does not
 * fit `maxLength` (C1000 in 4 columns) that element counts in base 36 (C1 … CZ, C10 … CZZZ: 46,655
 * carbons in 4 columns). When that still leaves two atoms one name (more atoms of an element than
 * that, or a base-36 count meeting another element under `foldCase`), the molecule's atoms are
 * numbered in base 36 alone (1 … ZZZZ in 4 columns); past that names repeat, the only case they are
 * not unique. A writer whose file holds all atoms in one residue passes `allAtomsOneMolecule`.
 */
export function moleculeAtomNames(
  system: System,
  maxLength: number,
  components: SystemComponents = systemComponents(system),
  rules: AtomNameRules = {},
): string[] {
  const names = system.atoms.map((a) => a.label);
  const fits = new RegExp(`^[${rules.characters ?? '\\S'}]{1,${maxLength}}$`);
  const key = rules.foldCase ? (s: string): string => s.toUpperCase() : (s: string): string => s;
  const unique = (atoms: readonly number[]): boolean =>
    new Set(atoms.map((i) => key(names[i]!))).size === atoms.length;
  for (const atoms of components.atoms) {
    if (atoms.every((i) => fits.test(names[i]!)) && unique(atoms)) continue;
    numberByElement(system, atoms, maxLength, names);
    if (unique(atoms)) continue;
    atoms.forEach((atom, k) => (names[atom] = ((k + 1) % 36 ** maxLength).toString(36).toUpperCase()));
  }
  return names;
}

/** Every atom of the System as one molecule: for files that put all atoms in one residue. */
export function allAtomsOneMolecule(system: System): SystemComponents {
  const n = system.atoms.length;
  return { of: new Int32Array(n), atoms: [Array.from({ length: n }, (_, i) => i)] };
}

function numberByElement(system: System, atoms: readonly number[], maxLength: number, names: string[]): void {
  const symbols = atoms.map((i) => symbolOf(system.molecule.elements[i] ?? 0));
  const total = new Map<string, number>();
  for (const s of symbols) total.set(s, (total.get(s) ?? 0) + 1);
  const count = new Map<string, number>();
  atoms.forEach((atom, k) => {
    const symbol = symbols[k]!;
    const n = (count.get(symbol) ?? 0) + 1;
    count.set(symbol, n);
    const room = Math.max(1, maxLength - symbol.length);
    const decimal = String(total.get(symbol)!).length <= room;
    const base = decimal ? 10 : 36;
    const digits = (n % base ** room).toString(base).toUpperCase();
    names[atom] = `${symbol}${digits}`.slice(0, Math.max(maxLength, symbol.length + 1));
  });
}
