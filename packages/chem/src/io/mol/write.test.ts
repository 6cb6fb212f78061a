import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { TopoForgeError } from '../../core/errors.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder } from '../../core/molecule.js';
import { readMol, readSdf } from './read.js';
import { writeMol, writeSdf, writeSdfRecords } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const only = (text: string): Molecule => readSdf(text).molecules[0]!;

/** Same atoms, elements, positions (to the 4 decimals written), bonds, orders, charges and properties. */
function expectSame(actual: Molecule, expected: Molecule): void {
  expect(actual.title).toBe(expected.title);
  expect(Array.from(actual.elements)).toEqual(Array.from(expected.elements));
  expect(Array.from(actual.formalCharges)).toEqual(Array.from(expected.formalCharges));
  actual.positions.forEach((v, i) =>
    expect(Math.abs(v - (expected.positions[i] ?? NaN))).toBeLessThanOrEqual(5e-5),
  );
  expect(Array.from(actual.bonds.a)).toEqual(Array.from(expected.bonds.a));
  expect(Array.from(actual.bonds.b)).toEqual(Array.from(expected.bonds.b));
  expect(Array.from(actual.bonds.order)).toEqual(Array.from(expected.bonds.order));
  expect(actual.properties).toEqual(expected.properties);
}

/** A chain of n carbons 1.5 Å apart along x, with single bonds. */
function chain(n: number): Molecule {
  const b = new MoleculeBuilder(`chain of ${n}`);
  for (let i = 0; i < n; i++)
    b.addAtom({ element: 6, x: i * 1.5, y: 0.25, z: -0.5, formalCharge: i === 0 ? -1 : 0 });
  for (let i = 1; i < n; i++) b.addBond({ a: i - 1, b: i, order: BondOrder.Single });
  return b.build();
}

describe('writeMol / writeSdf round trips', () => {
  it.each([
    'benzene-aromatic.mol',
    'glycine-zwitterion.mol',
    'tetramethylammonium-v3000.mol',
    'acetate-v3000-continued.mol',
  ])('%s survives read → write → read', (name) => {
    const first = only(fixture(name));
    expectSame(only(writeMol(first)), first);
  });

  it('keeps the three SD records and their data items', () => {
    const first = readSdf(fixture('three-records.sdf')).molecules;
    const again = readSdf(writeSdfRecords(first)).molecules;
    expect(again).toHaveLength(3);
    again.forEach((m, i) => expectSame(m, first[i]!));
  });

  it('writes the same M  CHG line as Open Babel for the glycine zwitterion', () => {
    // Line 'M  CHG  2   1   1   5  -1' is what `obabel -:'[NH3+]CC(=O)[O-]' -omol` wrote into the fixture.
    const text = writeMol(only(fixture('glycine-zwitterion.mol')));
    expect(text).toContain('\nM  CHG  2   1   1   5  -1\nM  END\n');
    expect(text.split('\n')[4]).toBe('    1.0432    0.0523   -0.1115 N   0  3  0  0  0  0  0  0  0  0  0  0');
  });

  it('splits more than 8 charges over several M  CHG lines', () => {
    const b = new MoleculeBuilder('ions');
    for (let i = 0; i < 10; i++) b.addAtom({ element: 11, x: i, y: 0, z: 0, formalCharge: 1 });
    const text = writeMol(b.build());
    expect(text.match(/^M {2}CHG/gm)).toHaveLength(2);
    expect(Array.from(only(text).formalCharges)).toEqual(Array(10).fill(1));
    expect(text.split('\n')[1]).toBe('  TopoForg          2D');
  });

  it('writes amide bonds as single and unknown orders as type 8, and refuses quadruple bonds', () => {
    const b = new MoleculeBuilder('orders');
    for (let i = 0; i < 3; i++) b.addAtom({ element: 6, x: i, y: 0, z: 0 });
    b.addBond({ a: 0, b: 1, order: BondOrder.Amide });
    b.addBond({ a: 1, b: 2, order: BondOrder.Unknown });
    const back = only(writeMol(b.build()));
    expect(Array.from(back.bonds.order)).toEqual([BondOrder.Single, BondOrder.Unknown]);
    b.addBond({ a: 0, b: 2, order: BondOrder.Quadruple });
    expect(() => writeMol(b.build())).toThrow(TopoForgeError);
  });

  it('writes V3000 past the V2000 limit of 999 atoms and reads it back', () => {
    const big = chain(1200);
    const text = writeMol(big);
    expect(text.split('\n')[3]).toMatch(/V3000$/);
    expectSame(only(text), big);
    expect(writeMol(chain(999)).split('\n')[3]).toMatch(/V2000$/);
  });

  it('writes V3000 with continuation lines when coordinates do not fit 10 columns', () => {
    const b = new MoleculeBuilder('far away');
    b.addAtom({ element: 6, x: -1.234e19, y: 5.678e19, z: 9.1e18, formalCharge: 2 });
    b.addAtom({ element: 8, x: 0, y: 0, z: 0 });
    b.addBond({ a: 0, b: 1, order: BondOrder.Double });
    const wide = b.build();
    const text = writeMol(wide);
    expect(text).toMatch(/-\nM {2}V30 /);
    expect(text.split('\n').every((l) => l.length <= 80)).toBe(true);
    expectSame(only(text), wide);
  });

  it('writes lone pairs as LP and uses the title override', () => {
    const b = new MoleculeBuilder('water');
    b.addAtom({ element: 8, x: 0, y: 0, z: 0 });
    b.addAtom({ element: 0, x: 0.3, y: 0, z: 0.1 });
    const text = writeMol(b.build(), { title: 'TIP5P site\nsecond line' });
    expect(text.split('\n')[0]).toBe('TIP5P site second line');
    expect(text).toContain(' LP  0  0');
    expect(Array.from(readMol(text).molecules[0]!.elements)).toEqual([8, 0]);
  });

  it('refuses non-finite coordinates', () => {
    const b = new MoleculeBuilder('bad');
    b.addAtom({ element: 6, x: NaN, y: 0, z: 0 });
    expect(() => writeMol(b.build())).toThrow(/non-finite/);
  });

  it('writes data items, dropping blank lines inside values and angle brackets in names', () => {
    const b = new MoleculeBuilder('props');
    b.addAtom({ element: 6, x: 0, y: 0, z: 0 });
    b.setProperty('a<b>', 'one\n\ntwo').setProperty('empty', '');
    const text = writeSdf(b.build());
    expect(text).toMatch(/M {2}END\n> <a_b_>\none\ntwo\n\n> <empty>\n\n\$\$\$\$\n$/);
    expect(only(text).properties).toEqual({ a_b_: 'one\ntwo', empty: '' });
  });
});
