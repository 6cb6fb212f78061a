import { describe, expect, it } from 'vitest';
import { adjacency } from '../core/molecule.js';
import { enumerateTerms } from './enumerate-terms.js';
import { chloropropane, graph } from './testing/molecules.js';

const topo = (m: ReturnType<typeof graph>) => enumerateTerms(adjacency(m), m.atomCount);

describe('enumerateTerms', () => {
  it('finds every bond, angle, dihedral and 1-4 pair of 1-chloropropane once', () => {
    const t = topo(chloropropane.molecule());
    // 10 bonds; angles Σ C(deg,2) = 6 + 6 + 6 = 18; dihedrals 3×3 about C1-C2 and 3×3 about C2-C3.
    expect([t.bonds.length, t.angles.length, t.dihedrals.length, t.pairs.length]).toEqual([10, 18, 18, 18]);
  });

  it('gives no 1-4 pair to atoms that are also 1-2 in a 4-membered ring', () => {
    const ring4 = graph(
      [6, 6, 6, 6],
      [
        [0, 1],
        [1, 2],
        [2, 3],
        [3, 0],
      ],
    );
    const t = topo(ring4);
    expect(t.dihedrals).toHaveLength(4);
    expect(t.pairs).toEqual([]);
  });

  it('has neither dihedrals nor pairs in a bare 3-membered ring', () => {
    const t = topo(
      graph(
        [6, 6, 6],
        [
          [0, 1],
          [1, 2],
          [2, 0],
        ],
      ),
    );
    expect([t.angles.length, t.dihedrals.length, t.pairs.length]).toEqual([3, 0, 0]);
  });

  it('counts a 1-4 pair reached through both sides of a 4-ring once and excludes 1-3 ones', () => {
    // Methylcyclobutane's methyl C (4) on ring atom 0: 4 is 1-4 to ring atom 2 by two paths.
    const t = topo(
      graph(
        [6, 6, 6, 6, 6],
        [
          [0, 1],
          [1, 2],
          [2, 3],
          [3, 0],
          [0, 4],
        ],
      ),
    );
    expect(t.pairs).toEqual([[2, 4]]);
  });
});
