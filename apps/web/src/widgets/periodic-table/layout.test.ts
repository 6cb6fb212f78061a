import { describe, expect, it } from 'vitest';
import type { LayoutCell, TableLayout } from './layout';
import { jobCentreLayout, pickerLayout } from './layout';

const numberOf = (c: LayoutCell): number => (c.kind === 'element' ? c.element.number : 0);
const at = (layout: TableLayout, column: number, row: number): LayoutCell | undefined =>
  layout.cells.find((c) => c.column === column && c.row === row);
const range = (from: number, to: number): number[] =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('picker layout (spec 002 §2.7, §9)', () => {
  const layout = pickerLayout();

  it('shows 112 elements, each in a cell of its own inside the 18 columns', () => {
    expect(layout.cells.map(numberOf).sort((a, b) => a - b)).toEqual(range(1, 112));
    expect(new Set(layout.cells.map((c) => `${c.column},${c.row}`)).size).toBe(112);
    for (const c of layout.cells)
      expect(c.column >= 1 && c.column <= 18 && c.row >= 1 && c.row <= 9).toBe(true);
  });

  it('puts 1-56, 72-88 and 104-112 at their group and period, 57-71 and 89-103 in the side rows', () => {
    const main = layout.cells.filter((c) => c.row <= 7).map(numberOf);
    expect(main.sort((a, b) => a - b)).toEqual([...range(1, 56), ...range(72, 88), ...range(104, 112)]);
    expect(layout.cells.filter((c) => c.row === 8).map(numberOf)).toEqual(range(57, 71));
    expect(layout.cells.filter((c) => c.row === 9).map(numberOf)).toEqual(range(89, 103));
    // Group 18 period 1 is helium; group 4 period 6 hafnium (after the lanthanides); group 3 of
    // periods 6 and 7 stays empty, its elements being the side rows.
    expect(numberOf(at(layout, 18, 1)!)).toBe(2);
    expect(numberOf(at(layout, 4, 6)!)).toBe(72);
    expect(numberOf(at(layout, 12, 7)!)).toBe(112);
    expect(at(layout, 3, 6)).toBeUndefined();
    expect(at(layout, 3, 7)).toBeUndefined();
  });
});

describe('job-centre layout (spec 002 §2.7)', () => {
  const layout = jobCentreLayout();

  it('shows all 118 elements and the vacancy cell VA, no two in one place', () => {
    const numbers = layout.cells.map(numberOf);
    expect(numbers.filter((n) => n > 0).sort((a, b) => a - b)).toEqual(range(1, 118));
    expect(layout.cells.filter((c) => c.kind === 'vacancy')).toHaveLength(1);
    expect(new Set(layout.cells.map((c) => `${c.column},${c.row}`)).size).toBe(119);
    expect(numberOf(at(layout, 18, 7)!)).toBe(118);
  });
});
