import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import type { Molecule } from '../core/molecule.js';
import { MoleculeBuilder, withBonds } from '../core/molecule.js';
import { bondsFromDistances } from './bonds-from-distances.js';
import { symmetryClasses } from './symmetry.js';
import type { GraphBond } from './testing/molecules.js';
import { diamondCell, graph } from './testing/molecules.js';
import { fullereneC60 } from './testing/shapes.js';
import { smiles } from './testing/smiles.js';

const classCount = (c: Uint32Array): number => new Set(c).size;
const heavy = (mol: Molecule, c: Uint32Array): number[] =>
  [...c].slice(0, [...mol.elements].filter((z) => z !== 1).length);

/** Same partition: i, j share a class in x exactly when they do in y. */
function samePartition(x: ArrayLike<number>, y: ArrayLike<number>): boolean {
  const xy = new Map<number, number>();
  const yx = new Map<number, number>();
  for (let i = 0; i < x.length; i++) {
    if ((xy.get(x[i]!) ?? y[i]) !== y[i] || (yx.get(y[i]!) ?? x[i]) !== x[i]) return false;
    xy.set(x[i]!, y[i]!);
    yx.set(y[i]!, x[i]!);
  }
  return true;
}

describe('symmetryClasses', () => {
  // Expected classes are those of the molecules' topological symmetry (drawn by hand) and agree
  // with RDKit 2022.09's Chem.CanonicalRankAtoms(mol, breakTies=False) on the same SMILES.
  it('benzene: one carbon class and one hydrogen class', () => {
    const c = symmetryClasses(smiles('C1=CC=CC=C1'));
    expect(classCount(c)).toBe(2);
    expect([...c]).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('ethanol: six classes (CH3, CH2, O, and their hydrogens)', () => {
    const c = symmetryClasses(smiles('CCO'));
    expect([...c]).toEqual([0, 1, 2, 3, 3, 3, 4, 4, 5]);
  });

  it('neopentane: central C, four methyl C, twelve H', () => {
    const c = symmetryClasses(smiles('CC(C)(C)C'));
    expect(classCount(c)).toBe(3);
    expect(heavy(smiles('CC(C)(C)C'), c)).toEqual([0, 1, 0, 0, 0]);
  });

  it('toluene: ortho and meta carbons pair up whichever Kekulé structure was read', () => {
    // Ring atoms 1..6 in SMILES order: ipso 1, ortho 2 and 6, meta 3 and 5, para 4.
    for (const text of ['CC1=CC=CC=C1', 'CC1C=CC=CC=1']) {
      const mol = smiles(text);
      const c = heavy(mol, symmetryClasses(mol));
      expect(c[2]).toBe(c[6]);
      expect(c[3]).toBe(c[5]);
      expect(new Set(c).size).toBe(5);
    }
  });

  it('decalin: bridgehead, α and β carbons', () => {
    // Topologically (no stereo) decalin has C2v-like symmetry of its graph: 2 bridgeheads, 4 α, 4 β.
    const mol = smiles('C1CCC2CCCCC2C1');
    const c = heavy(mol, symmetryClasses(mol));
    expect(c[3]).toBe(c[8]); // bridgeheads
    expect(new Set([c[2], c[4], c[7], c[9]]).size).toBe(1); // α to a bridgehead
    expect(new Set([c[0], c[1], c[5], c[6]]).size).toBe(1); // β
    expect(new Set(c).size).toBe(3);
  });

  it('cubane and C60: every carbon alike', () => {
    expect(classCount(symmetryClasses(smiles('C12C3C4C1C5C2C3C45')))).toBe(2);
    expect(classCount(symmetryClasses(fullereneC60()))).toBe(1);
  });

  it('tells atoms apart by formal charge and by smallest ring size', () => {
    const acetate = smiles('CC(=O)[O-]');
    const c = symmetryClasses(acetate);
    expect(c[2]).not.toBe(c[3]);
    // Cyclohexane and two cyclopropanes in one record: every carbon is a ring CH2, told apart
    // only by the size of its smallest ring.
    const mix = smiles('C1CCCCC1.C1CC1.C1CC1');
    expect(new Set(heavy(mix, symmetryClasses(mix)))).toEqual(new Set([0, 1]));
    expect(heavy(mix, symmetryClasses(mix))).toEqual([0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
  });

  it('is independent of atom order', () => {
    const mol = smiles('CC1=CC(=O)NC(=C1)C1=CC=C(O)C=C1');
    const base = symmetryClasses(mol);
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(mol.atomCount).keys()], { minLength: mol.atomCount }),
        (perm) => {
          const shuffled = permute(mol, perm);
          const c = symmetryClasses(shuffled);
          expect(
            samePartition(
              Array.from(perm, (old) => base[old]!),
              c,
            ),
          ).toBe(true);
        },
      ),
      { numRuns: 50 },
    );
  });

  it('treats periodic bonds as bonds: all diamond carbons alike', () => {
    const bare = diamondCell();
    const { bonds } = bondsFromDistances(bare);
    const mol = withBonds(bare, { ...bonds, order: new Uint8Array(bonds.count).fill(BondOrder.Single) });
    expect(classCount(symmetryClasses(mol))).toBe(1);
  });

  it('documents the known limit: refinement merges atoms of a regular graph that no symmetry relates', () => {
    // Two cubanes, each missing one C–C edge, joined by two new C–C bonds across (C16H16): every
    // carbon has 3 C neighbours, 1 H, and a smallest ring of 4, so colour refinement cannot split
    // them. Yet they are not all equivalent: the splice atoms carry a bond in no 4-membered ring,
    // the others do not. Telling them apart needs search (nauty), which this module does not do.
    const cube: [number, number][] = [
      [0, 1],
      [1, 2],
      [2, 3],
      [3, 0],
      [4, 5],
      [5, 6],
      [6, 7],
      [7, 4],
      [0, 4],
      [1, 5],
      [2, 6],
      [3, 7],
    ];
    const bonds: GraphBond[] = [];
    for (const offset of [0, 8]) {
      for (const [x, y] of cube.slice(1)) bonds.push([x + offset, y + offset, BondOrder.Single]); // drop 0–1
    }
    bonds.push([0, 9, BondOrder.Single], [1, 8, BondOrder.Single]);
    const atoms = [...new Array(16).fill('C'), ...new Array(16).fill('H')];
    for (let i = 0; i < 16; i++) bonds.push([i, 16 + i, BondOrder.Single]);
    const c = symmetryClasses(graph(atoms, bonds));
    expect(new Set(c.slice(0, 16)).size).toBe(1);
  });
});

describe('symmetryClasses scales', () => {
  it('handles a 100,004-atom chain (33,334 classes)', () => {
    const mol = smiles('C'.repeat(33_334));
    const c = symmetryClasses(mol);
    // The chain is symmetric end to end: carbon i and carbon n−1−i are alike, and nothing else.
    expect(classCount(c)).toBe(33_334); // 16,667 carbon classes and as many hydrogen classes
    expect(c[0]).toBe(c[33_333]);
    expect(c[1]).not.toBe(c[2]);
  });
});

function permute(mol: Molecule, perm: readonly number[]): Molecule {
  // New atom k is old atom perm[k].
  const inverse = new Array<number>(perm.length);
  perm.forEach((old, k) => (inverse[old] = k));
  const builder = new MoleculeBuilder('permuted');
  for (const old of perm)
    builder.addAtom({ element: mol.elements[old]!, x: 0, y: 0, z: 0, formalCharge: mol.formalCharges[old]! });
  for (let k = 0; k < mol.bonds.count; k++) {
    builder.addBond({
      a: inverse[mol.bonds.a[k]!]!,
      b: inverse[mol.bonds.b[k]!]!,
      order: mol.bonds.order[k] as BondOrder,
    });
  }
  return builder.build();
}
