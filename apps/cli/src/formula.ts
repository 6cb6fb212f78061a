import type { Molecule } from '@topoforge/chem';
import { LONE_PAIR, symbolOf } from '@topoforge/chem';

/**
 * Molecular formula in Hill order: C first, then H, then the rest alphabetically; with no carbon,
 * everything alphabetically (Hill, J. Am. Chem. Soc. 1900, 22, 478). Lone pairs are not atoms.
 */
export function hillFormula(molecule: Molecule): string {
  const counts = new Map<string, number>();
  for (const z of molecule.elements) {
    if (z === LONE_PAIR) continue;
    const symbol = symbolOf(z);
    counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  const symbols = [...counts.keys()].sort();
  const order = counts.has('C')
    ? ['C', ...(counts.has('H') ? ['H'] : []), ...symbols.filter((s) => s !== 'C' && s !== 'H')]
    : symbols;
  return order.map((s) => `${s}${counts.get(s) === 1 ? '' : String(counts.get(s))}`).join('');
}
