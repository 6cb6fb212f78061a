import { FORCE_FIELDS } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { TYPERS, typingSelection } from './selection.js';

describe('typers', () => {
  it('exist exactly for the registry entries marked typer: true', () => {
    expect(Object.keys(TYPERS).sort()).toEqual(
      FORCE_FIELDS.filter((f) => f.typer)
        .map((f) => f.name)
        .sort(),
    );
  });

  it('refuse a selection naming a force field without one', () => {
    expect(() => typingSelection('GAFF+CGenFF', { premium: false })).toThrow(/no atom typer/);
    expect(typingSelection('SPCE+GAFF', { premium: false }).waterModel?.name).toBe('SPCE');
  });
});
