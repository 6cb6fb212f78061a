import { symbolOf } from '../core/elements.js';
import type { System } from '../core/system.js';
import { systemComponents, type SystemComponents } from '../params/molecule-components.js';

/**
 * Atom names unique within each molecule (component, params/molecule-components.ts), the step every
 * writer that writes names shares. A molecule keeps the user's labels when each is 1 to `maxLength`
 * characters without white space and no two of its atoms share one; otherwise every atom of that
 * molecule is named element symbol + a count per element (C1, C2 … H1 …, as LigParGen and antechamber
 * name atoms), so identical molecules get identical names. When the decimal count of an element does
 * not fit `maxLength` (C1000 in 4 columns) that element counts in base 36 (C1 … CZ, C10 … CZZZ: 46,655
 * carbons in 4 columns); past that the count wraps and names repeat, the only case they are not unique.
 */
export function moleculeAtomNames(
  system: System,
  maxLength: number,
  components: SystemComponents = systemComponents(system),
): string[] {
  const names = system.atoms.map((a) => a.label);
  const fits = new RegExp(`^\\S{1,${maxLength}}$`);
  for (const atoms of components.atoms) {
    const seen = new Set<string>();
    const keep = atoms.every((i) => {
      const label = names[i]!;
      if (!fits.test(label) || seen.has(label)) return false;
      seen.add(label);
      return true;
    });
    if (!keep) numberByElement(system, atoms, maxLength, names);
  }
  return names;
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
