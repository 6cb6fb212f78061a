import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { solveDense } from './linear-solve.js';

describe('solveDense', () => {
  it('solves a system that needs a row exchange (zero first pivot, as in a bordered system)', () => {
    // [[0, 1, 1], [1, 2, 0], [1, 0, 3]] x = [5, 5, 10]; solution by hand: x = (1, 2, 3).
    const x = solveDense(Float64Array.from([0, 1, 1, 1, 2, 0, 1, 0, 3]), Float64Array.from([5, 5, 10]));
    expect([...x].map((v) => +v.toFixed(12))).toEqual([1, 2, 3]);
  });

  it('throws a ChemError on a singular matrix', () => {
    expect(() => solveDense(Float64Array.from([1, 2, 2, 4]), Float64Array.from([1, 2]))).toThrow(ChemError);
  });
});
