import { describe, expect, it } from 'vitest';
import type { Row } from './tables';
import {
  PAGE_SIZE,
  atBottom,
  atomLabel,
  estimatedCount,
  firstPage,
  formatCell,
  formatWhole,
  groupByFunct,
  isWaterAtom,
  netCharge,
  nextPage,
  onlyEstimated,
  parseCell,
  tablesOf,
  withEditedRow,
} from './tables';

import { sample } from './sample-parameter-set';

describe('grouping by function type', () => {
  it('makes one group per funct, ascending, keeping each row’s index in the whole table', () => {
    const groups = groupByFunct(sample().dihedrals, 4);
    expect(groups.map((g) => g.funct)).toEqual(['4', '9']);
    expect(groups[1]?.rows.map((r) => r.index)).toEqual([0, 2]);
    expect(groups[0]?.parameterCount).toBe(2);
    expect(groups[1]?.parameterCount).toBe(3);
  });

  it('groups bonds after two atom ids; a constraint-like row without parameters has none', () => {
    const groups = groupByFunct(sample().bonds, 2);
    expect(groups.map((g) => [g.funct, g.rows.length, g.parameterCount])).toEqual([
      ['1', 2, 2],
      ['5', 1, 0],
    ]);
    expect(groupByFunct([], 2)).toEqual([]);
  });
});

describe('cells', () => {
  it('reads numeric text as numbers and leaves other text alone', () => {
    expect(parseCell(' 0.1555 ')).toBe(0.1555);
    expect(parseCell('1e3')).toBe(1000);
    expect(parseCell('abc')).toBe('abc');
    expect(parseCell('')).toBe('');
    expect(parseCell(' ')).toBe(' ');
    expect(parseCell('Infinity')).toBe('Infinity');
    expect(parseCell(7)).toBe(7);
  });

  it('shows numbers with 3 decimals', () => {
    expect(formatCell(253634.08)).toBe('253634.080');
    expect(formatCell(0.0656888)).toBe('0.066');
    expect(formatCell('0.15555')).toBe('0.156');
    expect(formatCell('x1')).toBe('x1');
    expect(formatCell(undefined)).toBe('');
    // A value that rounds to zero is shown without a minus sign.
    expect(formatCell(-0.0000004)).toBe('0.000');
    expect(formatCell(-0.0006)).toBe('-0.001');
  });

  it('shows whole numbers (multiplicity) as written', () => {
    expect(formatWhole(3)).toBe('3');
    expect(formatWhole('2')).toBe('2');
    expect(formatWhole(undefined)).toBe('');
  });

  it('tells water-model atoms by their atom type name', () => {
    const [water, carbon] = sample().atoms;
    expect(isWaterAtom(water ?? [], ['SPCE', 'TIP3P'])).toBe(true);
    expect(isWaterAtom(carbon ?? [], ['SPCE', 'TIP3P'])).toBe(false);
  });
});

describe('30-row paging', () => {
  it('shows 30 rows, then 30 more at each bottom, never past the end', () => {
    expect(PAGE_SIZE).toBe(30);
    expect(firstPage(75)).toBe(30);
    expect(firstPage(12)).toBe(12);
    expect(nextPage(30, 75)).toBe(60);
    expect(nextPage(60, 75)).toBe(75);
    expect(nextPage(75, 75)).toBe(75);
  });

  it('knows the bottom of the scroll box', () => {
    expect(atBottom({ scrollTop: 600, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(atBottom({ scrollTop: 597, clientHeight: 400, scrollHeight: 1000 })).toBe(true);
    expect(atBottom({ scrollTop: 500, clientHeight: 400, scrollHeight: 1000 })).toBe(false);
  });
});

describe('atoms of bonded rows', () => {
  it('are shown as id, name and type', () => {
    const { atoms } = sample();
    expect(atomLabel(atoms, 2)).toBe('2 C2 (c3)');
    expect(atomLabel(atoms, 1)).toBe('1 OW1 (OW)');
    // An id without an atom (or not a whole number) stays as it is.
    expect(atomLabel(atoms, 9)).toBe('9');
    expect(atomLabel(atoms, 1.5)).toBe('1.5');
    expect(atomLabel(atoms, 'x')).toBe('x');
  });
});

describe('estimated rows', () => {
  it('are counted per table and kept by the filter with their whole-table index', () => {
    const tables = tablesOf(sample());
    expect(estimatedCount(tables.provenance.bonds)).toBe(1);
    expect(estimatedCount(tables.provenance.dihedrals)).toBe(0);
    const rows = tables.bonds.map((row, index) => ({ index, row }));
    expect(onlyEstimated(rows, tables.provenance.bonds).map((r) => r.index)).toEqual([1]);
    // An edited estimated row is still estimated (and also marked as edited).
    const edited = withEditedRow(tables, 'bonds', 1, [2, 3, 5]);
    expect(estimatedCount(edited.provenance.bonds)).toBe(1);
  });
});

describe('net charge', () => {
  const atoms = (charges: (number | string)[]): Row[] => charges.map((q) => ['C', 'GAFF', 'c3', 0, 0, 0, q]);

  it('sums the charges as edited and tells whether the sum is a whole number within 1e-3', () => {
    expect(netCharge(atoms([-0.8476, 0.4238, 0.4238]))).toEqual({
      sum: expect.closeTo(0, 9),
      integral: true,
    });
    expect(netCharge(atoms([0.5, 0.4995])).integral).toBe(true);
    expect(netCharge(atoms([0.5, 0.498])).integral).toBe(false);
    expect(netCharge(atoms([-1.2, 0.2, '0.0004'])).integral).toBe(true);
    expect(netCharge(atoms([0.1, 0.2])).sum).toBeCloseTo(0.3, 12);
    expect(netCharge([])).toEqual({ sum: 0, integral: true });
  });

  it('follows an edited charge and has no sum when a charge is not a number', () => {
    const tables = tablesOf(sample());
    expect(netCharge(tables.atoms).sum).toBeCloseTo(-0.7476, 12);
    const edited = withEditedRow(tables, 'atoms', 1, [
      'C2',
      'GAFF',
      'c3',
      1,
      0,
      0,
      '0.8476',
      12.01,
      0.34,
      0.4577,
    ]);
    expect(netCharge(edited.atoms)).toEqual({ sum: expect.closeTo(0, 9), integral: true });
    expect(netCharge(atoms([0.1, 'abc']))).toEqual({ sum: null, integral: false });
  });
});
