import { describe, expect, it } from 'vitest';
import { withoutCrossCellBonds } from './cell-bonds';

/** Two carbons bonded across the a face of a 10 Å cubic cell (0.75 and 9.25 Å along a), and one inside. */
const CRYSTAL = `@<TRIPOS>MOLECULE
pair
 3 2 1 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C1          0.7500    5.0000    5.0000 C.3       1 UNK         0.0000
      2 C2          9.2500    5.0000    5.0000 C.3       1 UNK         0.0000
      3 C3          2.2500    5.0000    5.0000 C.3       1 UNK         0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
@<TRIPOS>CRYSIN
   10.0000   10.0000   10.0000   90.0000   90.0000   90.0000     1     1
`;

describe('withoutCrossCellBonds', () => {
  it('drops the bond that crosses the cell face and sets the bond count, keeping the atoms', () => {
    const drawn = withoutCrossCellBonds(CRYSTAL);
    expect(drawn).not.toMatch(/^\s+1\s+1\s+2\s+1$/m);
    expect(drawn).toMatch(/^\s+2\s+1\s+3\s+1$/m);
    expect(drawn.split('\n')[2]?.trim()).toBe('3 1 1 0 0');
    expect(drawn).toContain('9.2500');
  });

  it('leaves a mol2 without a cell as it is', () => {
    const molecule = CRYSTAL.replace(/@<TRIPOS>CRYSIN[\s\S]*$/, '');
    expect(withoutCrossCellBonds(molecule)).toBe(molecule);
  });
});
