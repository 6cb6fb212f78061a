import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { kekulize } from '../../perception/kekulize.js';
import { buildGraphene } from '../graphene/graphene.js';
import { addFunctionalGroups } from './functionalize.js';
import { neighboursOf, orderOf } from './testing/geometry.js';

// Periodic graphene 4 × 3 (48 C) written with single and double bonds instead of aromatic ones.
const kekule = kekulize(buildGraphene({ x: 4, y: 3 }).molecule)!;

/** Per carbon with three carbon neighbours: how many C=C double bonds it has. */
function doublesOfSp2Carbons(mol: Molecule, skip: ReadonlySet<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < mol.atomCount; i++) {
    const ns = neighboursOf(mol, i);
    if (mol.elements[i] !== 6 || skip.has(i) || ns.length !== 3) continue;
    out.push(ns.filter((n) => orderOf(mol, i, n) === BondOrder.Double).length);
  }
  return out;
}

const aromaticBonds = (mol: Molecule): number =>
  mol.bonds.order.filter((o) => o === BondOrder.Aromatic).length;

describe('a Kekulé input keeps a Kekulé structure', () => {
  it('the fixture is Kekulé: every carbon one C=C', () => {
    expect(aromaticBonds(kekule)).toBe(0);
    expect(new Set(doublesOfSp2Carbons(kekule, new Set()))).toEqual(new Set([1]));
  });

  it('an epoxide takes two bonded carbons (one of each sublattice): the other 46 get one C=C each again', () => {
    const { molecule, description } = addFunctionalGroups(kekule, { group: '_O_', seed: 2 });
    const sp3 = new Set(description.groups[0]!.carbons);
    expect(aromaticBonds(molecule)).toBe(0);
    const doubles = doublesOfSp2Carbons(molecule, sp3);
    expect(doubles).toHaveLength(46);
    expect(new Set(doubles)).toEqual(new Set([1]));
    for (const c of sp3)
      for (const n of neighboursOf(molecule, c)) expect(orderOf(molecule, c, n)).toBe(BondOrder.Single);
  });

  it('one hydroxyl leaves 47 π centres, which no Kekulé structure pairs: their bonds become aromatic', () => {
    const { molecule, description } = addFunctionalGroups(kekule, { group: '-OH' });
    const c = description.groups[0]!.carbons[0]!;
    // 72 C–C bonds less the three of the sp3 carbon.
    expect(aromaticBonds(molecule)).toBe(69);
    for (const n of neighboursOf(molecule, c)) expect(orderOf(molecule, c, n)).toBe(BondOrder.Single);
  });
});
