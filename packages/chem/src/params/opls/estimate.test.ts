import { describe, expect, it } from 'vitest';
import { BondOrder } from '../../core/bond-order.js';
import { ChemError } from '../../core/errors.js';
import { MoleculeBuilder, type Molecule } from '../../core/molecule.js';
import { parseGromacsForceField } from '../../forcefields/gromacs-ff/parse.js';
import { graph } from '../testing/molecules.js';
import { oplsAnalogues } from './analogues.js';
import { LINEAR_TORSION } from './estimate.js';
import { linearAtoms } from './linear-atoms.js';
import { parameterizeOpls } from './parameterize-opls.js';

// Lines of gromacs-data's oplsaa.ff (2022); line numbers of the real files in the comments.
const FORCEFIELD = `[ defaults ]
1		3		yes		0.5	0.5
#include "ffnonbonded.itp"
#include "ffbonded.itp"
`;
const NONBONDED = `[ atomtypes ]
 opls_135   CT	6      12.01100    -0.180       A    3.50000e-01  2.76144e-01
 opls_140   HC	1      1.00800     0.060       A    2.50000e-01  1.25520e-01
 opls_246   CT_2 6  12.01100     0.010       A    3.50000e-01  2.76144e-01
 opls_753   NZ     7	14.00670    -0.560       A    3.20000e-01  7.11280e-01
 opls_754   CZ     6	12.01100     0.460       A    3.30000e-01  2.76144e-01
`;
const ANGLE_HC_CT_CZ = '  HC     CT     CZ      1   108.500    292.880   ; 394';
const bonded = (angles = ANGLE_HC_CT_CZ) => `[ bondtypes ]
  CT    CZ      1    0.14700   326352.0   ; 176
  CZ    NZ      1    0.11570   543920.0   ; 179
  CT    HC      1    0.10900   284512.0   ; 196
[ angletypes ]
  CT     CZ     NZ      1   180.000   1255.200   ; 404
  HC     CT     HC      1   107.800    276.144   ; 929
${angles}
[ dihedraltypes ]
`;
const forceField = (angles?: string) =>
  parseGromacsForceField(
    'forcefield.itp',
    (n) =>
      ({ 'forcefield.itp': FORCEFIELD, 'ffnonbonded.itp': NONBONDED, 'ffbonded.itp': bonded(angles) })[n],
    '/top/oplsaa.ff',
  );

/** Acetonitrile C1-C2≡N3, H 4-6 on C1; single bonds only, as a PDB without orders gives. */
const acetonitrile = () =>
  graph(
    [6, 6, 7, 1, 1, 1],
    [
      [0, 1],
      [1, 2],
      [0, 3],
      [0, 4],
      [0, 5],
    ],
  );
const typed = (methyl: string) => ({
  types: [methyl, 'opls_754', 'opls_753', 'opls_140', 'opls_140', 'opls_140'],
  charges: new Float64Array(6),
});

