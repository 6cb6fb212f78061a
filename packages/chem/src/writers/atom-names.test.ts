import { describe, expect, it } from 'vitest';
import { BondOrder } from '../core/bond-order.js';
import { MoleculeBuilder } from '../core/molecule.js';
import type { System } from '../core/system.js';
import { waterPairSystem } from '../params/testing/water-box.js';
import { allAtomsOneMolecule, moleculeAtomNames } from './atom-names.js';
import { acetaldehyde } from './testing/acetaldehyde.js';
import { mixture } from './testing/mixture.js';

const relabel = (system: System, label: (i: number) => string): System => ({
  ...system,
  atoms: system.atoms.map((a, i) => ({ ...a, label: label(i) })),
});

describe('moleculeAtomNames: unique within each molecule', () => {
  it("keeps the user's names when they are unique within each molecule", () => {
    expect(moleculeAtomNames(acetaldehyde(), 4)).toEqual(['C1', 'C2', 'O3', 'H4', 'H5', 'H6', 'H7']);
    // Two waters may both call their atoms OW, HW1, HW2: unique within each water is enough.
    expect(moleculeAtomNames(waterPairSystem('SPCE'), 4)).toEqual(['OW', 'HW1', 'HW2', 'OW', 'HW1', 'HW2']);
  });

  it('numbers every atom of a molecule by element when two of its atoms share a name', () => {
    // As an .xyz gives them: element symbols only.
    const system = relabel(acetaldehyde(), (i) => ['C', 'C', 'O', 'H', 'H', 'H', 'H'][i]!);
    expect(moleculeAtomNames(system, 4)).toEqual(['C1', 'C2', 'O1', 'H1', 'H2', 'H3', 'H4']);
  });

  it('renames only the molecules that need it, and identical molecules alike', () => {
    const water = relabel(waterPairSystem('SPCE'), (i) => ['O', 'H', 'H'][i % 3]!);
    const system = mixture([{ system: acetaldehyde() }, { system: water, shift: [10, 0, 0] }]);
    expect(moleculeAtomNames(system, 4)).toEqual([
      ...['C1', 'C2', 'O3', 'H4', 'H5', 'H6', 'H7'],
      ...['O1', 'H1', 'H2', 'O1', 'H1', 'H2'],
    ]);
  });

  it('renames a molecule with a name too long for the columns', () => {
    const long = relabel(acetaldehyde(), (i) => (i === 2 ? 'OXYGEN' : `A${i}`));
    expect(moleculeAtomNames(long, 5)).toEqual(['C1', 'C2', 'O1', 'H1', 'H2', 'H3', 'H4']);
    expect(moleculeAtomNames(long, 6)).toEqual(['A0', 'A1', 'OXYGEN', 'A3', 'A4', 'A5', 'A6']);
  });

  it('counts in base 36 when the decimal count does not fit (1,200 carbons in 4 columns)', () => {
    const b = new MoleculeBuilder('chain');
    for (let i = 0; i < 1200; i++) b.addAtom({ element: 6, x: 1.5 * i, y: 0, z: 0, name: 'C' });
    for (let i = 1; i < 1200; i++) b.addBond({ a: i - 1, b: i, order: BondOrder.Single });
    const mol = b.build();
    const base = acetaldehyde();
    const atom = base.atoms[0]!;
    const system: System = {
      ...base,
      molecule: mol,
      atoms: Array.from({ length: 1200 }, () => ({ ...atom, label: 'C' })),
      bonds: Array.from({ length: 1199 }, (_, i) => ({ atoms: [i, i + 1] as const, parameter: 0 })),
      angles: [],
      dihedrals: [],
      impropers: [],
      pairs: [],
    };
    const names = moleculeAtomNames(system, 4);
    expect(new Set(names).size).toBe(1200);
    expect(names.every((n) => /^C[0-9A-Z]{1,3}$/.test(n))).toBe(true);
    // 1200 = 33 × 36 + 12: "XC" in base 36.
    expect(names.slice(0, 2).concat(names.at(-1)!)).toEqual(['C1', 'C2', 'CXC']);
  });

  it('takes the allowed characters and case folding of the file, and all atoms as one molecule', () => {
    const folded = relabel(acetaldehyde(), (i) => ['Ca', 'CA', 'O', 'H1', 'H2', 'H3', 'H4'][i]!);
    expect(moleculeAtomNames(folded, 4)).toEqual(['Ca', 'CA', 'O', 'H1', 'H2', 'H3', 'H4']);
    const rules = { foldCase: true };
    expect(moleculeAtomNames(folded, 4, undefined, rules)).toEqual([
      'C1',
      'C2',
      'O1',
      'H1',
      'H2',
      'H3',
      'H4',
    ]);
    const dashed = relabel(acetaldehyde(), (i) => `H-${i}`);
    expect(moleculeAtomNames(dashed, 4)[0]).toBe('H-0');
    expect(moleculeAtomNames(dashed, 4, undefined, { characters: 'A-Za-z0-9' })[0]).toBe('C1');
    const water = waterPairSystem('SPCE');
    expect(moleculeAtomNames(water, 4, allAtomsOneMolecule(water))).toEqual([
      'O1',
      'H1',
      'H2',
      'O2',
      'H3',
      'H4',
    ]);
  });

  it('numbers the atoms in base 36 alone when the element count wraps (40 carbons in 2 columns)', () => {
    const b = new MoleculeBuilder('chain');
    for (let i = 0; i < 40; i++) b.addAtom({ element: 6, x: 1.5 * i, y: 0, z: 0, name: 'C' });
    const base = acetaldehyde();
    const system: System = {
      ...base,
      molecule: b.build(),
      atoms: Array.from({ length: 40 }, () => ({ ...base.atoms[0]!, label: 'C' })),
      bonds: [],
      angles: [],
      dihedrals: [],
      impropers: [],
      pairs: [],
    };
    const names = moleculeAtomNames(system, 2, allAtomsOneMolecule(system));
    expect(new Set(names).size).toBe(40);
    expect([names[0], names[9], names[35], names[39]]).toEqual(['1', 'A', '10', '14']);
  });
});
