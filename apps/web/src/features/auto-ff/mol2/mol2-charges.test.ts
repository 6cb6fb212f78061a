import { describe, expect, it } from 'vitest';
import { mol2Atoms, mol2Bonds } from './mol2-structure';
import { writeMol2Charges } from './mol2-charges';

// Water as Open Babel writes a mol2 (NO_CHARGES; the second H lacks the substructure fields on purpose).
const WATER = `@<TRIPOS>MOLECULE
water
 3 2 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 O           0.0000    0.0000    0.1173 O.3     1  UNL1        0.0000
      2 H           0.0000    0.7572   -0.4692 H       1  UNL1        0.0000
      3 H           0.0000   -0.7572   -0.4692 H
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
`;

describe('writeMol2Charges', () => {
  it('writes one charge per atom into the charge column', () => {
    const out = writeMol2Charges(WATER, [-0.8476, 0.4238, 0.4238]);
    expect(mol2Atoms(out).map((a) => a.charge)).toEqual([-0.8476, 0.4238, 0.4238]);
    expect(mol2Atoms(out).map((a) => [a.label, a.x, a.y, a.z])).toEqual(
      mol2Atoms(WATER).map((a) => [a.label, a.x, a.y, a.z]),
    );
    expect(out).toContain('USER_CHARGES');
    expect(out).not.toContain('NO_CHARGES');
    expect(mol2Bonds(out)).toEqual(mol2Bonds(WATER));
  });

  it('refuses charges of another atom count', () => {
    expect(() => writeMol2Charges(WATER, [0, 0])).toThrow('2 charges for 3 atoms');
  });
});
