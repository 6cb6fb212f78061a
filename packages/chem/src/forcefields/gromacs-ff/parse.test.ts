import { describe, expect, it } from 'vitest';
import { ParseError } from '../../core/errors.js';
import { matchDihedralType, GromacsTypeIndex } from './lookup.js';
import { parseGromacsForceField } from './parse.js';

// Excerpts in the layout of gromacs-data's oplsaa.ff and gromos54a7.ff (values as there).
const OPLS_TOP = `#define _FF_OPLS
#define _FF_OPLSAA

[ defaults ]
; nbfunc	comb-rule	gen-pairs	fudgeLJ	fudgeQQ
1		3		yes		0.5	0.5

#include "ffnonbonded.itp"
#include "ffbonded.itp"
`;
const OPLS_NB = `[ atomtypes ]
; name  bond_type    mass    charge   ptype          sigma      epsilon
 opls_135   CT	6      12.01100    -0.180       A    3.50000e-01  2.76144e-01
 opls_140   HC	1       1.00800     0.060       A    2.50000e-01  1.25520e-01
 opls_154   OH	8      15.99940    -0.683       A    3.12000e-01  7.11280e-01 ; comment
HW_tip4pew   1       1.008   0.0000  A   0.00000e+00  0.00000e+00
`;
const OPLS_BONDED = `[ bondtypes ]
  CT    HC      1    0.10900   284512.0   ;
  CT    OH      1    0.14100   267776.0

[ constrainttypes ]
#ifdef HEAVY_H
 MNH3     CT 2    0.188929
#else
 MNH3     CT 2    0.158255
#endif

[ angletypes ]
  HC     CT     HC      1   107.800    276.144
  CT     OH     HO      1   108.500    460.240

[ dihedraltypes ]
  X      CT     CT     X       3      1.0   2.0   0.0   0.0   0.0   0.0
  HC     CT     CT     X       3      3.0   0.0   0.0   0.0   0.0   0.0
  HC     CT     CT     HC      3      0.62760   1.88280   0.00000  -2.51040   0.00000   0.00000
  HC     CT     OH     HO      3      0.62760   1.88280   0.00000 \\
                                     -2.51040   0.00000   0.00000

[ dihedraltypes ]
#define improper_O_C_X_Y        180.0     43.93200   2
  O  C  X  Y  1  improper_O_C_X_Y
`;

const files: Record<string, string> = {
  'forcefield.itp': OPLS_TOP,
  'ffnonbonded.itp': OPLS_NB,
  'ffbonded.itp': OPLS_BONDED,
};
const read = (name: string) => files[name];

