import type { TFunction } from 'i18next';
import type { ParamSpec } from './function-types';
import { DEGREES, functForm, parameterSpecs } from './function-types';
import type { BondedTable } from './tables';
import { ATOM_IDS } from './tables';

/** A column that shows the row's 1-based id (the atoms table has no id cell). */
export const ROW_ID = -1;

/** One column of a parameter table: which cell of the wire row it shows and how. */
export interface ParamColumn {
  readonly title: string;
  /** Index of the cell in the wire row, or ROW_ID. */
  readonly cell: number;
  /**
   * 'atom': a 1-based atom id, shown with the atom's name and type; 'int': a whole number shown as
   * written; 'number': 3 decimals, the full value on hover; 'text' as written.
   */
  readonly kind: 'atom' | 'int' | 'number' | 'text';
  readonly editable: boolean;
}

/** ATOMS: id, group/atom, atom type, charge, mass, van der Waals radius (nm), well depth (kJ/mol) — 000 §2. */
export function atomColumns(t: TFunction): ParamColumn[] {
  return [
    { title: t('topology.col.id'), cell: ROW_ID, kind: 'int', editable: false },
    { title: t('topology.col.atom'), cell: 0, kind: 'text', editable: false },
    { title: t('topology.col.type'), cell: 2, kind: 'text', editable: false },
    { title: t('topology.col.charge'), cell: 6, kind: 'number', editable: true },
    { title: t('topology.col.mass'), cell: 7, kind: 'number', editable: true },
    { title: t('topology.col.radius'), cell: 8, kind: 'number', editable: true },
    { title: t('topology.col.depth'), cell: 9, kind: 'number', editable: true },
  ];
}

/** Pairs: atom 1, atom 4, function type (000 §2). */
export function pairColumns(t: TFunction): ParamColumn[] {
  return [
    { title: t('topology.col.atomN', { n: 1 }), cell: 0, kind: 'atom', editable: false },
    { title: t('topology.col.atomN', { n: 4 }), cell: 1, kind: 'atom', editable: false },
    { title: t('topology.col.funct'), cell: 2, kind: 'int', editable: true },
  ];
}

/** "Force constant kφ (kJ/mol)": the parameter's name, the manual's symbol where needed, the unit. */
export function parameterTitle(t: TFunction, spec: ParamSpec | null, n: number): string {
  if (spec === null) return t('topology.col.parameter', { n });
  const unit = spec.unit === DEGREES ? t('topology.unit.degrees') : spec.unit;
  const symbol = spec.symbol === undefined ? '' : ` ${spec.symbol}`;
  return `${t(`topology.param.${spec.name}`)}${symbol}${unit === undefined ? '' : ` (${unit})`}`;
}

/**
 * The columns of one function-type group of a bonded table: its atoms (id, name, type), the function
 * type, and each parameter named as the GROMACS manual names it for that function type, with its unit.
 */
export function bondedColumns(
  t: TFunction,
  table: BondedTable,
  funct: string,
  parameterCount: number,
): ParamColumn[] {
  const ids = ATOM_IDS[table];
  const columns: ParamColumn[] = Array.from({ length: ids }, (_, i) => ({
    title: t('topology.col.atomN', { n: i + 1 }),
    cell: i,
    kind: 'atom',
    editable: false,
  }));
  columns.push({ title: t('topology.col.funct'), cell: ids, kind: 'int', editable: false });
  parameterSpecs(table, funct, parameterCount).forEach((spec, p) => {
    columns.push({
      title: parameterTitle(t, spec, p + 1),
      cell: ids + 1 + p,
      kind: spec?.integer === true ? 'int' : 'number',
      editable: true,
    });
  });
  return columns;
}

/** "Function type 9: proper dihedral (multiple)", or the bare number for a function type GROMACS lacks. */
export function functGroupTitle(t: TFunction, table: BondedTable, funct: string): string {
  const form = functForm(table, funct);
  return form === undefined
    ? t('topology.functGroup', { funct })
    : t('topology.functGroupNamed', { funct, form: t(`topology.form.${form.form}`) });
}
