import type { ElementRecord } from './elements';
import { elementBySymbol } from './elements';

/**
 * The allowed list of 002 §5: symbols in any letter case; an empty list allows every element, null none.
 */
export type TableElements = readonly string[] | null;

/** What the picker reports after each click (002 §4 "Periodic-table element cell"). */
export interface PickerReport {
  readonly clicked: ElementRecord;
  /** The selected symbols after the click, as the data file spells them, in the order they were chosen. */
  readonly selectedSymbols: readonly string[];
  /** Their records, without duplicates by name (002 §3 selection state). */
  readonly selectedRecords: readonly ElementRecord[];
}

/** 002 §5: selectable when its upper-cased symbol is in the allowed list; an empty list allows all. */
export function isSelectable(symbol: string, tableElements: TableElements): boolean {
  if (tableElements === null) return false;
  if (tableElements.length === 0) return true;
  const upper = symbol.toUpperCase();
  return tableElements.some((allowed) => allowed.toUpperCase() === upper);
}

/** The records of some symbols, unknown symbols left out, each element once (by name), in order. */
export function recordsOf(symbols: readonly string[]): ElementRecord[] {
  const seen = new Set<string>();
  const records: ElementRecord[] = [];
  for (const symbol of symbols) {
    const record = elementBySymbol(symbol);
    if (record === undefined || seen.has(record.name)) continue;
    seen.add(record.name);
    records.push(record);
  }
  return records;
}

/** A selection as the picker keeps it: known elements once each, spelt as the data file does. */
export const normaliseSelection = (symbols: readonly string[]): string[] =>
  recordsOf(symbols).map((r) => r.symbol);

/**
 * A click on a cell (002 §4): an enabled unselected element is added, a selected one removed; a click
 * on an element that is not selectable changes nothing (null).
 */
export function toggleElement(
  selected: readonly string[],
  symbol: string,
  tableElements: TableElements,
): PickerReport | null {
  const clicked = elementBySymbol(symbol);
  if (clicked === undefined || !isSelectable(clicked.symbol, tableElements)) return null;
  const current = normaliseSelection(selected);
  const next = current.includes(clicked.symbol)
    ? current.filter((s) => s !== clicked.symbol)
    : [...current, clicked.symbol];
  return { clicked, selectedSymbols: next, selectedRecords: recordsOf(next) };
}