describe('parseGromacsForceField (OPLS layout)', () => {
  const ff = parseGromacsForceField('forcefield.itp', read, '/top/oplsaa.ff');

  it('reads [ defaults ] with its location', () => {
    expect(ff.defaults).toEqual({
      nbfunc: 1,
      combinationRule: 3,
      genPairs: true,
      fudgeLJ: 0.5,
      fudgeQQ: 0.5,
      file: 'forcefield.itp',
      line: 6,
    });
    expect(ff.files).toEqual(['forcefield.itp', 'ffnonbonded.itp', 'ffbonded.itp']);
  });

  it('reads both atom-type layouts (bond_type + at.num, and at.num only)', () => {
    expect(ff.atomTypes.get('opls_135')).toEqual({
      name: 'opls_135',
      bondType: 'CT',
      atomicNumber: 6,
      mass: 12.011,
      charge: -0.18,
      ptype: 'A',
      v: 0.35,
      w: 0.276144,
      file: 'ffnonbonded.itp',
      line: 3,
    });
    expect(ff.atomTypes.get('HW_tip4pew')).toMatchObject({
      bondType: 'HW_tip4pew',
      atomicNumber: 1,
      mass: 1.008,
    });
  });

  it('keeps file and line of bonded rows and takes the #else branch without the define', () => {
    expect(ff.bondTypes[1]).toEqual({
      types: ['CT', 'OH'],
      funct: 1,
      params: [0.141, 267776],
      file: 'ffbonded.itp',
      line: 3,
    });
    expect(ff.constraintTypes).toHaveLength(1);
    expect(ff.constraintTypes[0]?.params).toEqual([0.158255]);
    const heavy = parseGromacsForceField('forcefield.itp', read, 'x', { defines: ['HEAVY_H'] });
    expect(heavy.constraintTypes[0]?.params).toEqual([0.188929]);
  });

  it('joins continuation lines and expands #define parameters', () => {
    const rb = ff.dihedralTypes.find((d) => d.types.join('-') === 'HC-CT-OH-HO');
    expect(rb?.params).toEqual([0.6276, 1.8828, 0, -2.5104, 0, 0]);
    expect(rb?.line).toBe(20);
    const imp = ff.dihedralTypes.find((d) => d.macro === 'improper_O_C_X_Y');
    expect(imp).toMatchObject({ types: ['O', 'C', 'X', 'Y'], funct: 1, params: [180, 43.932, 2], line: 25 });
    expect(ff.defines.get('improper_O_C_X_Y')).toMatchObject({ value: '180.0     43.93200   2', line: 24 });
  });

  it('finds bonds in either direction and the most specific dihedral as grompp does', () => {
    const bonds = new GromacsTypeIndex(ff.bondTypes);
    expect(bonds.find(['OH', 'CT'], 1)?.params).toEqual([0.141, 267776]);
    expect(bonds.find(['OH', 'OH'], 1)).toBeUndefined();
    const exact = matchDihedralType(ff.dihedralTypes, ['HC', 'CT', 'CT', 'HC'], 3);
    expect(exact?.params[0]).toBeCloseTo(0.6276);
    // HC-CT-CT-OH: X-CT-CT-X (2 matches) loses to HC-CT-CT-X read backwards (3 matches).
    expect(matchDihedralType(ff.dihedralTypes, ['OH', 'CT', 'CT', 'HC'], 3)?.params[0]).toBe(3);
    expect(matchDihedralType(ff.dihedralTypes, ['OH', 'CT', 'CT', 'OH'], 3)?.params[0]).toBe(1);
    expect(matchDihedralType(ff.dihedralTypes, ['OH', 'CT', 'CT', 'OH'], 9)).toBeUndefined();
  });
});

