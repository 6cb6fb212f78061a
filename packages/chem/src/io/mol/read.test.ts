import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ParseError } from '../../core/errors.js';
import { bondList } from '../../core/molecule.js';
import { fuzzReader } from '../testing/fuzz-reader.js';
import { molFormat, sdfFormat } from './index.js';
import { readMol, readSdf } from './read.js';

const fixture = (name: string): string =>
  readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');
const FIXTURES = [
  'benzene-aromatic.mol',
  'glycine-zwitterion.mol',
  'three-records.sdf',
  'tetramethylammonium-v3000.mol',
  'acetate-v3000-continued.mol',
];

function parseErrorOf(text: string): ParseError {
  try {
    readMol(text, { fileName: 'bad.mol' });
  } catch (e) {
    if (e instanceof ParseError) return e;
    throw e;
  }
  throw new Error('expected a ParseError');
}

const netCharge = (charges: Int8Array): number => charges.reduce((s, c) => s + c, 0);

/** A V2000 molfile around the given atom and bond lines (counts taken from their number). */
function v2000(atoms: string[], bonds: string[] = [], props: string[] = []): string {
  const counts = `${String(atoms.length).padStart(3)}${String(bonds.length).padStart(3)}  0  0  0  0  0  0  0  0999 V2000`;
  return ['t', '  test', '', counts, ...atoms, ...bonds, ...props, 'M  END', ''].join('\n');
}
const atomLine = (symbol: string, code = 0): string =>
  `    0.0000    0.0000    0.0000 ${symbol.padEnd(3)} 0${String(code).padStart(3)}  0  0  0  0  0  0  0  0  0  0`;

