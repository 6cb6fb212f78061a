import { describe, expect, it } from 'vitest';
import type { System } from '../core/system.js';
import { topologicalOneFour } from './one-four.js';

/** Only the atom count and the bond terms matter to the 1-4 rule. */
const graph = (n: number, bonds: readonly (readonly [number, number])[]): System =>
  ({
    atoms: Array.from({ length: n }),
    bonds: bonds.map((atoms) => ({ atoms, parameter: 0 })),
  }) as unknown as System;

const ring = (n: number): [number, number][] => Array.from({ length: n }, (_, i) => [i, (i + 1) % n]);

describe('topological 1-4 pairs', () => {
  it('finds the ends of every three-bond path in a chain (butane skeleton: one pair)', () => {
    expect([
      ...topologicalOneFour(
        graph(4, [
          [0, 1],
          [1, 2],
          [2, 3],
        ]),
      ),
    ]).toEqual(['0-3']);
  });

  it('drops pairs that are also 1-2 or 1-3 through a small ring, as nrexcl 3 and special_bonds do', () => {
    // Cyclobutane: 0 and 3 are bonded; cyclopentane: every pair is 1-2 or 1-3. Neither has a 1-4 pair.
    expect(topologicalOneFour(graph(4, ring(4))).size).toBe(0);
    expect(topologicalOneFour(graph(5, ring(5))).size).toBe(0);
    // Cyclohexane: the three para pairs, each reached by two paths, counted once.
    expect([...topologicalOneFour(graph(6, ring(6)))].sort()).toEqual(['0-3', '1-4', '2-5']);
  });
});
