import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import type { Molecule } from '../../core/molecule.js';
import { MoleculeBuilder, bondList } from '../../core/molecule.js';
import { readGjf } from './read.js';
import { chargeAndMultiplicity, writeGjf } from './write.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const readOne = (text: string): Molecule => readGjf(text).molecules[0]!;

/** What our gjf writer carries, at its precision (coordinates 1e-8 Å, MM charges 1e-6 e). */
function expectSame(a: Molecule, b: Molecule): void {
  expect(b.title).toBe(a.title);
  expect(Array.from(b.elements)).toEqual(Array.from(a.elements));
  b.positions.forEach((v, i) => expect(v).toBeCloseTo(a.positions[i]!, 8));
  expect(b.cell?.vectors).toEqual(a.cell?.vectors);
  expect(bondList(b)).toEqual(bondList(a));
  expect(b.atomTypes).toEqual(a.atomTypes);
  expect(b.partialCharges && Array.from(b.partialCharges)).toEqual(
    a.partialCharges && Array.from(a.partialCharges),
  );
  expect(b.mobility && Array.from(b.mobility)).toEqual(a.mobility && Array.from(a.mobility));
  expect([b.properties['charge'], b.properties['multiplicity']]).toEqual([
    a.properties['charge'],
    a.properties['multiplicity'],
  ]);
}

describe('writeGjf', () => {
  it.each(['benzene-connectivity.gjf', 'acetate-water-mm.gjf', 'silicon-tv.gjf'])(
    'round-trips %s (read → write → read)',
    (name) => {
      const first = readOne(fixture(name));
      const second = readGjf(writeGjf(first));
      expectSame(first, second.molecules[0]!);
      expect(second.diagnostics).toEqual([]);
    },
  );

  it('writes a neutral single-point route, Tv lines, and the connectivity section when bonded', () => {
    const text = writeGjf(readOne(fixture('silicon-tv.gjf')));
    expect(text.split('\n').slice(0, 6)).toEqual([
      '%chk=Diamond_silicon_primitive_fcc_cell_a_5.4.chk',
      '# sp',
      '',
      'Diamond silicon, primitive fcc cell, a = 5.431 A (Tv = a/2 (0,1,1), (1,0,1), (1,1,0))',
      '',
      '0 1',
    ]);
    expect(text).toContain('\n Tv                     0.00000000    2.71550000    2.71550000\n');
    const bonded = writeGjf(readOne(fixture('acetate-water-mm.gjf'))).split('\n');
    expect(bonded[1]).toBe('# sp geom=connectivity');
    expect(bonded[5]).toBe('-1 1');
    expect(bonded[6]).toBe(' C-CT--0.280000    0    1.13982000    0.03492000    0.01218000');
    expect(bonded[17]).toBe(' 1 2 1.0 5 1.0 6 1.0 7 1.0');
    expect(bonded[18]).toBe(' 2 3 1.5 4 1.5');
    expect(bonded.slice(-3)).toEqual([' 10', '', '']);
  });

  it('derives charge from formal charges and multiplicity from the electron count when not stated', () => {
    const methyl = new MoleculeBuilder('methyl radical');
    methyl.addAtom({ element: 6, x: 0, y: 0, z: 0 });
    for (const x of [1, -0.5, -0.5]) methyl.addAtom({ element: 1, x, y: 0, z: 0 });
    // CH3: 6 + 3 = 9 electrons, odd → doublet.
    expect(chargeAndMultiplicity(methyl.build())).toEqual({ charge: 0, multiplicity: 2 });
    const ammonium = new MoleculeBuilder('ammonium');
    ammonium.addAtom({ element: 7, x: 0, y: 0, z: 0, formalCharge: 1 });
    for (let k = 0; k < 4; k++) ammonium.addAtom({ element: 1, x: k, y: 1, z: 0 });
    // NH4+: 7 + 4 − 1 = 10 electrons, even → singlet; charge +1 from the formal charge on N.
    expect(chargeAndMultiplicity(ammonium.build())).toEqual({ charge: 1, multiplicity: 1 });
    ammonium.addBond({ a: 0, b: 1, order: BondOrder.Single });
    expect(writeGjf(ammonium.build()).split('\n')[5]).toBe('1 1');
  });

  it('ignores a stated multiplicity that contradicts the electron count', () => {
    const b = new MoleculeBuilder('water').setProperty('multiplicity', '2');
    b.addAtom({ element: 8, x: 0, y: 0, z: 0 });
    expect(chargeAndMultiplicity(b.build())).toEqual({ charge: 0, multiplicity: 1 });
  });
});