describe('readMol (V2000)', () => {
  // Expected counts from Open Babel 3.1.1: `obabel <file> -otxt --append "atoms bonds abonds dbonds formula"`.
  it('reads benzene with aromatic bonds (obabel: 12 atoms, 12 bonds, 6 aromatic, C6H6)', () => {
    const { molecules, diagnostics } = readMol(fixture('benzene-aromatic.mol'));
    const m = molecules[0]!;
    expect(m.title).toBe('benzene');
    expect(m.atomCount).toBe(12);
    expect(Array.from(m.elements)).toEqual([6, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1]);
    expect(m.bonds.count).toBe(12);
    expect(Array.from(m.bonds.order).filter((o) => o === BondOrder.Aromatic)).toHaveLength(6);
    // Transcribed from line 5 of the fixture.
    expect(Array.from(m.positions.slice(0, 3))).toEqual([1.0677, 0.9087, -0.0262]);
    expect(bondList(m)[5]).toEqual({ a: 5, b: 0, order: BondOrder.Aromatic });
    expect(diagnostics).toEqual([]);
  });

  it('reads the glycine zwitterion charges (obabel: 10 atoms, 9 bonds, 1 double, C2H5NO2, N+ and O-)', () => {
    const m = readMol(fixture('glycine-zwitterion.mol')).molecules[0]!;
    expect([m.atomCount, m.bonds.count]).toEqual([10, 9]);
    expect(Array.from(m.bonds.order).filter((o) => o === BondOrder.Double)).toHaveLength(1);
    expect(m.formalCharges[0]).toBe(1);
    expect(m.formalCharges[4]).toBe(-1);
    expect(netCharge(m.formalCharges)).toBe(0);
  });

  it('lets M  CHG supersede every atom-block charge, as the CTfile spec says', () => {
    // Atom 1 has code 3 (+1) in the atom block but is not listed in M  CHG: its charge becomes 0.
    // RDKit 2022.09 (MolFromMolBlock) and Open Babel 3.1.1 (-osdf) read this file as [0, -2, 0] too.
    const text = v2000([atomLine('N', 3), atomLine('O'), atomLine('O', 5)], [], ['M  CHG  1   2  -2']);
    expect(Array.from(readMol(text).molecules[0]!.formalCharges)).toEqual([0, -2, 0]);
  });

  it('maps every charge code 0..7 and warns about the doublet radical', () => {
    const codes = [0, 1, 2, 3, 4, 5, 6, 7];
    const { molecules, diagnostics } = readMol(v2000(codes.map((c) => atomLine('C', c))));
    expect(Array.from(molecules[0]!.formalCharges)).toEqual([0, 3, 2, 1, 0, -1, -2, -3]);
    expect(diagnostics.map((d) => d.code)).toEqual(['mol-radical']);
    expect(diagnostics[0]?.line).toBe(9);
  });

  it('tolerates M  ISO, M  RAD, mass differences and alias lines', () => {
    const atom = '    1.0000    2.0000    3.0000 C   1  0  0  0  0  0  0  0  0  0  0  0';
    const text = v2000(
      [atom, atomLine('O')],
      ['  1  2  2  0'],
      ['M  ISO  1   1  13', 'A    1', 'alias text', 'M  RAD  1   2   2'],
    );
    const { molecules, diagnostics } = readMol(text);
    expect(Array.from(molecules[0]!.positions.slice(0, 3))).toEqual([1, 2, 3]);
    expect(diagnostics.map((d) => d.code)).toEqual(['mol-radical']);
  });

  it('reads lone pairs as element 0 and whitespace-separated lines', () => {
    const text = [
      '',
      '',
      '',
      '2 1 0 0 0 0 0 0 0 0 999 V2000',
      '0.0 0.0 0.0 O 0 0',
      '0.5 0 0 LP 0 0',
      '1 2 1',
      'M  END',
    ].join('\n');
    const m = readMol(text).molecules[0]!;
    expect(Array.from(m.elements)).toEqual([8, 0]);
    expect(m.bonds.count).toBe(1);
  });

  it('reads query bond types as unknown order with a warning naming the line', () => {
    const { molecules, diagnostics } = readMol(v2000([atomLine('C'), atomLine('C')], ['  1  2  8  0']));
    expect(molecules[0]!.bonds.order[0]).toBe(BondOrder.Unknown);
    expect(diagnostics[0]).toMatchObject({ code: 'mol-query-bond', line: 7 });
  });

  it('accepts a record without M  END with a warning', () => {
    const text = v2000([atomLine('C')]).replace('M  END\n', '');
    const { molecules, diagnostics } = readMol(text);
    expect(molecules[0]!.atomCount).toBe(1);
    expect(diagnostics.map((d) => d.code)).toEqual(['mol-no-m-end']);
  });

  it.each([
    ['an unknown element symbol', v2000([atomLine('Xx')]), 5, "unknown element symbol 'Xx'"],
    ['a query atom', v2000([atomLine('C'), atomLine('Q')]), 6, "'Q' is a query atom"],
    ['an atom list symbol', v2000([atomLine('L')]), 5, "'L' is a query atom"],
    ['a star atom', v2000([atomLine('*')]), 5, "'*' is a query atom"],
    ['a bad charge code', v2000([atomLine('C', 9)]), 5, 'charge code 9'],
    ['a bond to a missing atom', v2000([atomLine('C')], ['  1  2  1  0']), 6, 'there are 1 atoms'],
    ['a bad bond type', v2000([atomLine('C'), atomLine('C')], ['  1  2 11  0']), 7, 'bond type 11'],
    ['a self bond', v2000([atomLine('C'), atomLine('C')], ['  1  1  1  0']), 7, 'to itself'],
    ['a bad M  CHG atom', v2000([atomLine('C')], [], ['M  CHG  1   4   1']), 6, 'atom 4 does not exist'],
    ['a short M  CHG line', v2000([atomLine('C')], [], ['M  CHG  2   1   1']), 6, 'announces 2 entries'],
    [
      'a truncated atom block',
      v2000([atomLine('C')])
        .replace('  1  0  0', '  3  0  0')
        .replace('M  END\n', ''),
      6,
      'atom line 2 of 3',
    ],
    ['a missing counts line', 'title\nprogram\n', 3, 'counts line'],
    ['a garbage counts line', 'a\nb\nc\nxyz\n', 4, 'atom count'],
    ['an unknown version', 'a\nb\nc\n  0  0  0  0  0  0  0  0  0  0999 V4000\n', 4, "version 'V4000'"],
  ])('reports %s with file and line', (_what, text, line, message) => {
    const e = parseErrorOf(text);
    expect(e.line).toBe(line);
    expect(e.fileName).toBe('bad.mol');
    expect(e.message).toContain(message);
  });

  it('throws for an empty file', () => {
    expect(() => readMol('')).toThrow(ParseError);
    expect(() => readMol('\n\n$$$$\n')).toThrow(ParseError);
  });
});

