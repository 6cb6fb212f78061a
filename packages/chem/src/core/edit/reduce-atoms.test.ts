import { describe, expect, it } from 'vitest';
import { BondOrder } from '../bond-order.js';
import { LONE_PAIR } from '../elements.js';
import { TopoForgeError } from '../errors.js';
import { bondList, MoleculeBuilder } from '../molecule.js';
import { reduceAtoms } from './reduce-atoms.js';

/** Water with two lone pairs on O, as a TIP5P-style structure: O H H LP LP (lone pairs bonded to O). */
function waterWithLonePairs() {
  const b = new MoleculeBuilder('tip5p');
  const names = ['O', 'H1', 'H2', 'LP1', 'LP2'];
  [8, 1, 1, LONE_PAIR, LONE_PAIR].forEach((element, i) =>
    b.addAtom({
      element,
      x: i,
      y: 0,
      z: 0,
      name: names[i],
      partialCharge: [0, 0.241, 0.241, -0.241, -0.241][i],
    }),
  );
  b.addBond({ a: 0, b: 1, order: BondOrder.Single });
  b.addBond({ a: 0, b: 3, order: BondOrder.Single });
  b.addBond({ a: 0, b: 2, order: BondOrder.Single });
  b.addBond({ a: 0, b: 4, order: BondOrder.Single });
  return b.build();
}

describe('reduceAtoms', () => {
  it('drops atoms whose rule entry is 0 and the bonds to them', () => {
    const reduced = reduceAtoms(waterWithLonePairs(), [1, 1, 1, 0, 0]);
    expect(reduced.atomCount).toBe(3);
    expect(reduced.names).toEqual(['O', 'H1', 'H2']);
    expect(Array.from(reduced.partialCharges ?? [])).toEqual([0, 0.241, 0.241]);
    expect(bondList(reduced).map(({ a, b }) => [a, b])).toEqual([
      [0, 1],
      [0, 2],
    ]);
    expect(reduced.title).toBe('tip5p');
  });

  it('renumbers bonds after a dropped atom in the middle', () => {
    const reduced = reduceAtoms(waterWithLonePairs(), [1, 0, 1, 1, 1]);
    expect(reduced.names).toEqual(['O', 'H2', 'LP1', 'LP2']);
    expect(bondList(reduced).map(({ a, b }) => [a, b])).toEqual([
      [0, 2],
      [0, 1],
      [0, 3],
    ]);
  });

  it('keeps everything for a rule of ones', () => {
    const mol = waterWithLonePairs();
    const kept = reduceAtoms(mol, [1, 1, 1, 1, 1]);
    expect(kept.names).toEqual(mol.names);
    expect(kept.bonds.count).toBe(4);
  });

  it('refuses a rule whose length is not the atom count', () => {
    expect(() => reduceAtoms(waterWithLonePairs(), [1, 1, 1])).toThrow(
      /rule has 3 entries but the structure has 5 atoms/,
    );
  });

  it('refuses values other than 0 and 1, naming the entry', () => {
    expect(() => reduceAtoms(waterWithLonePairs(), [1, 1, 2, 1, 0])).toThrow(TopoForgeError);
    expect(() => reduceAtoms(waterWithLonePairs(), [1, 1, 2, 1, 0])).toThrow(/rule entry 3 is 2/);
    expect(() => reduceAtoms(waterWithLonePairs(), [1, 1, 1, 0.5, 0])).toThrow(/rule entry 4 is 0.5/);
  });
});
