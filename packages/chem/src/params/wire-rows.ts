import type { AngleParameter, DihedralParameter, ImproperParameter } from '../core/system.js';

/** One row of the wire form: atom ids (1-based), funct, then the parameters. */
export type Row = number[];

export function dihedralRows(ids: readonly number[], p: DihedralParameter): Row[] {
  if (p.funct === 3) return [[...ids, 3, ...p.c]];
  return p.terms.map((t) => [...ids, p.funct, t.phase, t.k, t.multiplicity]);
}

export function angleRow(ids: readonly number[], p: AngleParameter | undefined): Row {
  if (p === undefined) return [...ids, 1, NaN, NaN];
  if (p.funct === 102) return [...ids, 102, p.theta0, p.k, p.c, p.multiplicity];
  return [...ids, p.funct, p.theta0, p.k];
}

export function improperRow(ids: readonly number[], p: ImproperParameter): Row {
  switch (p.funct) {
    case 4:
      return [...ids, 4, p.term.phase, p.term.k, p.term.multiplicity];
    case 2:
      return [...ids, 2, p.xi0, p.k];
    case 101:
      return [...ids, 101, p.k, p.c0, p.c1, p.c2];
    case 102:
      return [...ids, 102, p.psi0, p.k];
  }
}
