import { atomicNumber } from '../../core/elements.js';

/**
 * The element of an atom site. `_atom_site_type_symbol` holds a symbol that may carry an oxidation
 * state ('Fe3+', 'O2-', 'Na1+'): its leading letters are the symbol. Without a type symbol the CIF
 * core dictionary says the label starts with the element symbol ('C12', 'Cl3a', 'O1W'): a second
 * letter counts only when it is lower case and the pair is an element ('Cl3' → Cl, 'CA1' → C).
 * Returns undefined when neither gives an element.
 */
export function elementFromTypeSymbol(symbol: string): number | undefined {
  const letters = /^[A-Za-z]{1,2}/.exec(symbol.trim())?.[0] ?? '';
  return (
    (letters.length === 2 ? atomicNumber(letters) : undefined) ??
    (letters ? atomicNumber(letters.slice(0, 1)) : undefined)
  );
}

export function elementFromLabel(label: string): number | undefined {
  const m = /^([A-Z])([a-z])?/.exec(label.trim().replace(/^[a-z]/, (c) => c.toUpperCase()));
  if (!m) return undefined;
  const one = m[1] ?? '';
  return (m[2] !== undefined ? atomicNumber(one + m[2]) : undefined) ?? atomicNumber(one);
}
