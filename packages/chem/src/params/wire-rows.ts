import type { DihedralParameter, ImproperParameter } from '../core/system.js';

/** One row of the wire form: atom ids (1-based), funct, then the parameters. */
export type Row = number[];

export function dihedralRows(ids: readonly number[], p: DihedralParameter): Row[] {
  if (p.funct === 3) return [[...ids, 3, ...p.c]];
  return p.terms.map((t) => [...ids, p.funct, t.phase, t.k, t.multiplicity]);
}

export function improperRow(ids: readonly number[], p: ImproperParameter): Row {
  return p.funct === 4 ? [...ids, 4, p.term.phase, p.term.k, p.term.multiplicity] : [...ids, 2, p.xi0, p.k];
}