describe('readMol (V3000)', () => {
  // obabel 3.1.1 on the same file: 17 atoms, 16 bonds, C4H12N+.
  it('reads the V3000 file Open Babel writes, with CHG=', () => {
    const m = readMol(fixture('tetramethylammonium-v3000.mol')).molecules[0]!;
    expect([m.atomCount, m.bonds.count]).toEqual([17, 16]);
    expect(m.formalCharges[1]).toBe(1);
    expect(netCharge(m.formalCharges)).toBe(1);
    // Transcribed from line 9 of the fixture.
    expect(Array.from(m.positions.slice(3, 6))).toEqual([2.48822, 0.0916193, 0.0356974]);
  });

  // Open Babel 3.1.1 refuses this file (0 molecules converted); RDKit 2022.09 MolFromMolFile reads it as
  // [H]C([H])([H])C(=O)[O-]: 7 atoms, 6 bonds, charge -1 on the fourth atom.
  it('joins continuation lines, maps non-sequential indices and skips SGROUP blocks', () => {
    const { molecules, diagnostics } = readMol(fixture('acetate-v3000-continued.mol'));
    const m = molecules[0]!;
    expect([m.atomCount, m.bonds.count]).toEqual([7, 6]);
    expect(Array.from(m.formalCharges)).toEqual([0, 0, 0, -1, 0, 0, 0]);
    expect(Array.from(m.positions.slice(9, 12))).toEqual([1.604, -1.0641, 0.0783]);
    expect(bondList(m)[2]).toEqual({ a: 1, b: 3, order: BondOrder.Single });
    expect(diagnostics).toEqual([]);
  });

  const v3000 = (atoms: string[], bonds: string[], counts = `${atoms.length} ${bonds.length}`): string =>
    [
      'x',
      '',
      '',
      '  0  0  0     0  0            999 V3000',
      'M  V30 BEGIN CTAB',
      `M  V30 COUNTS ${counts} 0 0 0`,
      'M  V30 BEGIN ATOM',
      ...atoms.map((a) => `M  V30 ${a}`),
      'M  V30 END ATOM',
      'M  V30 BEGIN BOND',
      ...bonds.map((b) => `M  V30 ${b}`),
      'M  V30 END BOND',
      'M  V30 END CTAB',
      'M  END',
    ].join('\n');

  it.each([
    ['a count mismatch', v3000(['1 C 0 0 0 0'], [], '2 0'), 12, 'announces 2 atoms'],
    ['a query atom list', v3000(['1 [C,N] 0 0 0 0'], []), 8, 'query atom'],
    ['a bond to an undefined index', v3000(['1 C 0 0 0 0'], ['1 1 1 5']), 11, 'atom index 5'],
    ['a short atom line', v3000(['1 C 0 0'], []), 8, 'needs index, type'],
    ['a bad coordinate', v3000(['1 C 0 zz 0 0'], []), 8, 'y coordinate'],
    [
      'a non-V30 line',
      v3000(['1 C 0 0 0 0'], []).replace('M  V30 END ATOM', 'garbage'),
      9,
      "expected an 'M  V30' line",
    ],
    ['a missing M  END', v3000(['1 C 0 0 0 0'], []).replace('M  END', ''), 13, "no 'M  END'"],
  ])('reports %s with its line', (_what, text, line, message) => {
    const e = parseErrorOf(text);
    expect(e.line).toBe(line);
    expect(e.message).toContain(message);
  });

  it('reads V3000 query bonds (coordination type 9) as unknown order', () => {
    const { molecules, diagnostics } = readMol(v3000(['1 Fe 0 0 0 0', '2 O 2 0 0 0 RAD=2'], ['1 9 1 2']));
    expect(molecules[0]!.bonds.order[0]).toBe(BondOrder.Unknown);
    expect(diagnostics.map((d) => d.code)).toEqual(['mol-radical', 'mol-query-bond']);
  });
});

describe('readSdf', () => {
  // obabel 3.1.1: `obabel three-records.sdf -otxt --append "atoms bonds formula"` gives
  // ethanol 9 8 C2H6O, acetate 7 6 C2H3O2-, ammonium 5 4 H4N+.
  it('reads three records with their data items (obabel: 9/8, 7/6, 5/4 atoms/bonds; charges 0, -1, +1)', () => {
    const { molecules, diagnostics } = readSdf(fixture('three-records.sdf'));
    expect(molecules.map((m) => m.title)).toEqual(['ethanol', 'acetate', 'ammonium']);
    expect(molecules.map((m) => [m.atomCount, m.bonds.count])).toEqual([
      [9, 8],
      [7, 6],
      [5, 4],
    ]);
    expect(molecules.map((m) => netCharge(m.formalCharges))).toEqual([0, -1, 1]);
    expect(molecules[0]!.properties).toEqual({ source: 'hand', boiling_point_K: '351.4' });
    expect(molecules[1]!.properties['notes']).toBe('conjugate base of acetic acid\nsecond line of the note');
    expect(diagnostics).toEqual([]);
  });

  it('names the line of an error in a later record', () => {
    const text = fixture('three-records.sdf').replace(
      '    0.9100   -0.0303   -0.5102 H',
      '    0.9100   -0.0303   -0.5102 Zz',
    );
    expect(() => readSdf(text, { fileName: 'x.sdf' })).toThrow(
      /x\.sdf, line 65: unknown element symbol 'Zz'/,
    );
  });

  it('reports stray lines between data items and refuses a nameless header', () => {
    const base = fixture('three-records.sdf').split('$$$$')[0]!;
    expect(readSdf(`${base}stray\n$$$$\n`).diagnostics.map((d) => d.code)).toEqual(['sdf-stray-line']);
    expect(() => readSdf(`${base}>\nvalue\n`)).toThrow(/names no field/);
  });
});

describe('fuzz', () => {
  const seeds = FIXTURES.map(fixture);
  it('mol reader throws only ParseErrors', () => fuzzReader(molFormat, seeds));
  it('sdf reader throws only ParseErrors', () => fuzzReader(sdfFormat, seeds));
});