describe('parseGromacsForceField (GROMOS layout and grompp rules)', () => {
  const gromos: Record<string, string> = {
    'forcefield.itp': `[ defaults ]
  1		1		no		1.0	1.0
#include "ffnonbonded.itp"
#include "ffbonded.itp"
`,
    'ffnonbonded.itp': `[ atomtypes ]
;name  at.num   mass      charge  ptype       c6           c12
    O    8      0.000      0.000     A  0.0022619536       1e-06
  CH2    6      0.000      0.000     A  0.0074684164  3.3965584e-05
[ nonbond_params ]
	OM	O	1	2.261954E-03	8.611000E-07
[ pairtypes ]
	O	O	1	2.261954E-03	7.414932E-07
`,
    'ffbonded.itp': `#define gb_1        0.1000  1.5700e+07
#define gd_21   0.000        16.7           2
[ bondtypes ]
S      S       2    gb_1
[ dihedraltypes ]
S      S      1   gd_21
CH2    S      2   gd_21
A  B  C  D  9  0 1 1
A  B  C  D  9  0 2 2
[ moleculetype ]
 X  3
`,
  };
  const ff = parseGromacsForceField('forcefield.itp', (n) => gromos[n], '/top/gromos54a7.ff');

  it('reads c6/c12 atom types with no bond_type, pairs and nonbond_params', () => {
    expect(ff.defaults).toMatchObject({ combinationRule: 1, genPairs: false, fudgeLJ: 1 });
    expect(ff.atomTypes.get('CH2')).toMatchObject({
      bondType: 'CH2',
      atomicNumber: 6,
      v: 0.0074684164,
      w: 3.3965584e-5,
    });
    expect(ff.nonbondParams[0]).toMatchObject({
      types: ['OM', 'O'],
      funct: 1,
      params: [2.261954e-3, 8.611e-7],
    });
    expect(ff.pairTypes).toHaveLength(1);
  });

  it('expands macros, turns 2-type dihedrals into X A B X / A X X B, merges funct 9 blocks', () => {
    expect(ff.bondTypes[0]).toMatchObject({ funct: 2, params: [0.1, 1.57e7], macro: 'gb_1' });
    expect(ff.dihedralTypes.map((d) => d.types.join(' '))).toEqual(['X S S X', 'CH2 X X S', 'A B C D']);
    expect(ff.dihedralTypes[0]?.written).toBe(2);
    expect(ff.dihedralTypes[2]?.terms).toEqual([
      [0, 1, 1],
      [0, 2, 2],
    ]);
    expect(ff.otherSections).toEqual([
      { name: 'moleculetype', rows: [{ file: 'ffbonded.itp', line: 11, fields: ['X', '3'] }] },
    ]);
  });

  it('lets a later row for the same types replace the earlier one in place (grompp overrides)', () => {
    const f = parseGromacsForceField(
      'a.itp',
      () => `[ bondtypes ]\nA B 1 0.1 100\nC D 1 0.2 200\nB A 1 0.3 300\n`,
      'x',
    );
    expect(f.bondTypes.map((b) => b.params)).toEqual([
      [0.3, 300],
      [0.2, 200],
    ]);
  });
});

describe('parseGromacsForceField errors name the file and line', () => {
  const parse = (files: Record<string, string>) => () =>
    parseGromacsForceField('top.itp', (n) => files[n], 'x');

  it('for a bad number', () => {
    const fn = parse({ 'top.itp': '#include "b.itp"\n', 'b.itp': '[ bondtypes ]\n\nCT HC 1 0.109 abc\n' });
    expect(fn).toThrow(ParseError);
    expect(fn).toThrow(/b\.itp, line 3: parameter 2 is not a number/);
  });

  it('for a missing include, an unbalanced #endif and an unknown directive', () => {
    expect(parse({ 'top.itp': '\n#include "gone.itp"\n' })).toThrow(
      /top\.itp, line 2: cannot read included file "gone.itp"/,
    );
    expect(parse({ 'top.itp': '#endif\n' })).toThrow(/top\.itp, line 1: #endif without/);
    expect(parse({ 'top.itp': '#ifdef A\n' })).toThrow(/#ifdef\/#ifndef without #endif/);
    expect(parse({ 'top.itp': '#if 1\n#endif\n' })).toThrow(/unsupported preprocessor directive #if/);
    expect(parse({ 'top.itp': '[ atomtypes ]\nopls_1 C 6 12.0 0.0 0.35 0.2\n' })).toThrow(
      /line 2: \[ atomtypes \] row matches neither/,
    );
    expect(parse({ 'top.itp': 'CT HC 1\n' })).toThrow(/line 1: data before any \[ section \]/);
  });

  it('resolves an include relative to the including file first', () => {
    const ff = parseGromacsForceField(
      'topol.top',
      (n) =>
        ({
          'topol.top': '#include "oplsaa.ff/forcefield.itp"\n',
          'oplsaa.ff/forcefield.itp': '#include "nb.itp"\n',
          'oplsaa.ff/nb.itp': '[ atomtypes ]\n opls_135 CT 6 12.011 -0.18 A 0.35 0.276144\n',
        })[n],
      'x',
    );
    expect(ff.atomTypes.get('opls_135')).toMatchObject({ file: 'oplsaa.ff/nb.itp', line: 2 });
  });
});
