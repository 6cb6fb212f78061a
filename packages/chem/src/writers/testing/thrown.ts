import { expect } from 'vitest';
import { ChemError } from '../../core/errors.js';

/** The ChemError `work` throws; fails the test when it throws nothing or something else. */
export function thrownChemError(work: () => unknown): ChemError {
  try {
    work();
  } catch (e) {
    expect(e).toBeInstanceOf(ChemError);
    return e as ChemError;
  }
  throw new Error('expected a ChemError');
}
