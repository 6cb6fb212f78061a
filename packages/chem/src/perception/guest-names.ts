import { symbolOf } from '../core/elements.js';

/**
 * Hill formula of a set of atoms: C first, then H, then the other elements alphabetically; without
 * carbon, every element alphabetically (Hill, JACS 22 (1900) 478). Counts of 1 are omitted.
 */
export function hillFormula(elements: Uint8Array, atoms: readonly number[]): string {
  const counts = new Map<string, number>();
  for (const i of atoms) {
    const s = symbolOf(elements[i]!);
    counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const symbols = [...counts.keys()].sort();
  const first = counts.has('C') ? ['C', ...(counts.has('H') ? ['H'] : [])] : [];
  return [...first, ...symbols.filter((s) => !first.includes(s))]
    .map((s) => `${s}${counts.get(s) === 1 ? '' : String(counts.get(s))}`)
    .join('');
}

/**
 * Common names of the guests and solvents met in framework CIFs, by Hill formula. A formula names
 * its usual solvent only (C3H7NO is DMF here, not propanamide), so the summary always prints the
 * formula beside the name.
 */
const SOLVENT_NAMES: Readonly<Record<string, string>> = {
  H2O: 'water',
  C3H7NO: 'DMF',
  C5H11NO: 'DEF',
  C4H9NO: 'DMA',
  C2H6OS: 'DMSO',
  CH4O: 'methanol',
  C2H6O: 'ethanol',
  C2H3N: 'acetonitrile',
  C4H8O: 'THF',
  C4H8O2: 'dioxane',
  C6H6: 'benzene',
  C7H8: 'toluene',
  CHCl3: 'chloroform',
  CH2Cl2: 'dichloromethane',
  C3H6O: 'acetone',
  C5H5N: 'pyridine',
  H3N: 'ammonia',
  CO2: 'carbon dioxide',
  CH4: 'methane',
  N2: 'nitrogen',
};

/** "3 water (H2O), 1 DMF (C3H7NO), 2 Cl" — counts by formula, most frequent first. */
export function guestSummary(formulas: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const f of formulas) counts.set(f, (counts.get(f) ?? 0) + 1);
  return [...counts]
    .sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0]))
    .map(([f, c]) => {
      const name = SOLVENT_NAMES[f];
      return name ? `${c} ${name} (${f})` : `${c} ${f}`;
    })
    .join(', ');
}
