import { describe, expect, it } from 'vitest';
import { ESTIMATED_NOTE_KEYS, ESTIMATED_NOTE_VALUES, type EstimatedNoteKey } from '../core/estimated-note.js';
import type { Provenance, System } from '../core/system.js';
import { parseGromacsForceField } from '../forcefields/gromacs-ff/parse.js';
import { oplsEstimator } from './opls/estimate.js';
import { parameterize } from './parameterize.js';
import { graph, miniGaff } from './testing/molecules.js';
import {
  GROMOS_ANGLE_RULES,
  GROMOS_BOND_RULES,
  GROMOS_DIHEDRAL_RULES,
  type GromosMacroRule,
} from './united-atom/gromos-bonded-rules.js';
import { gromosAngle, gromosBond, gromosDihedral } from './united-atom/gromos-macros.js';

/**
 * Every estimate carries its note as data (issue 16): a key of the closed list and exactly the values
 * that key names, so that the web can render it in the interface language. Each producer is driven
 * here; the keys seen must cover the whole list, so a new key without a producer test fails too.
 */
const seen = new Set<EstimatedNoteKey>();

function checkNote(p: Provenance | undefined): void {
  if (!p?.estimated) return;
  const note = p.estimatedNote;
  expect(note, `note of "${p.estimatedFrom ?? '?'}"`).toBeDefined();
  if (!note) return;
  expect(ESTIMATED_NOTE_KEYS).toContain(note.key);
  expect(Object.keys(note.values).sort()).toEqual([...ESTIMATED_NOTE_VALUES[note.key]].sort());
  for (const v of Object.values(note.values)) expect(['string', 'number']).toContain(typeof v);
  seen.add(note.key);
}

function checkSystem(s: System): number {
  const all = [
    ...s.atoms.map((a) => a.provenance),
    ...[...s.bondParameters, ...s.angleParameters, ...s.dihedralParameters, ...s.improperParameters].map(
      (p) => p.provenance,
    ),
  ];
  all.forEach(checkNote);
  return all.filter((p) => p.estimated).length;
}

const ff = miniGaff();
const run = (elements: number[], bonds: [number, number][], types: string[], extra: object = {}) =>
  parameterize(graph(elements, bonds), {
    types,
    charges: new Float64Array(elements.length),
    forceField: ff,
    ...extra,
  }).system;

describe('estimated-parameter notes (GAFF cascade and empirical rules)', () => {
  it('analogous types, and the default improper of a planar centre', () => {
    // A cp centre with three ca: cp-ca bonds and ca-cp-ca angles by analogy (cp ↔ ca); no improper
    // names a cp centre, so parmchk2's default planar improper.
    const s = run(
      [6, 6, 6, 6],
      [
        [0, 1],
        [0, 2],
        [0, 3],
      ],
      ['cp', 'ca', 'ca', 'ca'],
    );
    expect(checkSystem(s)).toBeGreaterThan(0);
    expect(s.bondParameters[0]?.provenance.estimatedNote).toEqual({
      key: 'analogousTypes',
      values: { types: 'ca-ca', target: 'cp-ca' },
    });
    expect(s.improperParameters[0]?.provenance.estimatedNote).toEqual({
      key: 'planarImproper',
      values: { centre: 'cp' },
    });
  });

  it('fuzzy-mode candidates', () => {
    const s = run([6, 6], [[0, 1]], ['cp', 'ca'], { alternatives: [['ca'], []] });
    expect(checkSystem(s)).toBe(1);
    expect(s.bondParameters[0]?.provenance.estimatedNote?.key).toBe('fuzzyTypes');
  });

  it('covalent radii for a bond, the mean of same-element angles for an angle', () => {
    const s = run(
      [1, 6, 1],
      [
        [0, 1],
        [1, 2],
      ],
      ['hx', 'c3', 'hx'],
    );
    expect(checkSystem(s)).toBeGreaterThanOrEqual(2);
    expect(s.bondParameters[0]?.provenance.estimatedNote).toEqual({
      key: 'empiricalBond',
      values: { count: 2, pair: 'H-C', source: 'mini-gaff.dat' },
    });
    expect(s.angleParameters[0]?.provenance.estimatedNote).toEqual({
      key: 'empiricalAngle',
      values: { count: 1, angle: 'H-C-H', source: 'mini-gaff.dat' },
    });
  });
});

