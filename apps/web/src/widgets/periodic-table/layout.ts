import type { ElementRecord } from './elements';
import { ELEMENTS } from './elements';

/** One cell of a layout: an element, or the job-centre layout's vacancy cell VA. */
export type LayoutCell =
  | {
      readonly kind: 'element';
      readonly element: ElementRecord;
      readonly column: number;
      readonly row: number;
    }
  | { readonly kind: 'vacancy'; readonly column: number; readonly row: number };

/** A grid of cells, columns and rows counted from 1 as CSS grid lines are. */
export interface TableLayout {
  readonly columns: number;
  readonly rows: number;
  readonly cells: readonly LayoutCell[];
}

const inRanges = (n: number, ranges: readonly (readonly [number, number])[]): boolean =>
  ranges.some(([from, to]) => n >= from && n <= to);

/** 002 §9's slices: the main grid 1–56, 72–88 and 104–112; the side rows 57–71 and 89–103. */
export const MAIN_GRID_SLICES = [
  [1, 56],
  [72, 88],
  [104, 112],
] as const;
export const LANTHANIDES = [57, 71] as const;
export const ACTINIDES = [89, 103] as const;

/** The picker shows 112 elements (002 §9). */
export const PICKER_LAST = 112;

const elementCell = (element: ElementRecord, column: number, row: number): LayoutCell => ({
  kind: 'element',
  element,
  column,
  row,
});

/**
 * Where a lanthanide or actinide sits in its side row: the row under the main grid (8 for lanthanides,
 * 9 for actinides), the first at the data file's column 3 (below group 3, which they fill).
 */
const sideRowCell = (element: ElementRecord, first: number, row: number): LayoutCell =>
  elementCell(element, 3 + element.number - first, row);

/**
 * The picker of 002 §2.7: the main grid of elements 1–56, 72–88 and 104–112 at their group and period,
 * then the lanthanide row (57–71) and the actinide row (89–103).
 */
export function pickerLayout(elements: readonly ElementRecord[] = ELEMENTS): TableLayout {
  const cells = elements
    .filter((e) => e.number <= PICKER_LAST)
    .map((e) => {
      if (inRanges(e.number, MAIN_GRID_SLICES)) return elementCell(e, e.xpos, e.ypos);
      if (inRanges(e.number, [LANTHANIDES])) return sideRowCell(e, LANTHANIDES[0], 8);
      return sideRowCell(e, ACTINIDES[0], 9);
    });
  return { columns: 18, rows: 9, cells };
}

/**
 * The job-centre variant of 002 §2.7: the 18-column grid of all 118 elements with the lanthanide and
 * actinide rows below, and the vacancy cell VA, placed at the start of the lanthanide row (column 1 of
 * row 8, a place no element takes).
 */
export function jobCentreLayout(elements: readonly ElementRecord[] = ELEMENTS): TableLayout {
  const cells: LayoutCell[] = elements.map((e) => {
    if (inRanges(e.number, [LANTHANIDES])) return sideRowCell(e, LANTHANIDES[0], 8);
    if (inRanges(e.number, [ACTINIDES])) return sideRowCell(e, ACTINIDES[0], 9);
    return elementCell(e, e.xpos, e.ypos);
  });
  return { columns: 18, rows: 9, cells: [...cells, { kind: 'vacancy', column: 1, row: 8 }] };
}
