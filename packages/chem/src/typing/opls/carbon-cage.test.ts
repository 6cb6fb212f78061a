import { describe, expect, it } from 'vitest';
import { MoleculeBuilder } from '../../core/molecule.js';
import { perceive } from '../../perception/perceive.js';
import { smiles } from '../../perception/testing/smiles.js';
import { typeOpls } from './type-opls.js';

const PHI = (1 + Math.sqrt(5)) / 2;

/**
 * Buckminsterfullerene as the truncated icosahedron of edge 2: the cyclic permutations of
 * (0, ±1, ±3φ), (±1, ±(2 + φ), ±2φ) and (±φ, ±2, ±φ³) (Coxeter, Regular Polytopes), scaled to 1.42 Å
 * edges; bonds and orders from perception, as an uploaded C60 gets them.
 */
function c60() {
  const seeds = [
    [0, 1, 3 * PHI],
    [1, 2 + PHI, 2 * PHI],
    [PHI, 2, PHI ** 3],
  ];
  const points = new Map<string, number[]>();
  for (const seed of seeds) {
    for (let signs = 0; signs < 8; signs++) {
      const v = seed.map((x, k) => (signs & (1 << k) ? -x : x));
      for (let shift = 0; shift < 3; shift++) {
        const p = [0, 1, 2].map((k) => v[(k + shift) % 3]! * 0.71);
        points.set(p.map((x) => x.toFixed(6)).join(' '), p);
      }
    }
  }
  const b = new MoleculeBuilder('C60');
  for (const [x, y, z] of points.values()) b.addAtom({ element: 6, x: x!, y: y!, z: z! });
  return perceive(b.build()).molecule;
}

describe('typeOpls on all-carbon cages', () => {
  it('types every carbon of C60 as the fused aromatic carbon opls_147 (CA, charge 0), not indole C9', () => {
    const mol = c60();
    expect(mol.atomCount).toBe(60);
    expect(mol.bonds.count).toBe(90);
    const typed = typeOpls(mol);
    // OPLS-AA studies of fullerenes and nanotubes use the aromatic carbon CA (σ 3.55 Å, ε 0.07 kcal/mol);
    // opls_147 is that CA with the zero charge of a carbon bonded only to carbons.
    expect(new Set(typed.types)).toEqual(new Set(['opls_147']));
    expect(typed.diagnostics.filter((d) => d.code === 'opls-approximate-type')).toEqual([]);
  });

  it('still types a benzofuran fusion carbon away from O as indole C9 (the rule it was written for)', () => {
    // c1ccc2occc2c1: C3a (heavy atom 8 in this order) is two ring bonds from O through C7a.
    const mol = smiles('C1=CC=C2OC=CC2=C1');
    const types = typeOpls(mol).types;
    expect(types[7]).toBe('opls_595');
    expect(types[3]).toBe('opls_594');
  });
});
