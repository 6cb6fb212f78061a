import { describe, expect, it } from 'vitest';
import { parseGromacsForceField } from '../../forcefields/gromacs-ff/parse.js';
import { graph } from '../testing/molecules.js';
import { parameterizeOpls } from './parameterize-opls.js';
import {
  bondTypeOf,
  oplsAngleParameter,
  oplsAtomParameters,
  oplsBondParameter,
  oplsDihedralParameter,
} from './lookups.js';

// Lines of gromacs-data's oplsaa.ff (2022), line numbers of the real files in the comments.
const FORCEFIELD = `[ defaults ]
1		3		yes		0.5	0.5
#include "ffnonbonded.itp"
#include "ffbonded.itp"
`;
const NONBONDED = `[ atomtypes ]
 opls_154   OH	  8     15.99940    -0.683       A    3.12000e-01  7.11280e-01
 opls_155   HO	  1      1.00800     0.418       A    0.00000e+00  0.00000e+00
 opls_156   HC	  1      1.00800     0.040       A    2.50000e-01  1.25520e-01
 opls_157   CT	  6     12.01100     0.145       A    3.50000e-01  2.76144e-01
 opls_135   CT	6      12.01100    -0.180       A    3.50000e-01  2.76144e-01
`;
const bonded = (dihedrals: string) => `[ bondtypes ]
  CT    HC      1    0.10900   284512.0   ; 196
  CT    OH      1    0.14100   267776.0   ; 213
  HO    OH      1    0.09450   462750.4   ; 259
  CT    CT      1    0.15290   224262.4   ; 192
[ angletypes ]
  CT     CT     HC      1   110.700    313.800   ; 881
  CT     CT     OH      1   109.500    418.400   ; 909
  HC     CT     HC      1   107.800    276.144   ; 929
  HC     CT     OH      1   109.500    292.880   ; 961
  CT     OH     HO      1   108.500    460.240   ; 1095
[ dihedraltypes ]
${dihedrals}
`;
const DIHEDRALS = `  X      CT     OH     X       3      9.0   0.0   0.0   0.0   0.0   0.0 ; invented wildcard row
  CT     CT     OH     HO      3     -0.44350   3.83255   0.72801  -4.11705   0.00000   0.00000 ; 1630
  HC     CT     CT     HC      3      0.62760   1.88280   0.00000  -2.51040   0.00000   0.00000 ; 1824
  HC     CT     CT     OH      3      0.97905   2.93716   0.00000  -3.91622   0.00000   0.00000 ; 1831`;

const forceField = (dihedrals = DIHEDRALS) =>
  parseGromacsForceField(
    'forcefield.itp',
    (n) =>
      ({ 'forcefield.itp': FORCEFIELD, 'ffnonbonded.itp': NONBONDED, 'ffbonded.itp': bonded(dihedrals) })[n],
    '/top/oplsaa.ff',
  );

/** Ethanol in the atom order and with the types and charges of oplsaa.ff/ethanol.itp. */
const ethanol = () =>
  graph(
    [6, 1, 1, 1, 6, 1, 1, 8, 1],
    [
      [0, 4],
      [2, 0],
      [3, 0],
      [1, 0],
      [6, 4],
      [5, 4],
      [7, 4],
      [8, 7],
    ],
  );
const TYPES = [
  'opls_157',
  'opls_156',
  'opls_156',
  'opls_156',
  'opls_157',
  'opls_156',
  'opls_156',
  'opls_154',
  'opls_155',
];
const CHARGES = new Float64Array([-0.18, 0.06, 0.06, 0.06, 0.145, 0.06, 0.06, -0.683, 0.418]);

