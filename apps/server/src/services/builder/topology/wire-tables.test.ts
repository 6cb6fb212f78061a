import { gromacsWriter, lammpsWriter, openmmWriter, runWriter } from '@topoforge/chem';
import type { TopologyPayload } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../kernel/http/errors.js';
import { topologyRequest } from './build-system.js';
import { wireFromPayload } from './wire-tables.js';

const PROV = { forceField: 'GAFF', source: 'gaff.dat', estimated: false };

/** Two atoms of types c3 and hc: enough for the explicit-pair rows to name real types. */
function payload(nonbondedPairs?: TopologyPayload['nonbondedPairs']): TopologyPayload {
  return {
    atoms: [
      ['C1', 'GAFF', 'c3', 0, 0, 0, -0.1, 12.01, 0.34, 0.46],
      ['H1', 'GAFF', 'hc', 1.09, 0, 0, 0.1, 1.008, 0.265, 0.066],
    ],
    bonds: [[1, 2, 1, 0.109, 280000]],
    angles: [],
    dihedrals: [],
    impropers: [],
    pairs: [],
    ...(nonbondedPairs ? { nonbondedPairs } : {}),
    provenance: { atoms: [PROV, PROV], bonds: [PROV], angles: [], dihedrals: [], impropers: [] },
    defaults: { nbfunc: 1, combinationRule: 2, genPairs: true, fudgeLJ: 0.5, fudgeQQ: 0.8333 },
    meta: {
      inputSha256: '0',
      forceFields: ['GAFF'],
      backup: null,
      waterModel: null,
      chargeMethod: null,
      program: { name: 'TopoForge', version: '0' },
      cell: null,
      estimated: { atoms: 0, bonds: 0, angles: 0, dihedrals: 0, impropers: 0 },
    },
  };
}

function thrown(f: () => unknown): HttpError {
  try {
    f();
  } catch (e) {
    if (e instanceof HttpError) return e;
    throw e;
  }
  throw new Error('nothing was thrown');
}

describe('explicit pair rows of the download payload', () => {
  it('are absent when the payload has none, and pass through as numbers when valid', () => {
    expect(wireFromPayload(payload()).nonbondedPairs).toBeUndefined();
    expect(wireFromPayload(payload([['c3', 'hc', '1', '0.3', 0.2]])).nonbondedPairs).toEqual([
      ['c3', 'hc', 1, 0.3, 0.2],
    ]);
  });

  it('answer 400 naming the row and column of the first bad cell', () => {
    const cases: [TopologyPayload['nonbondedPairs'], string][] = [
      [[['c3', 'zz', 1, 0.3, 0.2]], "nonbondedPairs row 1, column 2: type 'zz' is not the type of any atom"],
      [[['c3', 'hc', 2, 0.3, 0.2]], 'nonbondedPairs row 1, column 3: function type 2 is not 1'],
      [[['c3', 'hc', 1, 'x', 0.2]], "nonbondedPairs row 1, column 4: 'x' is not a number"],
      [[['c3', 'hc', 1, 0, 0.2]], 'nonbondedPairs row 1, column 4: sigma must be greater than 0 nm, not 0'],
      [[['c3', 'hc', 1, 0.3, -1]], 'nonbondedPairs row 1, column 5: epsilon must not be negative, not -1'],
      [
        [
          ['c3', 'hc', 1, 0.3, 0.2],
          ['hc', 'c3', 1, 0.3, 0.2],
        ],
        'nonbondedPairs row 2: the type pair hc–c3 is already in row 1',
      ],
    ];
    for (const [rows, message] of cases) {
      const error = thrown(() => wireFromPayload(payload(rows)));
      expect([error.statusCode, error.message]).toEqual([400, message]);
    }
  });

  it('reach the System the download writes: GROMACS gets [ nonbond_params ], the OpenMM XML an NBFixPair', () => {
    const request = topologyRequest({ ...payload([['c3', 'hc', 1, 0.3, 0.2]]), resname: 'MOL' });
    expect(request.system.nonbondedPairs).toEqual([
      { types: ['c3', 'hc'], funct: 1, sigma: 0.3, epsilon: 0.2, provenance: expect.any(Object) },
    ]);
    const itp = runWriter(gromacsWriter, request.system, { residueName: 'MOL' })['MOL_atomtypes.itp']!;
    expect(itp).toMatch(/\[ nonbond_params \]\n.*\n\s+c3\s+hc\s+1\s+0\.3\s+0\.2\n/);
    const xml = runWriter(openmmWriter, request.system, { residueName: 'MOL' })['MOL.xml']!;
    expect(xml).toMatch(/<NBFixPair class1="MOL-LJ\d" class2="MOL-LJ\d" sigma="0\.3" epsilon="0\.2"\/>/);
  });
});

