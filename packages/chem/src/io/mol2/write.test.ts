import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { cellFromVectors, positionsToFractional } from '../../core/cell.js';
import { TopoForgeError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { readMol } from '../mol/read.js';
import { readMol2 } from './read.js';
import { writeMol2 } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const again = (m: Molecule): Molecule => readMol2(writeMol2(m)).molecules[0]!;

function expectClose(
  actual: ArrayLike<number> | undefined,
  expected: ArrayLike<number> | undefined,
  tolerance: number,
): void {
  expect(actual?.length).toBe(expected?.length);
  Array.from(actual ?? []).forEach((v, i) =>
    expect(Math.abs(v - (expected?.[i] ?? NaN))).toBeLessThanOrEqual(tolerance),
  );
}

/** Equal up to the written precision: 4 decimals for positions and cell, 6 for partial charges. */
function expectSame(actual: Molecule, expected: Molecule): void {
  expect(actual.title).toBe(expected.title);
  expect(Array.from(actual.elements)).toEqual(Array.from(expected.elements));
  expect(Array.from(actual.formalCharges)).toEqual(Array.from(expected.formalCharges));
  expectClose(actual.positions, expected.positions, 5e-5);
  expectClose(actual.partialCharges, expected.partialCharges, 5e-7);
  expect(actual.names).toEqual(expected.names);
  expect(actual.atomTypes).toEqual(expected.atomTypes);
  expect(actual.residues).toEqual(expected.residues);
  expect(Array.from(actual.residueOf)).toEqual(Array.from(expected.residueOf));
  expect(Array.from(actual.bonds.a)).toEqual(Array.from(expected.bonds.a));
  expect(Array.from(actual.bonds.b)).toEqual(Array.from(expected.bonds.b));
  expect(Array.from(actual.bonds.order)).toEqual(Array.from(expected.bonds.order));
  expect(actual.cell === undefined).toBe(expected.cell === undefined);
  if (actual.cell && expected.cell)
    expectClose(actual.cell.vectors.flat(), expected.cell.vectors.flat(), 5e-5);
  expect(actual.properties).toEqual(expected.properties);
}

describe('writeMol2 round trips', () => {
  it.each(['ala-gly.mol2', 'benzene-water.mol2', 'chloroethanol-gaff.mol2', 'nacl-crysin.mol2'])(
    '%s survives read → write → read',
    (name) => {
      for (const m of readMol2(fixture(name)).molecules) expectSame(again(m), m);
    },
  );

  it('writes the MOLECULE record, UNITY_ATOM_ATTR charges and an empty BOND record', () => {
    const b = new MoleculeBuilder('');
    b.addAtom({ element: 11, x: 0, y: 0, z: 0, formalCharge: 1, partialCharge: 1 });
    const text = writeMol2(b.build());
    expect(text.split('\n').slice(0, 6)).toEqual([
      '@<TRIPOS>MOLECULE',
      '*****',
      ' 1 0 1 0 0',
      'SMALL',
      'USER_CHARGES',
      '',
    ]);
    expect(text).toContain('@<TRIPOS>UNITY_ATOM_ATTR\n1 1\ncharge 1\n@<TRIPOS>BOND\n@<TRIPOS>SUBSTRUCTURE\n');
    const back = again(b.build());
    expect(back.title).toBe('');
    expect(back.formalCharges[0]).toBe(1);
  });

  it('keeps formal charges from a molfile (glycine zwitterion, mol → mol2 → read)', () => {
    const mol = readMol(
      readFileSync(new URL('../mol/fixtures/glycine-zwitterion.mol', import.meta.url), 'utf8'),
    ).molecules[0]!;
    const back = again(mol);
    expect(Array.from(back.formalCharges)).toEqual(Array.from(mol.formalCharges));
    expect(Array.from(back.elements)).toEqual(Array.from(mol.elements));
    expect(back.partialCharges).toBeUndefined();
    expect(writeMol2(mol)).toContain('\nNO_CHARGES\n');
  });

  it('writes element types when the molecule has none, and generated names', () => {
    const b = new MoleculeBuilder('w');
    b.addAtom({ element: 8, x: 0, y: 0, z: 0 });
    b.addAtom({ element: 17, x: 1, y: 0, z: 0 });
    b.addAtom({ element: 0, x: 0, y: 0.3, z: 0 });
    const text = writeMol2(b.build());
    expect(text).toMatch(/ 1 O1 +[-\d. ]+ O +1 UNK/);
    expect(text).toMatch(/ 2 Cl2 +[-\d. ]+ Cl +1 UNK/);
    expect(text).toMatch(/ 3 LP3 +[-\d. ]+ LP +1 UNK/);
    expect(Array.from(again(b.build()).elements)).toEqual([8, 17, 0]);
  });

  it('renames an atom whose name would give the wrong element under a GAFF type', () => {
    const b = new MoleculeBuilder('ion');
    b.addAtom({ element: 11, x: 0, y: 0, z: 0, name: 'NA', atomType: 'Na+' });
    b.addAtom({ element: 6, x: 1, y: 0, z: 0, name: 'C1', atomType: 'N.3' });
    const back = again(b.build());
    expect(Array.from(back.elements)).toEqual([11, 6]);
    expect(back.names).toEqual(['Na1', 'C1']);
    expect(back.atomTypes).toEqual(['Na+', 'C']);
  });

  it('numbers substructures 1..n when residue numbers repeat, and keeps chains', () => {
    const b = new MoleculeBuilder('two chains');
    b.addAtom({ element: 6, x: 0, y: 0, z: 0, residue: { name: 'ALA', number: 1, chain: 'A' } });
    b.addAtom({ element: 6, x: 1, y: 0, z: 0, residue: { name: 'ALA', number: 1, chain: 'B' } });
    b.addBond({ a: 0, b: 1, order: BondOrder.Single });
    const text = writeMol2(b.build());
    expect(text).toContain(
      '     1 ALA           1 RESIDUE 1 A **** 1\n     2 ALA           2 RESIDUE 1 B **** 1\n',
    );
    expect(again(b.build()).residues).toEqual([
      { name: 'ALA', number: 1, chain: 'A' },
      { name: 'ALA', number: 2, chain: 'B' },
    ]);
  });

  it('rotates atoms with a cell that is not in the standard orientation, keeping fractional coordinates', () => {
    const b = new MoleculeBuilder('rotated');
    // A 4 × 5 × 6 Å orthorhombic cell with a along y: the standard orientation puts a along x.
    const cell = cellFromVectors([
      [0, 4, 0],
      [-5, 0, 0],
      [0, 0, 6],
    ]);
    b.addAtom({ element: 6, x: -1, y: 2, z: 3 });
    b.addAtom({ element: 8, x: -2.5, y: 1, z: 1.2 });
    const mol = b.setCell(cell).build();
    const back = again(mol);
    expect(back.cell?.parameters.a).toBeCloseTo(4, 10);
    expectClose(
      positionsToFractional(back.cell!, back.positions),
      positionsToFractional(cell, mol.positions),
      2e-5,
    );
    expect(writeMol2(mol)).toContain(
      '@<TRIPOS>CRYSIN\n    4.0000    5.0000    6.0000   90.0000   90.0000   90.0000     1     1\n',
    );
  });

  it('keeps a triclinic cell to the written precision', () => {
    const text = fixture('nacl-crysin.mol2').replace(
      /5\.6402 +90\.0000 +90\.0000 +90\.0000 +225/,
      '7.1000 80.0000 95.5000 101.2500 1',
    );
    const mol = readMol2(text).molecules[0]!;
    expect(mol.cell?.parameters.gamma).toBeCloseTo(101.25, 10);
    expectSame(again(mol), mol);
  });

  it('writes am, ar and un bond types and refuses quadruple bonds', () => {
    const b = new MoleculeBuilder('orders');
    for (let i = 0; i < 4; i++) b.addAtom({ element: 6, x: i, y: 0, z: 0 });
    b.addBond({ a: 0, b: 1, order: BondOrder.Amide });
    b.addBond({ a: 1, b: 2, order: BondOrder.Aromatic });
    b.addBond({ a: 2, b: 3, order: BondOrder.Unknown });
    expect(writeMol2(b.build())).toMatch(/ am\n.* ar\n.* un\n/);
    b.addBond({ a: 0, b: 3, order: BondOrder.Quadruple });
    expect(() => writeMol2(b.build())).toThrow(TopoForgeError);
  });

  it('keeps a non-SMALL molecule type', () => {
    const text = fixture('ala-gly.mol2').replace('SMALL', 'PROTEIN');
    expect(writeMol2(readMol2(text).molecules[0]!)).toContain('\nPROTEIN\nUSER_CHARGES\n');
  });
});
