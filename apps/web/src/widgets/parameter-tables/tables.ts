import type { ParameterSet } from '@topoforge/contract';

/** A table cell: the server sends numbers; an edited cell that is not a number stays text (000 §3). */
export type Cell = number | string;
export type Row = readonly Cell[];

export type BondedTable = 'bonds' | 'angles' | 'dihedrals' | 'impropers';
export type TableName = 'atoms' | BondedTable | 'pairs';
export const TABLE_NAMES: readonly TableName[] = [
  'atoms',
  'bonds',
  'angles',
  'dihedrals',
  'impropers',
  'pairs',
];

/** Atom ids that open a row of each table; the function type follows them (000 §3). */
export const ATOM_IDS: Readonly<Record<Exclude<TableName, 'atoms'>, number>> = {
  bonds: 2,
  angles: 3,
  dihedrals: 4,
  impropers: 4,
  pairs: 2,
};

/** The six tables step 3 shows and edits, with the per-row provenance the server gave (none for pairs). */
export interface EditedTables {
  readonly atoms: readonly Row[];
  readonly bonds: readonly Row[];
  readonly angles: readonly Row[];
  readonly dihedrals: readonly Row[];
  readonly impropers: readonly Row[];
  readonly pairs: readonly Row[];
  readonly provenance: ParameterSet['provenance'];
}

export function tablesOf(set: ParameterSet): EditedTables {
  const { atoms, bonds, angles, dihedrals, impropers, pairs, provenance } = set;
  return { atoms, bonds, angles, dihedrals, impropers, pairs, provenance };
}

/** A cell typed by the user: text that reads as a finite number becomes that number, other text stays. */
export function parseCell(value: Cell): Cell {
  if (typeof value === 'number') return value;
  const text = value.trim();
  if (text === '') return value;
  const number = Number(text);
  return Number.isFinite(number) ? number : value;
}

/**
 * Parameters are shown with 3 decimals (000 §9), a value that rounds to zero without a minus sign; text
 * the user typed is shown as typed.
 */
export function formatCell(value: Cell | undefined, decimals = 3): string {
  if (value === undefined) return '';
  const parsed = parseCell(value);
  if (typeof parsed !== 'number') return parsed;
  const shown = parsed.toFixed(decimals);
  return Number(shown) === 0 ? (0).toFixed(decimals) : shown;
}

/** Whole numbers (multiplicity, function type): a number as written, without added decimals. */
export function formatWhole(value: Cell | undefined): string {
  if (value === undefined) return '';
  return String(parseCell(value));
}

/** An atom of a bonded row as a reviewer reads it: the 1-based id, the atom's name and its type. */
export function atomLabel(atoms: readonly Row[], id: Cell | undefined): string {
  const atom = typeof id === 'number' && Number.isInteger(id) ? atoms[id - 1] : undefined;
  if (atom === undefined) return String(id ?? '');
  return `${id} ${String(atom[0] ?? '')} (${String(atom[2] ?? '')})`;
}

/** Rows of a table whose parameters the server estimated (not found in the force field). */
export const estimatedCount = (provenance: readonly { readonly estimated: boolean }[]): number =>
  provenance.reduce((n, p) => (p.estimated ? n + 1 : n), 0);

/** Only the rows whose parameters were estimated (the "estimated only" filter). */
export const onlyEstimated = (
  rows: readonly IndexedRow[],
  provenance: readonly { readonly estimated: boolean }[],
): IndexedRow[] => rows.filter(({ index }) => provenance[index]?.estimated === true);

/** How far a net charge may be from a whole number and still count as one (e). */
export const NET_CHARGE_TOLERANCE = 1e-3;

export interface NetCharge {
  /** Sum of the charges, or null when a charge the user typed is not a number. */
  readonly sum: number | null;
  /** The sum is a whole number within NET_CHARGE_TOLERANCE. */
  readonly integral: boolean;
}

/** The summed charge of the ATOMS table as edited (charge is cell 6 of an atom row). */
export function netCharge(atoms: readonly Row[]): NetCharge {
  let sum = 0;
  for (const atom of atoms) {
    const charge = parseCell(atom[6] ?? '');
    if (typeof charge !== 'number') return { sum: null, integral: false };
    sum += charge;
  }
  return { sum, integral: Math.abs(sum - Math.round(sum)) <= NET_CHARGE_TOLERANCE };
}

export interface IndexedRow {
  /** Index of the row in its whole table (0-based): edits are written back there. */
  readonly index: number;
  readonly row: Row;
}

export interface FunctGroup {
  readonly funct: string;
  readonly rows: readonly IndexedRow[];
  /** Parameters after the function type in the longest row of the group. */
  readonly parameterCount: number;
}

/** One group per function-type value (000 §2), in ascending function type, rows in table order. */
export function groupByFunct(rows: readonly Row[], atomIds: number): FunctGroup[] {
  const groups = new Map<string, IndexedRow[]>();
  rows.forEach((row, index) => {
    const funct = String(row[atomIds] ?? '');
    const list = groups.get(funct) ?? [];
    list.push({ index, row });
    groups.set(funct, list);
  });
  return [...groups.entries()]
    .sort(([a], [b]) => Number(a) - Number(b) || a.localeCompare(b))
    .map(([funct, list]) => ({
      funct,
      rows: list,
      parameterCount: Math.max(0, ...list.map(({ row }) => row.length - atomIds - 1)),
    }));
}

/** Water-model atoms keep the model's parameters (000 §2): their atom type name is the water model. */
export function isWaterAtom(atom: Row, waterModels: readonly string[]): boolean {
  return waterModels.includes(String(atom[1]));
}

/** The table with one row replaced; a bonded row the user saved is marked as the user's (provenance). */
export function withEditedRow(tables: EditedTables, table: TableName, index: number, row: Row): EditedTables {
  const cells = row.map(parseCell);
  const rows = tables[table].map((old, i) => (i === index ? cells : old));
  if (table === 'pairs') return { ...tables, pairs: rows };
  const provenance = tables.provenance[table].map((p, i) =>
    i === index ? { ...p, derivedFrom: 'user' as const } : p,
  );
  return { ...tables, [table]: rows, provenance: { ...tables.provenance, [table]: provenance } };
}

/** Tables show 30 rows and 30 more each time they are scrolled to the bottom (000 §2, §9). */
export const PAGE_SIZE = 30;
export const firstPage = (total: number): number => Math.min(PAGE_SIZE, total);
export const nextPage = (shown: number, total: number): number => Math.min(shown + PAGE_SIZE, total);

/** The scroll box is at its bottom (a few pixels of rounding allowed). */
export function atBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollTop + box.clientHeight >= box.scrollHeight - 4;
}
