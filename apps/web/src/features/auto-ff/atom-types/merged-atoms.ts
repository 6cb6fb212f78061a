import type { AtomTypeOption } from '@topoforge/contract';
import type { AtomTypeRow } from '../store/wizard-defaults';

/**
 * The atom type a united-atom force field gives a hydrogen merged into its carbon (the server's typer
 * answers it; the parameter call leaves the atom out and the carbon becomes one CHn site).
 */
export const MERGED_TYPE = '(merged)';

export const isMergedRow = (row: AtomTypeRow): boolean => row.type === MERGED_TYPE;

/** The 1-based id of the atom a merged hydrogen is bonded to (its united atom); undefined if none. */
export function mergedHost(
  bonds: readonly (readonly [number, number])[],
  index0: number,
): number | undefined {
  for (const [a, b] of bonds) {
    if (a === index0) return b + 1;
    if (b === index0) return a + 1;
  }
  return undefined;
}

/**
 * The options the type dialog may offer an atom: none for a merged hydrogen (its type is fixed by the
 * united-atom model), and never '(merged)' for an atom that is not merged.
 */
export const pickableOptions = (
  row: AtomTypeRow,
  options: readonly AtomTypeOption[],
): readonly AtomTypeOption[] => (isMergedRow(row) ? [] : options.filter((o) => o.type !== MERGED_TYPE));

/**
 * Charges per atom of the structure from the parameter set's charges. A united-atom parameter set has
 * one atom per site (merged hydrogens left out), so its charges are spread over the structure's atoms
 * with none (NaN: no label) on the merged hydrogens; a set with one atom per structure atom is as it is.
 */
export function structureCharges(rows: readonly AtomTypeRow[], siteCharges: readonly number[]): number[] {
  const sites = rows.filter((r) => !isMergedRow(r)).length;
  if (siteCharges.length === rows.length || siteCharges.length !== sites) return [...siteCharges];
  let next = 0;
  return rows.map((r) => (isMergedRow(r) ? NaN : (siteCharges[next++] ?? NaN)));
}
