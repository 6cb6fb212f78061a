import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ParseError } from '../../core/errors.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { mol2Format } from './index.js';
import { readMol2 } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const FIXTURES = ['ala-gly.mol2', 'benzene-water.mol2', 'chloroethanol-gaff.mol2', 'nacl-crysin.mol2'];
const sum = (values: ArrayLike<number>): number => Array.from(values).reduce((s, v) => s + v, 0);
const count = (orders: Uint8Array, order: number): number => orders.filter((o) => o === order).length;

function parseErrorOf(text: string): ParseError {
  try {
    readMol2(text, { fileName: 'bad.mol2' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

/** A one-molecule file from ATOM and BOND lines. */
function mol2(
  atoms: string[],
  bonds: string[] = [],
  extra: string[] = [],
  chargeType = 'USER_CHARGES',
): string {
  return [
    '@<TRIPOS>MOLECULE',
    'm',
    ` ${atoms.length} ${bonds.length} 1 0 0`,
    'SMALL',
    chargeType,
    '',
    '@<TRIPOS>ATOM',
    ...atoms,
    '@<TRIPOS>BOND',
    ...bonds,
    ...extra,
    '',
  ].join('\n');
}

describe('readMol2', () => {
  // Open Babel 3.1.1 reads ala-gly.mol2 as 20 atoms, 19 bonds, C5H10N2O3 (`obabel -otxt --append
  // "atoms bonds abonds formula"`), and `obabel ala-gly.mol2 -omol2` writes the same charges back (sum -0.0002).
  it('reads the dipeptide: types, charges, residues with chains (obabel: 20 atoms, 19 bonds, charge sum -0.0002)', () => {
    const { molecules, diagnostics } = readMol2(fixture('ala-gly.mol2'));
    const m = molecules[0]!;
    expect(m.title).toBe('ala-gly dipeptide');
    expect([m.atomCount, m.bonds.count]).toEqual([20, 19]);
    expect(sum(m.elements.map((z) => (z === 6 ? 1 : 0)))).toBe(5);
    expect(count(m.bonds.order, BondOrder.Double)).toBe(2);
    expect(m.atomTypes?.slice(0, 6)).toEqual(['N.3', 'C.3', 'C.2', 'O.2', 'C.3', 'N.am']);
    expect(m.partialCharges?.[0]).toBe(-0.3202);
    expect(sum(m.partialCharges!)).toBeCloseTo(-0.0002, 10);
    expect(m.residues).toEqual([
      { name: 'ALA1', number: 1, chain: 'A' },
      { name: 'GLY2', number: 2, chain: 'A' },
      { name: 'ALA1', number: 1, chain: 'A' },
      { name: 'GLY2', number: 2, chain: 'A' },
    ]);
    expect(m.names[9]).toBe('OXT');
    expect(m.properties).toEqual({ 'mol2.molecule_type': 'SMALL' });
    expect(diagnostics).toEqual([]);
  });

  // obabel: benzene 12 atoms, 12 bonds, 6 aromatic, C6H6; water 3 atoms, 2 bonds, H2O.
  it('reads several molecules, skipping comments and blank lines', () => {
    const { molecules } = readMol2(fixture('benzene-water.mol2'));
    expect(molecules.map((m) => [m.title, m.atomCount, m.bonds.count])).toEqual([
      ['benzene', 12, 12],
      ['water', 3, 2],
    ]);
    expect(count(molecules[0]!.bonds.order, BondOrder.Aromatic)).toBe(6);
    expect(Array.from(molecules[1]!.elements)).toEqual([8, 1, 1]);
    expect(molecules[1]!.partialCharges?.[0]).toBe(-0.4105);
  });

  // obabel reads this file as 9 atoms and 8 bonds too, but takes the GAFF types as element symbols
  // ('ho' → holmium, 'c3' → '*'): formula ClHo. The atom names give C2H5ClO.
  it('takes elements from atom names when the types are GAFF, and says so', () => {
    const { molecules, diagnostics } = readMol2(fixture('chloroethanol-gaff.mol2'));
    const m = molecules[0]!;
    expect(Array.from(m.elements)).toEqual([8, 6, 6, 17, 1, 1, 1, 1, 1]);
    expect(m.atomTypes).toEqual(['oh', 'c3', 'c3', 'cl', 'ho', 'h1', 'h1', 'h1', 'h1']);
    expect(m.partialCharges?.[3]).toBe(-0.1231);
    expect(sum(m.partialCharges!)).toBeCloseTo(0, 10);
    expect(m.residues).toEqual([{ name: 'MOL', number: 1, chain: '' }]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'mol2-element-from-name', severity: 'info', line: 8 });
    expect(diagnostics[0]?.atoms).toHaveLength(9);
  });

  // obabel: 8 atoms, 0 bonds, Cl4Na4 (it ignores CRYSIN).
  it('reads CRYSIN into a cubic cell and warns that the space group is not applied', () => {
    const { molecules, diagnostics } = readMol2(fixture('nacl-crysin.mol2'));
    const m = molecules[0]!;
    expect(m.cell?.parameters).toEqual({ a: 5.6402, b: 5.6402, c: 5.6402, alpha: 90, beta: 90, gamma: 90 });
    expect(m.cell?.vectors).toEqual([
      [5.6402, 0, 0],
      [0, 5.6402, 0],
      [0, 0, 5.6402],
    ]);
    expect(Array.from(m.partialCharges!)).toEqual([1, 1, 1, 1, -1, -1, -1, -1]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([['mol2-space-group', 20]]);
  });

  it('reads UNITY_ATOM_ATTR charges as formal charges (as Open Babel writes them)', () => {
    const atoms = ['1 N1 0 0 0 N.4 1 GLY 0.2', '2 O1 1 0 0 O.co2 1 GLY -0.5'];
    const text = mol2(
      atoms,
      [],
      ['@<TRIPOS>UNITY_ATOM_ATTR', '1 1', 'charge 1', '2 2', 'other 7', 'charge -1'],
    );
    expect(Array.from(readMol2(text).molecules[0]!.formalCharges)).toEqual([1, -1]);
  });

  it('reads ar, am, du, un and nc bonds', () => {
    const atoms = ['1 C1 0 0 0 C.2', '2 N1 1 0 0 N.am', '3 C2 2 0 0 C.ar', '4 C3 3 0 0 C.ar'];
    const bonds = ['1 1 2 am', '2 2 3 DU', '3 3 4 ar', '4 1 4 nc', '5 1 3 un'];
    const { molecules, diagnostics } = readMol2(mol2(atoms, bonds));
    const { Amide, Unknown, Aromatic } = BondOrder;
    expect(Array.from(molecules[0]!.bonds.order)).toEqual([Amide, Unknown, Aromatic, Unknown, Unknown]);
    expect(diagnostics.map((d) => [d.code, d.line])).toEqual([
      ['mol2-unknown-bond', 14],
      ['mol2-unknown-bond', 16],
      ['mol2-unknown-bond', 17],
    ]);
  });

  it('accepts ATOM lines without substructure and charge columns, and NO_CHARGES', () => {
    const m = readMol2(mol2(['1 O 0 0 0 O.3', '2 H 1 0 0 H'], [], [], 'NO_CHARGES')).molecules[0]!;
    expect(m.partialCharges).toBeUndefined();
    expect(m.residues).toEqual([{ name: 'UNK', number: 1, chain: '' }]);
    const zeros = readMol2(mol2(['1 O 0 0 0 O.3 1 W 0.0'], [], [], 'NO_CHARGES')).molecules[0]!;
    expect(zeros.partialCharges).toBeUndefined();
  });

  it('reads Du as element 0 and LP as a lone pair', () => {
    const { molecules, diagnostics } = readMol2(mol2(['1 D1 0 0 0 Du', '2 L1 1 0 0 LP']));
    expect(Array.from(molecules[0]!.elements)).toEqual([0, 0]);
    expect(diagnostics.map((d) => d.code)).toEqual(['mol2-dummy-atom']);
  });

  it('warns about all-capital names read by their first letter', () => {
    const { molecules, diagnostics } = readMol2(mol2(['1 CA 0 0 0 ca', '2 NA1 1 0 0 nb']));
    expect(Array.from(molecules[0]!.elements)).toEqual([6, 7]);
    expect(diagnostics.find((d) => d.code === 'mol2-ambiguous-name')?.atoms).toEqual([0, 1]);
  });

  it.each([
    ['an unknown element', mol2(['1 X1 0 0 0 xx']), 8, "nor the atom name 'X1'"],
    ['a query type', mol2(['1 C1 0 0 0 C.3', '2 A 0 0 0 Any']), 9, "'Any' is a SYBYL query type"],
    ['a short ATOM line', mol2(['1 C1 0 0 0']), 8, 'needs id, name, x, y, z and type'],
    ['a bad coordinate', mol2(['1 C1 0 abc 0 C.3']), 8, "y coordinate, found 'abc'"],
    ['a bad charge', mol2(['1 C1 0 0 0 C.3 1 RES q']), 8, 'partial charge'],
    ['a bad bond type', mol2(['1 C1 0 0 0 C.3', '2 C2 1 0 0 C.3'], ['1 1 2 5']), 11, "bond type '5'"],
    ['a bond to an unknown atom', mol2(['1 C1 0 0 0 C.3'], ['1 1 7 1']), 10, 'atom id 7'],
    ['too few atoms', mol2(['1 C1 0 0 0 C.3']).replace(' 1 0 1 0 0', ' 2 0 1 0 0'), 7, 'announces 2 atoms'],
    [
      'too many atoms',
      mol2(['1 C1 0 0 0 C.3', '2 C2 0 0 0 C.3']).replace(' 2 0 1 0 0', ' 1 0 1 0 0'),
      9,
      'announces 1 atoms',
    ],
    [
      'too many bonds',
      mol2(['1 C1 0 0 0 C.3', '2 C2 1 0 0 C.3'], ['1 1 2 1', '2 2 1 1']).replace(' 2 2 1', ' 2 1 1'),
      12,
      'announces 1 bonds',
    ],
    ['a duplicate atom id', mol2(['1 C1 0 0 0 C.3', '1 C2 1 0 0 C.3']), 7, 'used twice'],
    ['a bad CRYSIN', mol2(['1 C1 0 0 0 C.3'], [], ['@<TRIPOS>CRYSIN', '5 5 5 90 90 200 1 1']), 11, 'gamma'],
    ['a bad counts line', '@<TRIPOS>MOLECULE\nname\nabc\n', 3, 'number of atoms'],
    ['text before MOLECULE', 'hello\n@<TRIPOS>MOLECULE\n', 1, "expected '@<TRIPOS>MOLECULE'"],
    ['a section before MOLECULE', '@<TRIPOS>ATOM\n', 1, 'before any'],
    ['a missing ATOM record', '@<TRIPOS>MOLECULE\nname\n2 0\n', 1, 'no @<TRIPOS>ATOM'],
    ['no molecule', '# only a comment\n\n', 1, 'no'],
  ])('reports %s with file and line', (_what, text, line, message) => {
    const e = parseErrorOf(text);
    expect(e.fileName).toBe('bad.mol2');
    expect(e.line).toBe(line);
    expect(e.message).toContain(message);
  });
});

describe('fuzz', () => {
  it('mol2 reader throws only ParseErrors', () => fuzzReader(mol2Format, FIXTURES.map(fixture)));
});
