import { describe, expect, it } from 'vitest';
import { cellColours, cellState } from './cell-style';

describe('cell states (spec 002 §2.7, §4)', () => {
  it('colours the background on hover, resets to white on leaving, keeps a selected cell coloured with white text', () => {
    const copper = '#2369E6';
    expect(cellColours(cellState(false, true, true), copper)).toMatchObject({
      background: copper,
      color: '#ffffff',
    });
    expect(cellColours(cellState(false, true, false), copper)).toMatchObject({ background: '#ffffff' });
    expect(cellColours(cellState(true, true, false), copper)).toMatchObject({
      background: copper,
      color: '#ffffff',
    });
  });

  it('does not react to hover on a disabled cell, and shows a selected one selected even when disabled', () => {
    expect(cellState(false, false, true)).toBe('disabled');
    expect(cellState(true, false, true)).toBe('selected');
  });
});
