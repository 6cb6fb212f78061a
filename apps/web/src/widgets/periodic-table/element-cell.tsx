import { useState } from 'react';
import type { CSSProperties } from 'react';
import { cssColourOf } from './categories';
import { cellColours, cellState } from './cell-style';
import type { ElementRecord } from './elements';

export interface ElementCellProps {
  readonly element: ElementRecord;
  readonly column: number;
  readonly row: number;
  readonly selected: boolean;
  readonly enabled: boolean;
  /** An element of the incoming selected list: shown selected, no hover reaction (002 §5). */
  readonly fixed: boolean;
  /** The job-centre cell also shows the Chinese name. */
  readonly withChinese: boolean;
  readonly label: string;
  readonly onToggle: (symbol: string) => void;
}

const base: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: 0,
  borderWidth: 1,
  borderStyle: 'solid',
  borderRadius: 2,
  font: 'inherit',
  lineHeight: 1.1,
  minWidth: 0,
  transition: 'background-color 0.15s',
};

/** One element as a toggle button (aria-pressed), disabled ones announced with aria-disabled. */
export function ElementCell(props: ElementCellProps) {
  const { element, selected, enabled, fixed } = props;
  const [hovered, setHovered] = useState(false);
  const state = cellState(selected || fixed, enabled, hovered && !fixed);
  const style: CSSProperties = {
    ...base,
    ...cellColours(state, cssColourOf(element)),
    gridColumn: props.column,
    gridRow: props.row,
    cursor: enabled ? 'pointer' : 'not-allowed',
  };
  return (
    <button
      type="button"
      style={style}
      aria-pressed={selected || fixed}
      aria-disabled={!enabled}
      aria-label={props.label}
      title={props.label}
      data-symbol={element.symbol}
      data-state={state}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onClick={() => {
        if (enabled) props.onToggle(element.symbol);
      }}
    >
      <span style={{ fontSize: '0.6em' }}>{element.number}</span>
      <span style={{ fontWeight: 600 }}>{element.symbol}</span>
      {props.withChinese && <span style={{ fontSize: '0.7em' }}>{element.chinese}</span>}
    </button>
  );
}