// oplsaa.ff lines as in gromacs-data (see opls/estimate.test.ts): no dihedral rows at all.
const OPLS_FILES: Record<string, string> = {
  'forcefield.itp': '[ defaults ]\n1 3 yes 0.5 0.5\n#include "ffnonbonded.itp"\n#include "ffbonded.itp"\n',
  'ffnonbonded.itp': `[ atomtypes ]
 opls_135   CT	6      12.01100    -0.180       A    3.50000e-01  2.76144e-01
 opls_140   HC	1      1.00800     0.060       A    2.50000e-01  1.25520e-01
 opls_246   CT_2 6  12.01100     0.010       A    3.50000e-01  2.76144e-01
 opls_753   NZ     7	14.00670    -0.560       A    3.20000e-01  7.11280e-01
 opls_754   CZ     6	12.01100     0.460       A    3.30000e-01  2.76144e-01
`,
  'ffbonded.itp': `[ bondtypes ]
  CT    CZ      1    0.14700   326352.0
  CT    HC      1    0.10900   284512.0
[ angletypes ]
  HC     CT     HC      1   107.800    276.144
[ dihedraltypes ]
`,
};

describe('estimated-parameter notes (OPLS-AA/L cascade)', () => {
  const opls = oplsEstimator(
    parseGromacsForceField('forcefield.itp', (n) => OPLS_FILES[n], '/top/oplsaa.ff'),
  );

  it('analogous bond types, the nearest row, linear and row-less torsions', () => {
    const analogous = opls.bond(['CT_2', 'CZ']);
    const nearest = opls.angle(['HC', 'CT', 'CT']);
    const linear = opls.dihedral(['HC', 'CT', 'CZ', 'NZ'], true);
    const noRow = opls.dihedral(['HC', 'CT', 'CT', 'HC'], false);
    for (const p of [analogous, nearest, linear, noRow]) checkNote(p?.provenance);
    expect(analogous?.provenance.estimatedNote).toEqual({
      key: 'oplsAnalogousTypes',
      values: { types: 'CT-CZ', target: 'CT_2-CZ' },
    });
    expect(nearest?.provenance.estimatedNote).toEqual({
      key: 'oplsNearestRow',
      values: { types: 'HC-CT-HC', file: 'ffbonded.itp', line: 5, target: 'CT-CT-HC' },
    });
    expect(linear?.provenance.estimatedNote?.key).toBe('oplsLinearTorsion');
    expect(noRow?.provenance.estimatedNote?.key).toBe('oplsNoRowTorsion');
  });
});

describe('estimated-parameter notes (GROMOS 54A7 macros by analogy)', () => {
  it('every rule applied by analogy', () => {
    const withAnalogy = (rules: readonly GromosMacroRule[]) => rules.filter((r) => r.analogy !== undefined);
    const all = [
      ...withAnalogy(GROMOS_BOND_RULES).map((r) => [r, gromosBond] as const),
      ...withAnalogy(GROMOS_ANGLE_RULES).map((r) => [r, gromosAngle] as const),
      ...withAnalogy(GROMOS_DIHEDRAL_RULES).map((r) => [r, gromosDihedral] as const),
    ];
    expect(all.length).toBeGreaterThan(0);
    const defines = all.map(([r]) => `#define ${r.macro} 109.5 450.0 3`).join('\n');
    const files: Record<string, string> = {
      'forcefield.itp': '#include "ffbonded.itp"\n',
      'ffbonded.itp': defines,
    };
    const gromos = parseGromacsForceField('forcefield.itp', (n) => files[n], '/top/gromos54a7.ff');
    for (const [rule, make] of all) {
      const p = make(gromos, rule).provenance;
      checkNote(p);
      expect(p.estimatedNote).toEqual({ key: 'gromosAnalogy', values: { macro: rule.macro } });
    }
  });
});

describe('estimated-parameter notes', () => {
  it('every key of the closed list has been produced above', () => {
    expect([...seen].sort()).toEqual([...ESTIMATED_NOTE_KEYS].sort());
  });
});
