import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ChemError } from '../../core/errors.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { smiles } from '../../perception/testing/smiles.js';
import { fixtureMolecules, MOLECULES_SDF } from './fixtures/load.js';
import { RDKIT_EXPECTED } from './fixtures/rdkit-expected.js';
import { mmff94Types } from './types.js';

// Expected types are RDKit 2022.09.3's MMFF94 types for the same records (fixtures/README.md).
describe('mmff94Types', () => {
  const molecules = fixtureMolecules(readFileSync(MOLECULES_SDF, 'utf8'));

  it('reads one fixture record per expected entry', () => {
    expect(molecules.map((m) => m.title)).toEqual(RDKIT_EXPECTED.map((e) => e.name));
  });

  RDKIT_EXPECTED.forEach((expected, n) => {
    it(`types ${expected.name} (${expected.smiles}) as RDKit does`, () => {
      expect(mmff94Types(molecules[n]!)).toEqual(expected.types);
    });
  });

  it('gives naphthalene the same types in either Kekulé structure', () => {
    const reference = RDKIT_EXPECTED.find((e) => e.name === 'naphthalene')!.types;
    const carbons = reference.filter((t) => t === 37).length;
    for (const kekule of ['C1=CC=C2C=CC=CC2=C1', 'C1=CC2=CC=CC=C2C=C1']) {
      const types = mmff94Types(smiles(kekule));
      expect(types.filter((t) => t === 37)).toHaveLength(carbons);
      expect(types.filter((t) => t === 5)).toHaveLength(8);
    }
  });

  it('kekulizes aromatic bonds before typing', () => {
    expect(mmff94Types(smiles('C1:C:C:C:C:C:1'))).toEqual([...Array(6).fill(37), ...Array(6).fill(5)]);
  });

  it('names the atom MMFF94 has no type for', () => {
    const b = new MoleculeBuilder('tetramethyltin');
    const sn = b.addAtom({ element: 50, x: 0, y: 0, z: 0 });
    for (let k = 0; k < 4; k++) {
      const c = b.addAtom({ element: 6, x: k, y: 0, z: 0 });
      b.addBond({ a: sn, b: c, order: 1 });
      for (let h = 0; h < 3; h++)
        b.addBond({ a: c, b: b.addAtom({ element: 1, x: k, y: h, z: 0 }), order: 1 });
    }
    expect(() => mmff94Types(b.build())).toThrow(/no atom type for Sn1/);
  });

  it('refuses carbons whose hydrogens were left implicit', () => {
    const b = new MoleculeBuilder('ethane without H');
    b.addAtom({ element: 6, x: 0, y: 0, z: 0 });
    b.addAtom({ element: 6, x: 1.5, y: 0, z: 0 });
    b.addBond({ a: 0, b: 1, order: 1 });
    const run = (): number[] => mmff94Types(b.build());
    expect(run).toThrow(ChemError);
    expect(run).toThrow(/C1 .*explicit hydrogens/);
  });
});
