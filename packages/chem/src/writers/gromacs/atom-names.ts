import { symbolOf } from '../../core/elements.js';
import type { System } from '../../core/system.js';

/**
 * .gro gives atom names 5 columns and grompp compares them with the topology, so both files use the
 * same short name: the System's label when it fits, else element symbol + 1-based index, else the
 * symbol alone.
 */
export function atomNames(system: System): string[] {
  return system.atoms.map((atom, i) => {
    if (/^\S{1,5}$/.test(atom.label)) return atom.label;
    const symbol = symbolOf(system.molecule.elements[i] ?? 0);
    const numbered = `${symbol}${i + 1}`;
    return numbered.length <= 5 ? numbered : symbol;
  });
}
