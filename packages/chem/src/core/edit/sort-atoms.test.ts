import { describe, expect, it } from 'vitest';
import { BondOrder } from '../bond-order.js';
import { cellFromParameters } from '../cell.js';
import type { AtomInput } from '../molecule.js';
import { bondList, MoleculeBuilder } from '../molecule.js';
import { sortAtoms, sortedAtomOrder } from './sort-atoms.js';

const atom = (element: number, name: string, x = 0, extra: Partial<AtomInput> = {}): AtomInput => ({
  element,
  x,
  y: 0,
  z: 0,
  name,
  ...extra,
});

/**
 * Water then methanol, hand-scrambled: the hydrogens of both molecules come last, and a methanol H sits
 * between the water O and its hydrogens. File order (0-based):
 * 0 O(w)  1 C(m)  2 H(m, on C)  3 O(m)  4 H(w)  5 H(m, on O)  6 H(w)  7 H(m, on C)  8 H(m, on C)
 */
function scrambled() {
  const b = new MoleculeBuilder('mixed');
  const water = { name: 'HOH', number: 1, chain: '' };
  const meoh = { name: 'MOH', number: 2, chain: '' };
  const list: AtomInput[] = [
    atom(8, 'OW', 0, { residue: water, partialCharge: -0.8, atomType: 'O.3' }),
    atom(6, 'C1', 1, { residue: meoh, partialCharge: 0.1, atomType: 'C.3' }),
    atom(1, 'H1', 2, { residue: meoh, partialCharge: 0.05, atomType: 'H' }),
    atom(8, 'O1', 3, { residue: meoh, partialCharge: -0.6, atomType: 'O.3', formalCharge: 0 }),
    atom(1, 'HW1', 4, { residue: water, partialCharge: 0.4, atomType: 'H' }),
    atom(1, 'HO', 5, { residue: meoh, partialCharge: 0.4, atomType: 'H' }),
    atom(1, 'HW2', 6, { residue: water, partialCharge: 0.4, atomType: 'H' }),
    atom(1, 'H2', 7, { residue: meoh, partialCharge: 0.05, atomType: 'H' }),
    atom(1, 'H3', 8, { residue: meoh, partialCharge: 0.05, atomType: 'H' }),
  ];
  list.forEach((a) => b.addAtom(a));
  const pairs: [number, number][] = [
    [0, 4],
    [1, 2],
    [1, 3],
    [3, 5],
    [0, 6],
    [1, 7],
    [1, 8],
  ];
  pairs.forEach(([a, c]) => b.addBond({ a, b: c, order: BondOrder.Single }));
  return b.setCell(cellFromParameters({ a: 10, b: 11, c: 12, alpha: 90, beta: 90, gamma: 90 })).build();
}

describe('sortedAtomOrder', () => {
  it('groups each molecule and puts hydrogens right after their heavy atom', () => {
    // Water first (its O is atom 0), then methanol: C with its three H, then O with its H.
    expect(sortedAtomOrder(scrambled())).toEqual([0, 4, 6, 1, 2, 7, 8, 3, 5]);
  });

  it('keeps the order of a file that is already sorted', () => {
    const sorted = sortAtoms(scrambled());
    expect(sortedAtomOrder(sorted)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('keeps file order without bonds and leaves a hydrogen molecule in place', () => {
    const b = new MoleculeBuilder();
    [atom(1, 'Ha'), atom(6, 'C'), atom(1, 'Hb'), atom(1, 'Hc')].forEach((a) => b.addAtom(a));
    b.addBond({ a: 2, b: 3, order: BondOrder.Single });
    expect(sortedAtomOrder(b.build())).toEqual([0, 1, 2, 3]);
  });

  it('moves a hydrogen listed before its heavy atom behind it', () => {
    const b = new MoleculeBuilder();
    [atom(1, 'H'), atom(17, 'Cl')].forEach((a) => b.addAtom(a));
    b.addBond({ a: 0, b: 1, order: BondOrder.Single });
    expect(sortedAtomOrder(b.build())).toEqual([1, 0]);
  });
});

describe('sortAtoms', () => {
  it('renumbers bonds and keeps names, charges, types, residues and cell', () => {
    const mol = scrambled();
    const sorted = sortAtoms(mol);
    expect(sorted.names).toEqual(['OW', 'HW1', 'HW2', 'C1', 'H1', 'H2', 'H3', 'O1', 'HO']);
    expect(Array.from(sorted.partialCharges ?? [])).toEqual([
      -0.8, 0.4, 0.4, 0.1, 0.05, 0.05, 0.05, -0.6, 0.4,
    ]);
    expect(sorted.atomTypes).toEqual(['O.3', 'H', 'H', 'C.3', 'H', 'H', 'H', 'O.3', 'H']);
    expect(Array.from(sorted.positions.filter((_, k) => k % 3 === 0))).toEqual([0, 4, 6, 1, 2, 7, 8, 3, 5]);
    expect(sorted.residues.map((r) => r.name)).toEqual(['HOH', 'MOH']);
    expect(sorted.cell?.parameters.c).toBeCloseTo(12, 10);
    // Same bonds by atom name, in the same (file) order.
    const named = (m: typeof mol) => bondList(m).map(({ a, b }) => `${m.names[a]}-${m.names[b]}`);
    expect(named(sorted)).toEqual(named(mol));
    expect(sorted.bonds.count).toBe(7);
  });
});
