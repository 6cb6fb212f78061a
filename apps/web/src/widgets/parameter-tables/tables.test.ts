import { describe, expect, it } from 'vitest';
import {
  PAGE_SIZE,
  atBottom,
  firstPage,
  formatCell,
  groupByFunct,
  isWaterAtom,
  nextPage,
  parseCell,
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