describe('OPLS missing-parameter cascade (inline oplsaa.ff excerpt)', () => {
  it('gives a torsion about a linear sp atom zero energy, flagged, with one warning naming its atoms', () => {
    // The excerpt has no [ dihedraltypes ] row at all: H-C-C≡N is about the C-C≡ bond of the sp carbon.
    const { system, diagnostics } = parameterizeOpls(acetonitrile(), {
      ...typed('opls_135'),
      forceField: forceField(),
    });
    expect(system.dihedrals).toHaveLength(3);
    expect(system.dihedralParameters).toHaveLength(1);
    expect(system.dihedralParameters[0]).toEqual({
      funct: 3,
      c: [0, 0, 0, 0, 0, 0],
      provenance: {
        forceField: 'OPLS-AA/L',
        source: '/top/oplsaa.ff',
        estimated: true,
        estimatedFrom: LINEAR_TORSION,
        estimatedNote: { key: 'oplsLinearTorsion', values: {} },
        penalty: 1,
      },
    });
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({
      severity: 'warning',
      code: 'estimated-parameter',
      atoms: [3, 0, 1, 2, 4, 5],
    });
    expect(diagnostics[0]?.message).toContain(
      'dihedral 4 (opls_140/HC), 1 (opls_135/CT), 2 (opls_754/CZ), 3 (opls_753/NZ) and 2 more',
    );
    // Every bond and angle has its row: none is estimated.
    expect([...system.bondParameters, ...system.angleParameters].some((p) => p.provenance.estimated)).toBe(
      false,
    );
  });

  it('keeps the strict behaviour when estimation is off', () => {
    const run = () =>
      parameterizeOpls(acetonitrile(), {
        ...typed('opls_135'),
        forceField: forceField(),
        estimateMissing: false,
      });
    expect(run).toThrow(ChemError);
    expect(run).toThrow(
      /No OPLS-AA\/L dihedral parameter .* for atoms 4 \(opls_140\/HC\), 1 \(opls_135\/CT\)/,
    );
  });

  it('reads CT_2 as CT for bonds and angles, taking the CT rows with penalty 1', () => {
    const { system, diagnostics } = parameterizeOpls(acetonitrile(), {
      ...typed('opls_246'),
      forceField: forceField(),
    });
    const bond = (a: number, b: number) =>
      system.bondParameters[system.bonds.find((t) => t.atoms.join() === `${a},${b}`)!.parameter]!;
    // Values of the CT-CZ (line 176) and CT-HC (line 196) rows.
    expect(bond(0, 1)).toMatchObject({ b0: 0.147, kb: 326352 });
    expect(bond(0, 1).provenance).toMatchObject({
      source: '/top/oplsaa.ff/ffbonded.itp',
      line: 2,
      estimated: true,
      penalty: 1,
    });
    expect(bond(0, 1).provenance.estimatedFrom).toMatch(
      /^analogous bond types CT-CZ for CT_2-CZ: CT_2 is an sp3 CT/,
    );
    expect(bond(0, 3)).toMatchObject({ b0: 0.109, kb: 284512 });
    // HC-CT_2-CZ from HC-CT-CZ (line 394), HC-CT_2-HC from HC-CT-HC (line 929).
    const angle =
      system.angleParameters[system.angles.find((t) => [...t.atoms].sort().join() === '0,1,3')!.parameter]!;
    expect(angle).toMatchObject({ theta0: 108.5, k: 292.88 });
    // One warning per estimated row: bonds CT_2-CZ, CT_2-HC; angles in term order;
    // the linear torsion. CZ-NZ keeps its own row.
    expect(
      diagnostics.map(
        (d) => /analogous bond types (\S+) for (\S+):/.exec(d.message)?.slice(1, 3).join(' for ') ?? 'linear',
      ),
    ).toEqual([
      'CT-CZ for CT_2-CZ',
      'CT-HC for CT_2-HC',
      'CZ-CT-HC for CZ-CT_2-HC',
      'HC-CT-HC for HC-CT_2-HC',
      'CT-CZ-NZ for CT_2-CZ-NZ',
      'linear',
    ]);
    expect(diagnostics.every((d) => d.code === 'estimated-parameter')).toBe(true);
  });

  it('estimates an angle with no row or analogue from the nearest row (no empirical angles for OPLS), flagged', () => {
    const { system } = parameterizeOpls(acetonitrile(), { ...typed('opls_135'), forceField: forceField('') });
    const czCtHc = system.angles.find((a) => a.atoms.join() === '1,0,3')!;
    // HC-CT-HC (line 929 of the real file, "107.800 276.144"): the outer CZ read as HC.
    expect(system.angleParameters[czCtHc.parameter]).toMatchObject({
      theta0: 107.8,
      k: 276.144,
      provenance: {
        estimated: true,
        penalty: 8,
        estimatedFrom: expect.stringMatching(
          /^nearest oplsaa.ff row CZ-CT-HC|^nearest oplsaa.ff row HC-CT-HC/,
        ),
      },
    });
  });
});

describe('oplsAnalogues', () => {
  it('offers position-limited substitutions only where they are sound', () => {
    expect(oplsAnalogues('C_2', 'bond', false).map((a) => a.type)).toEqual(['C']);
    expect(oplsAnalogues('C_2', 'dihedral', true).map((a) => a.type)).toEqual(['C', 'CT']);
    // C= may sit on a diene single bond: never read as the alkene CM when it is a centre.
    expect(oplsAnalogues('C=', 'dihedral', false)).toEqual([]);
    expect(oplsAnalogues('C=', 'dihedral', true).map((a) => a.type)).toEqual(['CM', 'CT']);
    expect(oplsAnalogues('SZ', 'angle', false)).toEqual([]);
    expect(oplsAnalogues('SZ', 'dihedral', false).map((a) => a.type)).toEqual(['SY2']);
    expect(oplsAnalogues('CZ', 'dihedral', true)).toEqual([]);
  });
});

describe('linearAtoms', () => {
  const build = (elements: number[], bonds: [number, number, BondOrder][]): Molecule => {
    const b = new MoleculeBuilder();
    elements.forEach((element, i) => b.addAtom({ element, x: i, y: 0, z: 0 }));
    for (const [a, c, order] of bonds) b.addBond({ a, b: c, order });
    return b.build();
  };
  it('finds sp atoms by a triple bond, two double bonds, or the CZ type', () => {
    // Propyne C1-C2≡C3 (hydrogens left out): C2 has two neighbours and a triple bond, C3 only one neighbour.
    const propyne = build(
      [6, 6, 6],
      [
        [0, 1, BondOrder.Single],
        [1, 2, BondOrder.Triple],
      ],
    );
    expect(linearAtoms(propyne, ['CT', 'CZ', 'CZ'])).toEqual([false, true, false]);
    // Allene C=C=C: the centre.
    const allene = build(
      [6, 6, 6],
      [
        [0, 1, BondOrder.Double],
        [1, 2, BondOrder.Double],
      ],
    );
    expect(linearAtoms(allene, ['CM', 'CM', 'CM'])).toEqual([false, true, false]);
    // Without orders, CZ with two neighbours still counts; NZ does not (bent HN=C of neutral arginine).
    const plain = build(
      [6, 6, 7, 1],
      [
        [0, 1, BondOrder.Single],
        [1, 2, BondOrder.Single],
        [2, 3, BondOrder.Single],
      ],
    );
    expect(linearAtoms(plain, ['CT', 'CZ', 'NZ', 'H'])).toEqual([false, true, false, false]);
  });
});
