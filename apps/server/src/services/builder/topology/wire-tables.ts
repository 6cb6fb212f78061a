import type { TopologyPayload } from '@topoforge/contract';
import type { NonbondedPairRow, SystemWire, WireAtom, WireRow } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

type Cell = number | string;
type Table = 'bonds' | 'angles' | 'dihedrals' | 'impropers' | 'pairs' | 'virtualSites';

/** A JSON number as text (the spec's client sends edited cells that parse as numbers as numbers, but not always). */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/** Atom ids per row, then the row length each function type needs (GROMACS wire rows, 000 §3). */
const SHAPES: Readonly<Record<Table, { ids: number; lengths: Readonly<Record<number, number>> }>> = {
  bonds: { ids: 2, lengths: { 1: 5 } },
  angles: { ids: 3, lengths: { 1: 6 } },
  dihedrals: { ids: 4, lengths: { 9: 8, 1: 8, 3: 11 } },
  impropers: { ids: 4, lengths: { 4: 8, 2: 7 } },
  pairs: { ids: 2, lengths: { 1: 3 } },
  /** [site, i, j, k, 1, a, b]: the site first, then the three atoms it is built from. */
  virtualSites: { ids: 4, lengths: { 1: 7 } },
};

const where = (table: string, row: number, column?: number): string =>
  column === undefined ? `${table} row ${row}` : `${table} row ${row}, column ${column}`;
const whereZh = (table: string, row: number, column?: number): string =>
  column === undefined ? `${table} 第 ${row} 行` : `${table} 第 ${row} 行第 ${column} 列`;

/** A cell that must be a number: numbers pass, numeric text becomes its number, anything else is a 400. */
export function numberCell(value: Cell | undefined, table: string, row: number, column: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && NUMERIC.test(value.trim())) return Number(value.trim());
  const shown = value === undefined ? 'nothing' : `'${String(value)}'`;
  const shownZh = value === undefined ? '空' : `'${String(value)}'`;
  throw badRequest('invalid-cell', {
    en: `${where(table, row, column)}: ${shown} is not a number`,
    zh: `${whereZh(table, row, column)}：${shownZh} 不是数字`,
  });
}

function atomRows(atoms: TopologyPayload['atoms']): WireAtom[] {
  return atoms.map((a, i): WireAtom => {
    const n = (k: number): number => numberCell(a[k], 'atoms', i + 1, k + 1);
    return [a[0], a[1], a[2], n(3), n(4), n(5), n(6), n(7), n(8), n(9)];
  });
}

function termRows(table: Table, rows: readonly (readonly Cell[])[], atomCount: number): WireRow[] {
  const { ids, lengths } = SHAPES[table];
  return rows.map((cells, r) => {
    const row = r + 1;
    const funct = numberCell(cells[ids], table, row, ids + 1);
    const length = lengths[funct];
    if (length === undefined) {
      const allowed = Object.keys(lengths).join(', ');
      throw badRequest('invalid-cell', {
        en: `${where(table, row, ids + 1)}: function type ${funct} is not one of ${allowed}`,
        zh: `${whereZh(table, row, ids + 1)}：函数类型 ${funct} 不在 ${allowed} 之中`,
      });
    }
    if (cells.length !== length) {
      throw badRequest('invalid-row', {
        en: `${where(table, row)}: function type ${funct} needs ${length} values, the row has ${cells.length}`,
        zh: `${whereZh(table, row)}：函数类型 ${funct} 需要 ${length} 个值，该行有 ${cells.length} 个`,
      });
    }
    const out = cells.map((c, k) => numberCell(c, table, row, k + 1));
    const atomIds = out.slice(0, ids);
    atomIds.forEach((id, k) => {
      if (!Number.isInteger(id) || id < 1 || id > atomCount) {
        throw badRequest('invalid-atom-id', {
          en: `${where(table, row, k + 1)}: atom id ${id} is outside 1…${atomCount}`,
          zh: `${whereZh(table, row, k + 1)}：原子编号 ${id} 不在 1…${atomCount} 之内`,
        });
      }
    });
    if (new Set(atomIds).size !== ids) {
      throw badRequest('invalid-atom-id', {
        en: `${where(table, row)}: an atom is named twice (${atomIds.join(', ')})`,
        zh: `${whereZh(table, row)}：同一原子出现两次 (${atomIds.join(', ')})`,
      });
    }
    return out;
  });
}

/**
 * [typeA, typeB, 1, σ (nm), ε (kJ/mol)] of nonbondedPairs or pairParameters14 (1-4 LJ, the same row
 * form): both types must be types of atoms in the set (a row naming another type would change
 * nothing), function type 1, σ > 0 and ε ≥ 0, one row per type pair.
 */
