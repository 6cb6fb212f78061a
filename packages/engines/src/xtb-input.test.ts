import { ChemError, MoleculeBuilder } from '@topoforge/chem';
import { describe, expect, it } from 'vitest';
import { xtbCoord, xtbEspGrid } from './xtb-input.js';

describe('xtbCoord', () => {
  it('writes a Turbomole coord block in bohr (1 Å = 1/0.529177210903 bohr)', () => {
    const b = new MoleculeBuilder();
    b.addAtom({ element: 8, x: 0, y: 0, z: 0.529177210903 });
    b.addAtom({ element: 17, x: 1, y: 0, z: 0 });
    expect(xtbCoord(b.build())).toBe(
      '$coord\n0.0000000000 0.0000000000 1.0000000000 o\n1.8897261246 0.0000000000 0.0000000000 cl\n$end\n',
    );
  });

  it('refuses elements GFN1-xTB has no parameters for (Z > 86) and lone pairs', () => {
    for (const element of [0, 92]) {
      const b = new MoleculeBuilder();
      b.addAtom({ element, x: 0, y: 0, z: 0 });
      expect(() => xtbCoord(b.build())).toThrow(ChemError);
    }
  });
});

describe('xtbEspGrid', () => {
  it('writes one "x y z" line per point, in bohr', () => {
    expect(xtbEspGrid(Float64Array.from([0.529177210903, 0, -1.058354421806]))).toBe(
      '1.0000000000 0.0000000000 -2.0000000000\n',
    );
  });
});
