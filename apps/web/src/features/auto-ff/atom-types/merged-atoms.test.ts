import { describe, expect, it } from 'vitest';
import type { AtomTypeRow } from '../store/wizard-defaults';
import { mol2Bonds } from '../mol2/mol2-structure';
import { MERGED_TYPE, isMergedRow, mergedHost, pickableOptions, structureCharges } from './merged-atoms';

/** Methanol: C1, O2, H3–H5 on C1, H6 on O2 (bonds as Open Babel writes them). */
const METHANOL_MOL2 = `@<TRIPOS>MOLECULE
methanol
 6 5 1 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C           0.0000    0.0000    0.0000 C.3     1  UNL1        0.0000
      2 O           1.4000    0.0000    0.0000 O.3     1  UNL1        0.0000
      3 H          -0.3600    1.0200    0.0000 H       1  UNL1        0.0000
      4 H          -0.3600   -0.5100    0.8800 H       1  UNL1        0.0000
      5 H          -0.3600   -0.5100   -0.8800 H       1  UNL1        0.0000
      6 H           1.7000    0.9000    0.0000 H       1  UNL1        0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
     5     2     6    1
`;

const row = (id: number, element: string, type: string): AtomTypeRow => ({
  id,
  key: String(id),
  element,
  atomtype: 'TraPPE-UA',
  type,
});

// TraPPE-UA methanol: CH3 site, O and the hydroxyl H as their own sites, the methyl H merged.
const ROWS = [
  row(1, 'C', 'CH3'),
  row(2, 'O', 'O'),
  row(3, 'H', MERGED_TYPE),
  row(4, 'H', MERGED_TYPE),
  row(5, 'H', MERGED_TYPE),
  row(6, 'H', 'H'),
];

describe('hydrogens merged into a united atom', () => {
  it('are told by their type', () => {
    expect(MERGED_TYPE).toBe('(merged)');
    expect(ROWS.map(isMergedRow)).toEqual([false, false, true, true, true, false]);
  });

  it('name the atom they were merged into (1-based)', () => {
    const bonds = mol2Bonds(METHANOL_MOL2);
    expect([2, 3, 4].map((i) => mergedHost(bonds, i))).toEqual([1, 1, 1]);
    expect(mergedHost(bonds, 5)).toBe(2);
    expect(mergedHost([], 0)).toBeUndefined();
  });

  it('offer no type to choose, and no other atom is offered (merged)', () => {
    const options = [
      { name: 'TraPPE-UA', type: MERGED_TYPE },
      { name: 'TraPPE-UA', type: 'H' },
    ];
    expect(pickableOptions(row(3, 'H', MERGED_TYPE), options)).toEqual([]);
    expect(pickableOptions(row(6, 'H', 'H'), options)).toEqual([{ name: 'TraPPE-UA', type: 'H' }]);
  });

  it('get no charge in the structure when the parameter set has one atom per site', () => {
    // TraPPE-UA methanol charges: CH3 +0.265, O −0.700, H +0.435 (Chen, Potoff, Siepmann 2001).
    const spread = structureCharges(ROWS, [0.265, -0.7, 0.435]);
    expect(spread.slice(0, 2)).toEqual([0.265, -0.7]);
    expect(spread.slice(2, 5).every(Number.isNaN)).toBe(true);
    expect(spread[5]).toBe(0.435);
    // One charge per structure atom (all-atom sets) or an unexpected count: left as they are.
    expect(structureCharges(ROWS, [1, 2, 3, 4, 5, 6])).toEqual([1, 2, 3, 4, 5, 6]);
    expect(structureCharges(ROWS, [1, 2])).toEqual([1, 2]);
  });
});