/** The two-atom payload with a 1-4 table and the one pair 1-2 listed as a 1-4 pair. */
function payload14(rows: TopologyPayload['pairParameters14']): TopologyPayload {
  const base = payload();
  return { ...base, pairs: [[1, 2, 1]], pairParameters14: rows };
}

describe('1-4 pair rows (pairParameters14) of the download payload', () => {
  it('pass through as numbers when valid, and are absent when the payload has none', () => {
    expect(wireFromPayload(payload()).pairParameters14).toBeUndefined();
    expect(wireFromPayload(payload14([['hc', 'c3', '1', '0.3', 0.02]])).pairParameters14).toEqual([
      ['hc', 'c3', 1, 0.3, 0.02],
    ]);
  });

  it('answer 400 naming the table, row and column of the first bad cell', () => {
    const cases: [TopologyPayload['pairParameters14'], string][] = [
      [
        [['zz', 'c3', 1, 0.3, 0.2]],
        "pairParameters14 row 1, column 1: type 'zz' is not the type of any atom",
      ],
      [[['c3', 'hc', 0, 0.3, 0.2]], 'pairParameters14 row 1, column 3: function type 0 is not 1'],
      [[['c3', 'hc', 1, '', 0.2]], "pairParameters14 row 1, column 4: '' is not a number"],
      [
        [['c3', 'hc', 1, -0.3, 0.2]],
        'pairParameters14 row 1, column 4: sigma must be greater than 0 nm, not -0.3',
      ],
      [
        [['c3', 'hc', 1, 0.3, -0.5]],
        'pairParameters14 row 1, column 5: epsilon must not be negative, not -0.5',
      ],
      [
        [
          ['c3', 'c3', 1, 0.3, 0.2],
          ['c3', 'hc', 1, 0.3, 0.2],
          ['hc', 'c3', 1, 0.3, 0.2],
        ],
        'pairParameters14 row 3: the type pair hc–c3 is already in row 2',
      ],
    ];
    for (const [rows, message] of cases) {
      const error = thrown(() => wireFromPayload(payload14(rows)));
      expect([error.statusCode, error.message]).toEqual([400, message]);
    }
  });

  it('reach the System the download writes: GROMACS gets [ pairtypes ], LAMMPS refuses', () => {
    const request = topologyRequest({ ...payload14([['c3', 'hc', 1, 0.3, 0.02]]), resname: 'MOL' });
    expect(request.system.pairParameters14).toEqual([
      { types: ['c3', 'hc'], funct: 1, sigma: 0.3, epsilon: 0.02, provenance: expect.any(Object) },
    ]);
    const itp = runWriter(gromacsWriter, request.system, { residueName: 'MOL' })['MOL_atomtypes.itp']!;
    expect(itp).toMatch(/\[ pairtypes \]\n.*\n\s+c3\s+hc\s+1\s+0\.3\s+0\.02\n/);
    expect(() => runWriter(lammpsWriter, request.system, { residueName: 'MOL' })).toThrow(
      /cannot write the System's own 1-4 Lennard-Jones for the type pair c3–hc/,
    );
  });
});

describe('numbers of the download payload are finite', () => {
  it('numeric text that overflows ("1e999") is a 400 naming table, row and column, not Infinity', () => {
    const base = payload();
    const atom = base.atoms[1]!;
    const cases: [TopologyPayload, string][] = [
      [
        {
          ...base,
          atoms: [base.atoms[0]!, [atom[0], atom[1], atom[2], '1e999', 0, 0, 0.1, 1.008, 0.265, 0.066]],
        },
        "atoms row 2, column 4: '1e999' is not a finite number",
      ],
      [
        { ...base, bonds: [[1, 2, 1, 0.109, '-1E400']] },
        "bonds row 1, column 5: '-1E400' is not a finite number",
      ],
      [
        { ...base, nonbondedPairs: [['c3', 'hc', 1, 0.3, '1e999']] },
        "nonbondedPairs row 1, column 5: '1e999' is not a finite number",
      ],
      [
        { ...base, rigidWaters: [[1, 2, 2, '1e999', 0.15]] },
        "rigidWaters row 1, column 4: '1e999' is not a finite number",
      ],
    ];
    for (const [body, message] of cases) {
      const error = thrown(() => wireFromPayload(body));
      expect([error.statusCode, error.message]).toEqual([400, message]);
    }
  });

  it('an infinite number given as a number is refused too (a payload that skipped the contract)', () => {
    const base = payload();
    const error = thrown(() => wireFromPayload({ ...base, bonds: [[1, 2, 1, 0.109, Infinity]] }));
    expect([error.statusCode, error.message]).toEqual([
      400,
      "bonds row 1, column 5: 'Infinity' is not a finite number",
    ]);
  });
});
