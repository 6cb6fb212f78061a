import type { TopologyPayload } from '@topoforge/contract';
import type { NonbondedPairRow, SystemWire, WireAtom, WireRow } from '@topoforge/chem';
import { badRequest } from '../../../kernel/http/errors.js';

type Cell = number | string;
type Table = 'bonds' | 'angles' | 'dihedrals' | 'impropers' | 'pairs' | 'virtualSites' | 'constraints';

/** A JSON number as text (the spec's client sends edited cells that parse as numbers as numbers, but not always). */
const NUMERIC = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

/**
 * Atom ids per row, then the row length each function type needs (GROMACS wire rows, 000 §3, and the
 * materials forms of ADR 0015: angles 2, 101, 102; impropers 101, 102 — chem's params/system-wire.ts).
 */
const SHAPES: Readonly<Record<Table, { ids: number; lengths: Readonly<Record<number, number>> }>> = {
  bonds: { ids: 2, lengths: { 1: 5 } },
  angles: { ids: 3, lengths: { 1: 6, 2: 6, 101: 6, 102: 8 } },
  dihedrals: { ids: 4, lengths: { 9: 8, 1: 8, 3: 11 } },
  impropers: { ids: 4, lengths: { 4: 8, 2: 7, 101: 9, 102: 7 } },
  pairs: { ids: 2, lengths: { 1: 3 } },
  /** [site, i, j, k, 1, a, b]: the site first, then the three atoms it is built from. */
  virtualSites: { ids: 4, lengths: { 1: 7 } },
  /** [i, j, 1, length (nm)]: a coarse-grained set's fixed distances. */
  constraints: { ids: 2, lengths: { 1: 4 } },
};

/** 400 about one row (or, with `column`, one cell) of an edited table; `key` names the catalogue entry. */
const tableError = (key: string, table: string, row: number, column?: number, data: object = {}) =>
  badRequest(key, { table, row, ...(column === undefined ? {} : { column }), ...data });

/** Each of a row's atom ids lies in 1…atomCount, and no atom is named twice. */
function checkAtomIds(ids: readonly number[], table: string, row: number, atomCount: number): void {
  ids.forEach((id, k) => {
    if (!Number.isInteger(id) || id < 1 || id > atomCount) {
      throw tableError('invalid-atom-id/outside', table, row, k + 1, { id, atomCount });
    }
  });
  if (new Set(ids).size !== ids.length)
    throw tableError('invalid-atom-id/repeated', table, row, undefined, { ids });
}

/**
 * A cell that must be a number: finite numbers pass, numeric text becomes its number, anything else is
 * a 400. A number that is not finite (Infinity, NaN, or text like "1e999" that reads as Infinity) is
 * refused here, so no writer ever sees one (NAMD wrote NaN coordinates from "1e999").
 */
export function numberCell(value: Cell | undefined, table: string, row: number, column: number): number {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && NUMERIC.test(value.trim())
        ? Number(value.trim())
        : undefined;
  if (number !== undefined && Number.isFinite(number)) return number;
  const shown = value === undefined ? {} : { value: String(value) };
  const key = number === undefined ? 'invalid-cell/not-a-number' : 'invalid-cell/not-finite';
  throw tableError(key, table, row, column, shown);
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
      const allowed = Object.keys(lengths);
      throw tableError('invalid-cell/function-type', table, row, ids + 1, { funct, allowed });
    }
    if (cells.length !== length) {
      throw tableError('invalid-row/length', table, row, undefined, { funct, length, count: cells.length });
    }
    const out = cells.map((c, k) => numberCell(c, table, row, k + 1));
    checkAtomIds(out.slice(0, ids), table, row, atomCount);
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
        throw tableError('invalid-cell/unknown-type', table, row, k + 1, { type });
      }
    }
    const funct = numberCell(cells[2], table, row, 3);
    if (funct !== 1) {
      throw tableError('invalid-cell/not-function-1', table, row, 3, { funct });
    }
    const sigma = numberCell(cells[3], table, row, 4);
    const epsilon = numberCell(cells[4], table, row, 5);
    if (!(sigma > 0)) {
      throw tableError('invalid-cell/sigma', table, row, 4, { sigma });
    }
    if (!(epsilon >= 0)) {
      throw tableError('invalid-cell/epsilon', table, row, 5, { epsilon });
    }
    const key = [cells[0], cells[1]].sort().join('\u0000');
    const before = seen.get(key);
    if (before !== undefined) {
      const pair = { first: cells[0], second: cells[1], before };
      throw tableError('invalid-row/duplicate-pair', table, row, undefined, pair);
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
      throw tableError('invalid-row/rigid-water', table, row, undefined, { count: cells.length });
    }
    const out = cells.map((c, k) => numberCell(c, table, row, k + 1));
    checkAtomIds(out.slice(0, 3), table, row, atomCount);
    out.slice(3).forEach((d, k) => {
      if (!(d > 0)) {
        throw tableError('invalid-cell/distance', table, row, k + 4, { distance: d });
      }
    });
    return out;
  });
}

/** Constraint rows as every table's, then each length a positive distance in nm. */
function constraintRows(rows: readonly (readonly Cell[])[], atomCount: number): WireRow[] {
  const out = termRows('constraints', rows, atomCount);
  out.forEach((cells, r) => {
    const length = cells[3] ?? 0;
    if (!(length > 0))
      throw tableError('invalid-cell/distance', 'constraints', r + 1, 4, { distance: length });
  });
  return out;
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
    ...(payload.constraints === undefined
      ? {}
      : { constraints: constraintRows(payload.constraints, atomCount) }),
    ...(payload.exclusionDepth === undefined ? {} : { exclusionDepth: payload.exclusionDepth }),
    ...(payload.externalNonbonded === undefined
      ? {}
      : { externalNonbonded: { ...payload.externalNonbonded } }),
    provenance: payload.provenance,
    defaults: payload.defaults,
  };
}
