export type { PeriodicTableHandle, PeriodicTableProps } from './periodic-table';
export { PeriodicTable } from './periodic-table';
export type { ElementRecord } from './elements';
export { ELEMENTS, elementBySymbol } from './elements';
export type { PickerReport, TableElements } from './selection';
export { isSelectable, normaliseSelection, recordsOf, toggleElement } from './selection';
export { CATEGORY_COLOURS, categoryColourOf } from './categories';
