import { describe, expect, it } from 'vitest';
import { isSelectable, normaliseSelection, recordsOf, toggleElement } from './selection';

describe('picker rules (spec 002 §4, §5)', () => {
  it('allows the upper-cased symbols of the list, every element for an empty list, none for null', () => {
    expect(isSelectable('Cu', ['CU', 'ni'])).toBe(true);
    expect(isSelectable('Ni', ['CU', 'ni'])).toBe(true);
    expect(isSelectable('Fe', ['CU', 'ni'])).toBe(false);
    expect(isSelectable('Fe', [])).toBe(true);
    expect(isSelectable('Fe', null)).toBe(false);
  });

  it('adds an enabled unselected element and reports the click, the symbols and the records', () => {
    const report = toggleElement(['Cu'], 'ni', []);
    expect(report?.clicked.symbol).toBe('Ni');
    expect(report?.selectedSymbols).toEqual(['Cu', 'Ni']);
    expect(report?.selectedRecords.map((r) => r.name)).toEqual(['Copper', 'Nickel']);
  });

  it('removes a selected element on a second click', () => {
    expect(toggleElement(['Cu', 'Ni'], 'Cu', ['Cu', 'Ni'])?.selectedSymbols).toEqual(['Ni']);
  });

  it('ignores clicks on elements that are not selectable', () => {
    expect(toggleElement(['Cu'], 'Fe', ['Cu', 'Ni'])).toBeNull();
    expect(toggleElement([], 'Fe', null)).toBeNull();
    expect(toggleElement([], 'Xx', [])).toBeNull();
  });

  it('keeps each element once, by name, whatever the case it came in', () => {
    expect(recordsOf(['cu', 'CU', 'Cu', 'O']).map((r) => r.name)).toEqual(['Copper', 'Oxygen']);
    expect(normaliseSelection(['o', 'Xx', 'O', 'h'])).toEqual(['O', 'H']);
  });
});