describe('parameterizeOpls', () => {
  const ff = forceField();
  const { system } = parameterizeOpls(ethanol(), { types: TYPES, charges: CHARGES, forceField: ff });
  const dihedralOf = (q: number[]) =>
    system.dihedralParameters[system.dihedrals.find((t) => t.atoms.join() === q.join())?.parameter ?? -1];

  it('takes σ, ε, mass from the opls type and the charge given', () => {
    expect(system.atoms[7]).toEqual({
      label: 'A8',
      forceField: 'OPLS-AA/L',
      type: 'opls_154',
      charge: -0.683,
      mass: 15.9994,
      sigma: 0.312,
      epsilon: 0.71128,
      provenance: {
        forceField: 'OPLS-AA/L',
        source: '/top/oplsaa.ff/ffnonbonded.itp',
        line: 2,
        estimated: false,
      },
    });
    expect(system.defaults).toEqual({
      nbfunc: 1,
      combinationRule: 3,
      genPairs: true,
      fudgeLJ: 0.5,
      fudgeQQ: 0.5,
    });
  });

  it('finds bonds and angles through bond types, in either direction', () => {
    const ho = system.bonds.find((t) => t.atoms.join() === '7,8')!;
    expect(system.bondParameters[ho.parameter]).toMatchObject({ funct: 1, b0: 0.0945, kb: 462750.4 });
    expect(system.bondParameters[ho.parameter]?.provenance.line).toBe(4);
    const coh = system.angles.find((t) => t.atoms.join() === '4,7,8')!;
    expect(system.angleParameters[coh.parameter]).toMatchObject({ theta0: 108.5, k: 460.24 });
    expect(system.bonds).toHaveLength(8);
    expect(system.angles).toHaveLength(13);
  });

  it('keeps torsions Ryckaert–Bellemans, the exact row winning over X-CT-OH-X', () => {
    expect(system.dihedrals).toHaveLength(12);
    expect(dihedralOf([0, 4, 7, 8])).toMatchObject({
      funct: 3,
      c: [-0.4435, 3.83255, 0.72801, -4.11705, 0, 0],
    });
    // H-C-O-H has no row of its own here: the wildcard row answers.
    expect(dihedralOf([5, 4, 7, 8])).toMatchObject({ funct: 3, c: [9, 0, 0, 0, 0, 0] });
    expect(dihedralOf([5, 4, 7, 8])?.provenance.line).toBe(13);
    expect(dihedralOf([1, 0, 4, 7])?.provenance.line).toBe(16);
  });

  it('makes the 12 1-4 pairs ethanol.itp lists', () => {
    const pairs = system.pairs.map((p) => p.atoms.map((a) => a + 1).join('-')).sort();
    const itp = ['2-6', '2-7', '2-8', '3-6', '3-7', '3-8', '4-6', '4-7', '4-8', '1-9', '6-9', '7-9'];
    expect(pairs).toEqual(itp.sort());
    expect(system.impropers).toHaveLength(0);
  });

  it('takes bond lengths and angles from the structure when asked', () => {
    const mol = ethanol();
    const { system: s } = parameterizeOpls(mol, {
      types: TYPES,
      charges: CHARGES,
      forceField: ff,
      useCurrentStructure: 3,
    });
    // graph() places atom i at (i, 0, 0): C1-C5 is 4 Å, and every angle is 0° or 180°.
    const cc = s.bonds.find((t) => t.atoms.join() === '0,4')!;
    expect(s.bondParameters[cc.parameter]).toMatchObject({ b0: 0.4, kb: 224262.4 });
    expect(s.bondParameters[cc.parameter]?.provenance.derivedFrom).toBe('geometry');
  });

  it('estimates a torsion neither oplsaa.ff nor an analogue gives from the nearest row, flagged; zero only without one', () => {
    // HO and the centres CT, OH have no analogue for a torsion (analogues.ts), HC → HA finds no row:
    // the nearest row is CT-CT-OH-HO (line 1630), the outer HC read as CT (another element, from H: 9).
    const noWildcard = forceField(DIHEDRALS.split('\n').slice(1).join('\n'));
    const { system, diagnostics } = parameterizeOpls(ethanol(), {
      types: TYPES,
      charges: CHARGES,
      forceField: noWildcard,
    });
    const hcoh = system.dihedrals.find((d) => d.atoms.join() === '5,4,7,8')!;
    expect(system.dihedralParameters[hcoh.parameter]).toMatchObject({
      funct: 3,
      c: [-0.4435, 3.83255, 0.72801, -4.11705, 0, 0],
      provenance: {
        estimated: true,
        penalty: 9,
        estimatedFrom: expect.stringMatching(/^nearest oplsaa.ff row/),
      },
    });
    expect(diagnostics.some((d) => d.code === 'estimated-parameter' && d.atoms?.includes(8))).toBe(true);
    // No torsion row with central atoms C and O at all: zero energy, flagged with the largest penalty.
    const noCo = forceField(DIHEDRALS.split('\n').slice(2, 3).join('\n'));
    const zero = parameterizeOpls(ethanol(), { types: TYPES, charges: CHARGES, forceField: noCo }).system;
    const z = zero.dihedralParameters[zero.dihedrals.find((d) => d.atoms.join() === '5,4,7,8')!.parameter]!;
    expect(z).toMatchObject({
      funct: 3,
      c: [0, 0, 0, 0, 0, 0],
      provenance: { estimated: true, penalty: 20 },
    });
    const unknown = () =>
      parameterizeOpls(ethanol(), {
        types: TYPES.map((t, i) => (i === 2 ? 'opls_999' : t)),
        charges: CHARGES,
        forceField: ff,
      });
    expect(unknown).toThrow(/Atom 3 has OPLS type opls_999/);
  });

  it('exports the term look-ups the GAFF backup cascade uses', () => {
    expect(bondTypeOf(ff, 'opls_135')).toBe('CT');
    expect(oplsAtomParameters(ff, 'opls_156')).toMatchObject({ mass: 1.008, sigma: 0.25, epsilon: 0.12552 });
    expect(oplsBondParameter(ff, 'OH', 'CT')?.b0).toBe(0.141);
    expect(oplsAngleParameter(ff, 'OH', 'CT', 'CT')?.theta0).toBe(109.5);
    expect(oplsDihedralParameter(ff, 'OH', 'CT', 'CT', 'HC')).toMatchObject({
      funct: 3,
      c: [0.97905, 2.93716, 0, -3.91622, 0, 0],
    });
    expect(oplsBondParameter(ff, 'OH', 'OH')).toBeUndefined();
    expect(oplsDihedralParameter(ff, 'HC', 'CT', 'CT', 'CT')).toBeUndefined();
    expect(oplsAtomParameters(ff, 'opls_999')).toBeUndefined();
  });
});
