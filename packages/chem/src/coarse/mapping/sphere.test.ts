import { describe, expect, it } from 'vitest';
import { MoleculeBuilder } from '../../core/molecule.js';
import { beadSphere } from './sphere.js';

function threeAtoms() {
  const b = new MoleculeBuilder();
  b.addAtom({ element: 6, x: 0, y: 0, z: 0 });
  b.addAtom({ element: 6, x: 2, y: 0, z: 0 });
  b.addAtom({ element: 8, x: 1, y: 3, z: 0 });
  return b.build();
}

describe('beadSphere (spec 001 §9)', () => {
  it('gives a one-atom bead radius 0.6 at the atom', () => {
    expect(beadSphere(threeAtoms(), { atoms: [2] })).toEqual({
      centre: { x: 1, y: 3, z: 0 },
      radius: 0.6,
      atoms: [2],
    });
  });

  it('centres on the atoms and reaches the farthest one plus 0.1', () => {
    // Centre (1, 1, 0): distances √2, √2 and 2 → radius 2.1.
    const s = beadSphere(threeAtoms(), { atoms: [0, 1, 2] });
    expect(s.centre).toEqual({ x: 1, y: 1, z: 0 });
    expect(s.radius).toBeCloseTo(2.1, 12);
  });
});
