import type { AtomTypeOption, ParameterSet } from '@topoforge/contract';
import type { AtomTypeRow, WizardAtom } from '../store/wizard-defaults';

/** The placeholder atom type of a typer that found no type; it blocks progress (000 §5, §9). */
export const PLACEHOLDER_TYPE = 'DU';

/** The table rows of 000 §3 from the atom-type options: the first option of each atom is chosen. */
export function buildRows(
  options: readonly (readonly AtomTypeOption[])[],
  atoms: readonly WizardAtom[],
): AtomTypeRow[] {
  return options.map((list, i) => {
    const first = list[0];
    return {
      id: i + 1,
      key: String(i + 1),
      element: atoms[i]?.label ?? '',
      atomtype: first?.name ?? '',
      type: first?.type ?? '',
    };
  });
}

/**
 * After a fresh atom-type call: the rows the user chose before are kept when the options did not change
 * (coming back from step 3, or a reload), else the table starts again from the first options.
 */
export function refreshRows(
  previous: readonly AtomTypeRow[],
  previousOptions: readonly (readonly AtomTypeOption[])[],
  options: readonly (readonly AtomTypeOption[])[],
  atoms: readonly WizardAtom[],
): readonly AtomTypeRow[] {
  const same =
    previous.length === options.length && JSON.stringify(previousOptions) === JSON.stringify(options);
  return same ? previous : buildRows(options, atoms);
}

/** Next is shown only when every atom has a name and a type and none is DU (000 §2, §5). */
export const allTyped = (rows: readonly AtomTypeRow[]): boolean =>
  rows.length > 0 &&
  rows.every((r) => r.atomtype !== '' && r.type !== '' && r.type.toUpperCase() !== PLACEHOLDER_TYPE);

/**
 * Accurate mode: atoms other than water-model atoms must share one force-field type (000 §4, §5).
 * `waterNames` are the water models the server supports (their atoms' option name is the model).
 */
export function accurateModeConflict(rows: readonly AtomTypeRow[], waterNames: readonly string[]): boolean {
  const names = new Set(rows.map((r) => r.atomtype).filter((n) => !waterNames.includes(n) && n !== 'Lp'));
  return names.size > 1;
}

/** Writes the chosen option into one row (the dialog's OK, 000 §4). */
export const applyChoice = (
  rows: readonly AtomTypeRow[],
  index0: number,
  choice: AtomTypeOption,
): AtomTypeRow[] =>
  rows.map((r, i) => (i === index0 ? { ...r, atomtype: choice.name, type: choice.type } : r));

/** The row's choice among the atom's options (the index of the radio to check); -1 when not there. */
export const chosenIndex = (options: readonly AtomTypeOption[], row: AtomTypeRow | undefined): number =>
  row === undefined ? -1 : options.findIndex((o) => o.name === row.atomtype && o.type === row.type);

/**
 * forcefield/param's atomtype: per atom the chosen option first; in fuzzy mode the atom's other options
 * follow as alternatives the server may fall back on (000 §7).
 */
export function atomTypeRequest(
  rows: readonly AtomTypeRow[],
  options: readonly (readonly AtomTypeOption[])[],
  mode: 'fuzzy' | 'accurate',
): AtomTypeOption[][] {
  return rows.map((row, i) => {
    const chosen = { name: row.atomtype, type: row.type };
    if (mode === 'accurate') return [chosen];
    const others = (options[i] ?? []).filter((o) => o.name !== chosen.name || o.type !== chosen.type);
    return [chosen, ...others];
  });
}

/** use_current_structure: bit 1 keeps the structure's bond lengths, bit 2 its angles (000 §7). */
export const currentStructureBits = (bondLengths: boolean, bondAngles: boolean): number =>
  (bondLengths ? 1 : 0) + (bondAngles ? 2 : 0);

export type FitAlgorithm = 'mSeminario' | 'none';

/** use_mseminario mode: 0 none, 1 bonds only, 2 angles only, 3 both (000 §9); 'none' fits nothing. */
export const seminarioMode = (algorithm: FitAlgorithm, fitBond: boolean, fitAngle: boolean): number =>
  algorithm === 'none' ? 0 : (fitBond ? 1 : 0) + (fitAngle ? 2 : 0);

/** The fitting dialog's vibrational scaling: a number ≥ 0 (000 §5 'please enter a correct number'). */
export function validScaling(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return false;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  return Number.isFinite(n) && n >= 0;
}

/**
 * The charge scale as typed (000 §5 "parsed as a float"): a whole decimal number of 0 or more, else
 * undefined — text such as "abc" or "1abc" is refused rather than read as the last good value or as 1.
 */
export function parseChargeScale(text: string): number | undefined {
  const trimmed = text.trim();
  if (!/^[+]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** The view and tables of step 3 need every table in the answer (000 §4 "On entering step 3"). */
export function completeParameterSet(answer: unknown): answer is ParameterSet {
  if (typeof answer !== 'object' || answer === null) return false;
  const tables = ['atoms', 'bonds', 'angles', 'dihedrals', 'impropers', 'pairs'] as const;
  return tables.every((t) => Array.isArray((answer as Record<string, unknown>)[t]));
}
