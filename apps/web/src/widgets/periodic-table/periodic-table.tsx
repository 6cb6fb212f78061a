import { useCallback, useImperativeHandle, useMemo, useState } from 'react';
import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ElementCell } from './element-cell';
import type { ElementRecord } from './elements';
import type { LayoutCell } from './layout';
import { jobCentreLayout, pickerLayout } from './layout';
import type { PickerReport, TableElements } from './selection';
import { isSelectable, normaliseSelection, toggleElement } from './selection';
import { VacancyCell } from './vacancy-cell';

/** What a parent may call on the picker: 002 §4's clean action. */
export interface PeriodicTableHandle {
  /** Clears every element's selected flag and the selected records. */
  readonly clean: () => void;
}

export interface PeriodicTableProps {
  /** Selectable symbols (any case); empty: all, null: none (002 §5). */
  readonly tableElements: TableElements;
  /** The incoming list (002 §4): replaces the selection when it changes; shown selected, no hover. */
  readonly selectedElements?: readonly string[];
  /** The selected symbols when the parent keeps them; otherwise the picker keeps its own. */
  readonly value?: readonly string[];
  /** After each click on an enabled element: the click, the selected symbols and records. */
  readonly onChange?: (report: PickerReport) => void;
  /** The picker (112 elements), or the job centre's 18-column table of 118 with the VA cell. */
  readonly variant?: 'picker' | 'job-centre';
  /** Width of one cell in px. */
  readonly cellSize?: number;
  readonly ref?: Ref<PeriodicTableHandle>;
  readonly 'aria-label'?: string;
}

const EMPTY: readonly string[] = [];

/** The accessible label of a cell: the name in the interface language and the atomic number. */
const labelOf = (element: ElementRecord, zh: boolean): string =>
  `${zh ? element.chinese : element.name} ${element.number}`;

/** The periodic-table picker of 002 §2.7 (a widget: no feature imports; the job centre uses it too). */
export function PeriodicTable(props: PeriodicTableProps) {
  const { tableElements, variant = 'picker', cellSize = 34, onChange, ref, 'aria-label': groupLabel } = props;
  const incoming = props.selectedElements ?? EMPTY;
  const incomingKey = incoming.join('\u0000');
  const [own, setOwn] = useState<{ key: string; symbols: readonly string[] }>(() => ({
    key: incomingKey,
    symbols: normaliseSelection(incoming),
  }));
  // An incoming list replaces the selection, including on first load (002 §4).
  const ownSymbols = own.key === incomingKey ? own.symbols : normaliseSelection(incoming);
  if (own.key !== incomingKey) setOwn({ key: incomingKey, symbols: ownSymbols });
  const selected = props.value === undefined ? ownSymbols : normaliseSelection(props.value);
  const fixed = useMemo(() => new Set(normaliseSelection(incoming)), [incoming]);

  const toggle = useCallback(
    (symbol: string) => {
      const report = toggleElement(selected, symbol, tableElements);
      if (report === null) return;
      setOwn({ key: incomingKey, symbols: report.selectedSymbols });
      onChange?.(report);
    },
    [selected, tableElements, incomingKey, onChange],
  );
  useImperativeHandle(ref, () => ({ clean: () => setOwn({ key: incomingKey, symbols: [] }) }), [incomingKey]);

  const { i18n } = useTranslation();
  const zh = i18n.resolvedLanguage === 'zh';
  const jobCentre = variant === 'job-centre';
  const layout = jobCentre ? jobCentreLayout() : pickerLayout();
  const grid: CSSProperties = {
    display: 'grid',
    gridTemplateColumns: `repeat(${layout.columns}, ${cellSize}px)`,
    gridAutoRows: `${jobCentre ? cellSize * 1.35 : cellSize}px`,
    gap: 2,
    fontSize: Math.round(cellSize * 0.36),
  };
  const cell = (c: LayoutCell) =>
    c.kind === 'vacancy' ? (
      <VacancyCell key="VA" column={c.column} row={c.row} />
    ) : (
      <ElementCell
        key={c.element.symbol}
        element={c.element}
        column={c.column}
        row={c.row}
        selected={selected.includes(c.element.symbol)}
        enabled={isSelectable(c.element.symbol, tableElements)}
        fixed={fixed.has(c.element.symbol) && selected.includes(c.element.symbol)}
        withChinese={jobCentre}
        label={labelOf(c.element, zh)}
        onToggle={toggle}
      />
    );
  return (
    <div role="group" aria-label={groupLabel} style={grid} data-testid="periodic-table">
      {layout.cells.map(cell)}
    </div>
  );
}
