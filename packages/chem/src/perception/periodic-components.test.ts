import { describe, expect, it } from 'vitest';
import type { Molecule } from '../core/molecule.js';
import { withBonds } from '../core/molecule.js';
import { bondsFromDistances } from './bonds-from-distances.js';
import { guestSummary, hillFormula } from './guest-names.js';
import { applyBondRules } from './metal-ligand.js';
import { splitFramework } from './periodic-components.js';
import { copperPaddlewheel, inCell, periclase } from './testing/frameworks.js';
import { diamondCell } from './testing/molecules.js';

const bonded = (mol: Molecule): Molecule =>
  withBonds(mol, applyBondRules(mol, bondsFromDistances(mol).bonds).bonds);

/**
 * A 9 Å cubic cell: a carbon chain along a (six C, 1.5 Å apart, closing on its own image), two waters
 * (the first straddles the b face: its H sit across the boundary from its O), a chloride and a DMF.
 */
function chainWithGuests(): Molecule {
  return inCell(
    9,
    [
      ...[0, 1, 2, 3, 4, 5].map((k): [string, number, number, number] => ['C', 1.5 * k, 1, 1]),
      ['O', 5, 0.3, 5],
      ['H', 5.76, 8.71, 5],
      ['H', 4.24, 8.71, 5],
      ['O', 2, 4, 7],
      ['H', 2.76, 4.59, 7],
      ['H', 1.24, 4.59, 7],
      ['Cl', 7, 5, 2],
      // DMF, O=CH–N(CH3)2, planar in z = 4.5 (bond lengths 1.23, 1.10, 1.34, 1.45, 1.09 Å).
      ['O', 5.5, 6.2, 4.5],
      ['C', 5.5, 5.0, 4.5],
      ['H', 6.45, 4.45, 4.5],
      ['N', 4.35, 4.33, 4.5],
      ['C', 3.1, 5.0, 4.5],
      ['H', 2.25, 4.33, 4.5],
      ['H', 3.1, 5.63, 5.39],
      ['H', 3.1, 5.63, 3.61],
      ['C', 4.35, 2.88, 4.5],
      ['H', 5.36, 2.47, 4.5],
      ['H', 3.85, 2.51, 5.39],
      ['H', 3.85, 2.51, 3.61],
    ],
    0,
  );
}

describe('splitFramework', () => {
  it('separates a chain (1-periodic) from two waters, a DMF and a chloride, one water across the boundary', () => {
    const mol = bonded(chainWithGuests());
    // The straddling water is bonded through images: it is discrete all the same.
    expect(mol.bonds.image?.some((v) => v !== 0)).toBe(true);
    const split = splitFramework(mol);
    expect(split.framework.map((c) => [c.atoms, c.dimensionality, c.formula])).toEqual([
      [[0, 1, 2, 3, 4, 5], 1, 'C6'],
    ]);
    expect(split.molecules.map((c) => c.formula)).toEqual(['H2O', 'H2O', 'Cl', 'C3H7NO']);
    expect(Array.from(split.isFramework.slice(0, 7))).toEqual([1, 1, 1, 1, 1, 1, 0]);
    expect(split.diagnostics.map((d) => d.message)).toEqual([
      'Guests and solvent separated from the framework: 2 water (H2O), 1 DMF (C3H7NO), 1 Cl.',
    ]);
  });

  it('a 3-periodic framework (diamond, periclase) has no guests', () => {
    for (const mol of [bonded(diamondCell()), bonded(periclase())]) {
      const split = splitFramework(mol);
      expect(split.framework.map((c) => c.dimensionality)).toEqual([3]);
      expect(split.molecules).toEqual([]);
      expect(split.diagnostics).toEqual([]);
    }
  });

  it('a discrete cluster in a wide cell is a molecule, not a framework', () => {
    const split = splitFramework(bonded(copperPaddlewheel()));
    expect(split.framework).toEqual([]);
    expect(split.molecules.map((c) => c.formula)).toEqual(['C4H4Cu2O8']);
  });
});

describe('guest names', () => {
  it('Hill formulas and the summary (formula always shown beside the common name)', () => {
    expect(hillFormula(Uint8Array.of(8, 1, 1), [0, 1, 2])).toBe('H2O');
    expect(
      hillFormula(
        Uint8Array.of(7, 6, 1, 8, 6, 6, 1, 1, 1, 1, 1, 1, 17),
        [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      ),
    ).toBe('C3H7NO');
    expect(hillFormula(Uint8Array.of(17, 11), [0, 1])).toBe('ClNa');
    expect(guestSummary(['H2O', 'C3H7NO', 'H2O', 'H2O', 'C9H9'])).toBe(
      '3 water (H2O), 1 DMF (C3H7NO), 1 C9H9',
    );
  });
});
