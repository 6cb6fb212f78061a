import type { CSSProperties } from 'react';

/** How a cell is drawn in each state of 002 §4 (unselected, hover, selected) and when disabled. */
export type CellState = 'idle' | 'hover' | 'selected' | 'disabled';

const WHITE = '#ffffff';
const DISABLED_TEXT = '#bfbfbf';
const DISABLED_BACKGROUND = '#fafafa';
const DISABLED_BORDER = '#f0f0f0';

/** Which state a cell is in: selection wins, then disabled, then the pointer over an enabled cell. */
export function cellState(selected: boolean, enabled: boolean, hovered: boolean): CellState {
  if (selected) return 'selected';
  if (!enabled) return 'disabled';
  return hovered ? 'hover' : 'idle';
}

/**
 * 002 §2.7: at rest a white cell (symbol and border in the category colour); hovering fills the background
 * with the category colour, leaving resets it to white; a selected cell stays filled with white text.
 */
export function cellColours(state: CellState, colour: string): CSSProperties {
  switch (state) {
    case 'selected':
    case 'hover':
      return { background: colour, color: WHITE, borderColor: colour };
    case 'disabled':
      return { background: DISABLED_BACKGROUND, color: DISABLED_TEXT, borderColor: DISABLED_BORDER };
    case 'idle':
      return { background: WHITE, color: colour, borderColor: colour };
  }
}