function typePairRows(
  table: 'nonbondedPairs' | 'pairParameters14',
  rows: NonNullable<TopologyPayload['nonbondedPairs']>,
  atoms: TopologyPayload['atoms'],
): NonbondedPairRow[] {
  const types = new Set(atoms.map((a) => a[2]));
  const seen = new Map<string, number>();
  return rows.map((cells, r) => {
    const row = r + 1;
    for (const [k, type] of [cells[0], cells[1]].entries()) {
      if (!types.has(type)) {
        throw badRequest('invalid-cell', {
          en: `${where(table, row, k + 1)}: type '${type}' is not the type of any atom`,
          zh: `${whereZh(table, row, k + 1)}：类型 '${type}' 不是任何原子的类型`,
        });
      }
    }
    const funct = numberCell(cells[2], table, row, 3);
    if (funct !== 1) {
      throw badRequest('invalid-cell', {
        en: `${where(table, row, 3)}: function type ${funct} is not 1`,
        zh: `${whereZh(table, row, 3)}：函数类型 ${funct} 不是 1`,
      });
    }
    const sigma = numberCell(cells[3], table, row, 4);
    const epsilon = numberCell(cells[4], table, row, 5);
    if (!(sigma > 0)) {
      throw badRequest('invalid-cell', {
        en: `${where(table, row, 4)}: sigma must be greater than 0 nm, not ${sigma}`,
        zh: `${whereZh(table, row, 4)}：sigma 必须大于 0 nm，而不是 ${sigma}`,
      });
    }
    if (!(epsilon >= 0)) {
      throw badRequest('invalid-cell', {
        en: `${where(table, row, 5)}: epsilon must not be negative, not ${epsilon}`,
        zh: `${whereZh(table, row, 5)}：epsilon 不能为负数，而不是 ${epsilon}`,
      });
    }
    const key = [cells[0], cells[1]].sort().join('\u0000');
    const before = seen.get(key);
    if (before !== undefined) {
      throw badRequest('invalid-row', {
        en: `${where(table, row)}: the type pair ${cells[0]}–${cells[1]} is already in row ${before}`,
        zh: `${whereZh(table, row)}：类型对 ${cells[0]}–${cells[1]} 已在第 ${before} 行`,
      });
    }
    seen.set(key, row);
    return [cells[0], cells[1], funct, sigma, epsilon];
  });
}

/** [O, H1, H2, dOH, dHH]: three distinct atom ids, then two positive distances in nm. */
function rigidWaterRows(rows: readonly (readonly Cell[])[], atomCount: number): WireRow[] {
  const table = 'rigidWaters';
  return rows.map((cells, r) => {
    const row = r + 1;
    if (cells.length !== 5) {
      throw badRequest('invalid-row', {
        en: `${where(table, row)}: a rigid water needs 5 values (O, H1, H2, dOH, dHH), the row has ${cells.length}`,
        zh: `${whereZh(table, row)}：刚性水需要 5 个值（O、H1、H2、dOH、dHH），该行有 ${cells.length} 个`,
      });
    }
    const out = cells.map((c, k) => numberCell(c, table, row, k + 1));
    const ids = out.slice(0, 3);
    ids.forEach((id, k) => {
      if (!Number.isInteger(id) || id < 1 || id > atomCount) {
        throw badRequest('invalid-atom-id', {
          en: `${where(table, row, k + 1)}: atom id ${id} is outside 1…${atomCount}`,
          zh: `${whereZh(table, row, k + 1)}：原子编号 ${id} 不在 1…${atomCount} 之内`,
        });
      }
    });
    if (new Set(ids).size !== 3) {
      throw badRequest('invalid-atom-id', {
        en: `${where(table, row)}: an atom is named twice (${ids.join(', ')})`,
        zh: `${whereZh(table, row)}：同一原子出现两次 (${ids.join(', ')})`,
      });
    }
    out.slice(3).forEach((d, k) => {
      if (!(d > 0)) {
        throw badRequest('invalid-cell', {
          en: `${where(table, row, k + 4)}: a distance must be greater than 0 nm, not ${d}`,
          zh: `${whereZh(table, row, k + 4)}：距离必须大于 0 nm，而不是 ${d}`,
        });
      }
    });
    return out;
  });
}

/**
 * The payload's tables as the wire form of chem (all numbers, 1-based ids checked), or a 400 naming the
 * table, row and column of the first cell that is not what it must be.
 */
export function wireFromPayload(payload: TopologyPayload): SystemWire {
  const atomCount = payload.atoms.length;
  return {
    atoms: atomRows(payload.atoms),
    bonds: termRows('bonds', payload.bonds, atomCount),
    angles: termRows('angles', payload.angles, atomCount),
    dihedrals: termRows('dihedrals', payload.dihedrals, atomCount),
    impropers: termRows('impropers', payload.impropers, atomCount),
    pairs: termRows('pairs', payload.pairs, atomCount),
    ...(payload.virtualSites === undefined
      ? {}
      : { virtualSites: termRows('virtualSites', payload.virtualSites, atomCount) }),
    ...(payload.nonbondedPairs === undefined
      ? {}
      : { nonbondedPairs: typePairRows('nonbondedPairs', payload.nonbondedPairs, payload.atoms) }),
    ...(payload.pairParameters14 === undefined
      ? {}
      : { pairParameters14: typePairRows('pairParameters14', payload.pairParameters14, payload.atoms) }),
    ...(payload.rigidWaters === undefined
      ? {}
      : { rigidWaters: rigidWaterRows(payload.rigidWaters, atomCount) }),
    provenance: payload.provenance,
    defaults: payload.defaults,
  };
}
