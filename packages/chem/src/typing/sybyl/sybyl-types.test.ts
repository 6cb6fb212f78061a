import type { BondOrder } from '../../core/bond-order.js';
import { atomicNumber } from '../../core/elements.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { describe, expect, it } from 'vitest';
import { sybylTypes } from './sybyl-types.js';

/**
 * A molecule from heavy atoms ('N+' for a formal charge +1, 'O-' for −1), bonds [i, j, order] and the
 * hydrogen count of each heavy atom; hydrogens are appended and typed too but left out of the answer.
 * Coordinates do not matter to typing.
 */
function heavyTypes(atoms: string, bonds: [number, number, BondOrder][], hydrogens: number[]): string[] {
  const b = new MoleculeBuilder();
  const symbols = atoms.split(' ');
  symbols.forEach((s, i) => {
    const charge = s.endsWith('+') ? 1 : s.endsWith('-') ? -1 : 0;
    b.addAtom({ element: atomicNumber(s.replace(/[+-]$/, '')) ?? 0, x: i, y: 0, z: 0, formalCharge: charge });
  });
  for (const [a, c, order] of bonds) b.addBond({ a, b: c, order });
  hydrogens.forEach((n, i) => {
    for (let k = 0; k < n; k++)
      b.addBond({ a: i, b: b.addAtom({ element: 1, x: i, y: 1 + k, z: 0 }), order: 1 });
  });
  return sybylTypes(b.build()).types.slice(0, symbols.length);
}

/** A ring in Kekulé form: bond i joins atoms i and i+1 (the last closes the ring); `doubles` lists the double ones. */
const ring = (n: number, doubles: number[]): [number, number, BondOrder][] =>
  Array.from(
    { length: n },
    (_, i) => [i, (i + 1) % n, doubles.includes(i) ? 2 : 1] as [number, number, BondOrder],
  );

/** Expected types: what `obabel -:SMILES -omol2` (Open Babel 3.1.1) writes, except where noted. */
describe('sybylTypes', () => {
  it('types aromatic rings: furan O.2, thiophene S.2, pyrrole N.ar, pyridine N.ar', () => {
    expect(heavyTypes('C C C O C', ring(5, [1, 4]), [1, 1, 1, 0, 1])).toEqual([
      'C.ar',
      'C.ar',
      'C.ar',
      'O.2',
      'C.ar',
    ]);
    expect(heavyTypes('C C C S C', ring(5, [1, 4]), [1, 1, 1, 0, 1])[3]).toBe('S.2');
    expect(heavyTypes('C C C N C', ring(5, [1, 4]), [1, 1, 1, 1, 1])[3]).toBe('N.ar');
    expect(heavyTypes('C C C N C C', ring(6, [0, 2, 4]), [1, 1, 1, 0, 1, 1])).toEqual([
      'C.ar',
      'C.ar',
      'C.ar',
      'N.ar',
      'C.ar',
      'C.ar',
    ]);
  });

  it('marks the aromatic ring bonds for ar and no others', () => {
    // Phenol: six ring bonds, then C–O, O–H and five C–H.
    const b = new MoleculeBuilder();
    for (let i = 0; i < 7; i++) b.addAtom({ element: i === 6 ? 8 : 6, x: i, y: 0, z: 0 });
    ring(6, [0, 2, 4]).forEach(([a, c, order]) => b.addBond({ a, b: c, order }));
    b.addBond({ a: 0, b: 6, order: 1 });
    for (const i of [6, 1, 2, 3, 4, 5])
      b.addBond({ a: i, b: b.addAtom({ element: 1, x: i, y: 1, z: 0 }), order: 1 });
    expect(Array.from(sybylTypes(b.build()).aromaticBonds)).toEqual([1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]);
  });

  it('types amides, amines and carboxylates', () => {
    // Acetamide CC(=O)N
    expect(
      heavyTypes(
        'C C O N',
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
        [3, 0, 0, 2],
      ),
    ).toEqual(['C.3', 'C.2', 'O.2', 'N.am']);
    // Acetate CC(=O)[O-]: both oxygens O.co2
    expect(
      heavyTypes(
        'C C O O-',
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
        [3, 0, 0, 0],
      ),
    ).toEqual(['C.3', 'C.2', 'O.co2', 'O.co2']);
    // Acetic acid keeps O.2 / O.3
    expect(
      heavyTypes(
        'C C O O',
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
        [3, 0, 0, 1],
      ),
    ).toEqual(['C.3', 'C.2', 'O.2', 'O.3']);
    // Methylammonium N.4, methylamine N.3
    expect(heavyTypes('C N+', [[0, 1, 1]], [3, 3])).toEqual(['C.3', 'N.4']);
    expect(heavyTypes('C N', [[0, 1, 1]], [3, 2])).toEqual(['C.3', 'N.3']);
    // Enamine C=CN: N.pl3
    expect(
      heavyTypes(
        'C C N',
        [
          [0, 1, 2],
          [1, 2, 1],
        ],
        [2, 1, 2],
      ),
    ).toEqual(['C.2', 'C.2', 'N.pl3']);
  });

  it('types guanidinium C.cat with N.pl3', () => {
    expect(
      heavyTypes(
        'N C N+ N',
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
        [2, 0, 2, 2],
      ),
    ).toEqual(['N.pl3', 'C.cat', 'N.pl3', 'N.pl3']);
  });

  it('types nitro (O.2 both, as Tripos defines it; Open Babel writes O.co2 for O−), nitriles and imines', () => {
    expect(
      heavyTypes(
        'C N+ O O-',
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
        [3, 0, 0, 0],
      ),
    ).toEqual(['C.3', 'N.pl3', 'O.2', 'O.2']);
    expect(
      heavyTypes(
        'C C N',
        [
          [0, 1, 1],
          [1, 2, 3],
        ],
        [3, 0, 0],
      ),
    ).toEqual(['C.3', 'C.1', 'N.1']);
    expect(
      heavyTypes(
        'C N C',
        [
          [0, 1, 1],
          [1, 2, 2],
        ],
        [3, 0, 2],
      ),
    ).toEqual(['C.3', 'N.2', 'C.2']);
    expect(
      heavyTypes(
        'C C C',
        [
          [0, 1, 2],
          [1, 2, 2],
        ],
        [2, 0, 2],
      ),
    ).toEqual(['C.2', 'C.1', 'C.2']);
  });

  it('types sulfoxides, sulfones and sulfonamides', () => {
    expect(
      heavyTypes(
        'C S O C',
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 1],
        ],
        [3, 0, 0, 3],
      ),
    ).toEqual(['C.3', 'S.O', 'O.2', 'C.3']);
    expect(
      heavyTypes(
        'C S O O N',
        [
          [0, 1, 1],
          [1, 2, 2],
          [1, 3, 2],
          [1, 4, 1],
        ],
        [3, 0, 0, 0, 2],
      ),
    ).toEqual(['C.3', 'S.O2', 'O.2', 'O.2', 'N.3']);
  });

  it('gives other elements their symbol, hydrogens H and lone pairs LP', () => {
    const b = new MoleculeBuilder();
    [17, 11, 1, 0, 15].forEach((element, i) => b.addAtom({ element, x: i, y: 0, z: 0 }));
    expect(sybylTypes(b.build()).types).toEqual(['Cl', 'Na', 'H', 'LP', 'P.3']);
  });
});
