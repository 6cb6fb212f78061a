import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AtomTypeOption } from '@topoforge/contract';
import { errorEnvelopeSchema, parameterSetSchema } from '@topoforge/contract';
import { findFormat } from '@topoforge/chem';
import { unzipSync, strFromU8 } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { builderCall } from './support/builder-call.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

let current: () => TestServer;

const call = (path: string, body?: unknown) => builderCall(current(), path, body);

const atomTypes = async (data: string, forcefield: string) => {
  const { status, json } = await call('forcefield/atomtype', { data, forcefield });
  expect(status, JSON.stringify(json)).toBe(200);
  return json.data as AtomTypeOption[][];
};

const parameters = async (
  data: string,
  atomtype: AtomTypeOption[][],
  extra: Record<string, unknown> = {},
) => {
  const { status, json } = await call('forcefield/param', {
    data,
    atomtype,
    backup: '-',
    watermodel: '-',
    use_current_structure: 0,
    use_mseminario: 0,
    vibrational_scaling: 1,
    ...extra,
  });
  expect(status, JSON.stringify(json)).toBe(200);
  return parameterSetSchema.parse(json.data);
};

/** oplsaa.ff's own [ atomtypes ] row of a type: σ (nm), ε (kJ/mol), read here independently of chem. */
function oplsAtomType(type: string): { sigma: number; epsilon: number } {
  const line = readFileSync('/usr/share/gromacs/top/oplsaa.ff/ffnonbonded.itp', 'utf8')
    .split('\n')
    .find((l) => l.trim().startsWith(`${type} `));
  const cols = (line ?? '').trim().split(/\s+/);
  return { sigma: Number(cols[6]), epsilon: Number(cols[7]) };
}

/** Methanol (1–6) and one SPC-geometry water (7–9). */
const METHANOL_WATER = `@<TRIPOS>MOLECULE
mix
 9 7 2 0 0
SMALL
USER_CHARGES

@<TRIPOS>ATOM
      1 C1         -0.0470    0.6640    0.0000 C.3     1 MOL       0.1450
      2 O1          1.3590    0.5280    0.0000 O.3     1 MOL      -0.6830
      3 H1         -0.3510    1.7090    0.0000 H       1 MOL       0.0400
      4 H2         -0.4500    0.1750    0.8900 H       1 MOL       0.0400
      5 H3         -0.4500    0.1750   -0.8900 H       1 MOL       0.0400
      6 H4          1.6420   -0.3960    0.0000 H       1 MOL       0.4180
      7 OW          5.0000    0.0000    0.0000 O.3     2 HOH      -0.8000
      8 HW1         5.8165    0.5774    0.0000 H       2 HOH       0.4000
      9 HW2         4.1835    0.5774    0.0000 H       2 HOH       0.4000
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
     5     2     6    1
     6     7     8    1
     7     7     9    1
`;

/** The methanol of METHANOL_WATER alone. */
const METHANOL = `${METHANOL_WATER.replace(' 9 7 2 0 0', ' 6 5 1 0 0').split('      7 OW')[0]}@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
     5     2     6    1
`;

/** 1-Propanol with all hydrogens (C1–C3, O4, H5–H12). */
const PROPANOL = `@<TRIPOS>MOLECULE
propanol
 12 11 1 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 C1         -1.8270    0.2540    0.0000 C.3     1 PRO   0
      2 C2         -0.4900   -0.4800    0.0000 C.3     1 PRO   0
      3 C3          0.6820    0.4970    0.0000 C.3     1 PRO   0
      4 O4          1.9020   -0.2420    0.0000 O.3     1 PRO   0
      5 H5         -2.6500   -0.4640    0.0000 H       1 PRO   0
      6 H6         -1.9180    0.8910    0.8830 H       1 PRO   0
      7 H7         -1.9180    0.8910   -0.8830 H       1 PRO   0
      8 H8         -0.4240   -1.1280    0.8780 H       1 PRO   0
      9 H9         -0.4240   -1.1280   -0.8780 H       1 PRO   0
     10 H10         0.6290    1.1440    0.8780 H       1 PRO   0
     11 H11         0.6290    1.1440   -0.8780 H       1 PRO   0
     12 H12         2.6330    0.3860    0.0000 H       1 PRO   0
@<TRIPOS>BOND
     1     1     2    1
     2     2     3    1
     3     3     4    1
     4     1     5    1
     5     1     6    1
     6     1     7    1
     7     2     8    1
     8     2     9    1
     9     3    10    1
    10     3    11    1
    11     4    12    1
`;

/** The CL&P test ion pair that chem ships (1-butyl-3-methylimidazolium tetrafluoroborate), as mol2. */
function c4mimBf4(): string {
  const path = fileURLToPath(
    new URL('../../../packages/chem/src/typing/clandp/fixtures/c4c1im-bf4.xyz', import.meta.url),
  );
  const mol = findFormat('xyz')!.read!(readFileSync(path, 'utf8')).molecules[0]!;
  return findFormat('mol2')!.write!(mol);
}

describeOnDatabases('force fields beyond GAFF', (server) => {
  beforeAll(() => {
    current = server;
  });

  it('OPLS-AA/L with SPC/E water: oplsaa.ff σ/ε, RB torsions, geometric mixing, settled water', async () => {
    const atomtype = await atomTypes(METHANOL_WATER, 'SPCE+OPLS-AA/L');
    // gromacs-data's oplsaa.ff/methanol.itp types the same molecule opls_157, 154, 156, 155.
    expect(atomtype.slice(0, 6).map((o) => o[0]?.type)).toEqual([
      'opls_157',
      'opls_154',
      'opls_156',
      'opls_156',
      'opls_156',
      'opls_155',
    ]);
    const set = await parameters(METHANOL_WATER, atomtype, { watermodel: 'SPCE' });
    expect(set.defaults).toMatchObject({ combinationRule: 3, fudgeLJ: 0.5, fudgeQQ: 0.5 });
    const ref = oplsAtomType('opls_154');
    expect(set.atoms[1]?.slice(1, 3)).toEqual(['OPLS-AA/L', 'opls_154']);
    expect(set.atoms[1]?.[8]).toBeCloseTo(ref.sigma, 10);
    expect(set.atoms[1]?.[9]).toBeCloseTo(ref.epsilon, 10);
    // Methanol's H–C–O–H torsions are Ryckaert–Bellemans (funct 3) in oplsaa.ff.
    expect(set.dihedrals.every((r) => r[4] === 3)).toBe(true);
    expect(set.atoms[6]?.slice(1, 3)).toEqual(['SPCE', 'OW']);
    expect(set.rigidWaters).toEqual([[7, 8, 9, 0.1, expect.closeTo(0.163299, 5)]]);
    expect(set.meta).toMatchObject({ forceFields: ['OPLS-AA/L'], backup: null, waterModel: 'SPCE' });
    const zip = await call('topfile/gromacs', { ...set, resname: 'MOL' });
    expect(zip.status).toBe(200);
    const files = unzipSync(zip.bytes!);
    const itp = strFromU8(files['MOL.itp']!);
    expect(itp).toContain('[ settles ]');
  });

  it('GAFF with OPLS-AA/L behind it: OPLS-typed atoms keep the geometric rule in explicit pairs', async () => {
    const atomtype = await atomTypes(METHANOL, 'GAFF+OPLS-AA/L');
    // The user takes OPLS-AA/L's types for C and O (fuzzy mode), GAFF's for the hydrogens.
    const chosen = atomtype.map((options, i) =>
      i < 2 ? [...options].sort((a) => (a.name === 'OPLS-AA/L' ? -1 : 1)) : options,
    );
    const set = await parameters(METHANOL, chosen, { backup: 'OPLS-AA/L', search_mode: 'fuzzy' });
    expect(set.defaults.combinationRule).toBe(2);
    expect(set.atoms.slice(0, 2).map((a) => a[1])).toEqual(['OPLS-AA/L', 'OPLS-AA/L']);
    const c = oplsAtomType('opls_157');
    const o = oplsAtomType('opls_154');
    // One explicit row: the two OPLS types mixed by OPLS's geometric σ (LB would give the mean).
    expect(set.nonbondedPairs).toEqual([
      [
        'opls_157',
        'opls_154',
        1,
        expect.closeTo(Math.sqrt(c.sigma * o.sigma), 10),
        expect.closeTo(Math.sqrt(c.epsilon * o.epsilon), 10),
      ],
    ]);
    expect(set.meta.backup).toBe('OPLS-AA/L');
  });

  it('GROMOS 54A7: [ pairtypes ] as the 1-4 table, written by GROMACS, refused by LAMMPS', async () => {
    const set = await parameters(PROPANOL, await atomTypes(PROPANOL, 'GROMOS-54A7'));
    // CH3-CH2-CH2-OA-H: the 1-4 pairs are CH3–OA and CH2–H, and only CH3–OA has LJ ([ pairtypes ] of
    // gromos54a7.ff/ffnonbonded.itp: CH3 OA 1 3.937017E-03 2.762755E-06).
    const rows = set.pairParameters14 ?? [];
    expect(rows.map((r) => [r[0], r[1]].sort().join('-'))).toEqual(['CH3-OA']);
    const [sigma, epsilon] = [Number(rows[0]![3]), Number(rows[0]![4])];
    expect(4 * epsilon * sigma ** 6).toBeCloseTo(3.937017e-3, 12);
    expect((4 * epsilon * sigma ** 12) / 2.762755e-6).toBeCloseTo(1, 10);
    expect(set.provenance.pairParameters14).toHaveLength(1);
    const zip = await call('topfile/gromacs', { ...set, resname: 'PRO' });
    expect(zip.status).toBe(200);
    const itp = strFromU8(unzipSync(zip.bytes!)['PRO_atomtypes.itp']!);
    const pairTypes = itp.split('[ pairtypes ]')[1]!.split('\n[')[0]!;
    expect(pairTypes).toMatch(/(CH3\s+OA|OA\s+CH3)\s+1\s+0\.003937017\s+0\.000002762755\n/);
    const lammps = await call('topfile/lammps', { ...set, resname: 'PRO' });
    expect(lammps.status).toBe(400);
    expect(errorEnvelopeSchema.parse(lammps.json).msg).toMatch(
      /LAMMPS cannot write the System's own 1-4 Lennard-Jones for the type pair (CH3–OA|OA–CH3)/,
    );
  });

  it('TraPPE-UA: hydrogens merged into CHx, the force field’s own charges, no 1-4 interactions', async () => {
    const atomtype = await atomTypes(PROPANOL, 'TraPPE-UA');
    const types = atomtype.map((o) => o[0]?.type);
    // Hydrogens on carbon are absorbed; the hydroxyl H stays (Chen, Potoff & Siepmann 2001).
    expect(types.slice(4, 11).every((t) => t === '(merged)')).toBe(true);
    expect(types[11]).toBe('H');
    const set = await parameters(PROPANOL, atomtype);
    expect(set.atoms).toHaveLength(5);
    // CH3 15.035 g/mol; hydroxyl O −0.700 e, H +0.435 e, CH2 next to O +0.265 e (TraPPE-UA alcohols).
    expect(set.atoms[0]?.[7]).toBeCloseTo(15.035, 3);
    expect(set.atoms.map((a) => a[6])).toEqual([0, 0, 0.265, -0.7, 0.435]);
    expect(set.defaults).toMatchObject({ combinationRule: 2, fudgeLJ: 0, fudgeQQ: 0 });
    const zip = await call('topfile/lammps', { ...set, resname: 'PRO' });
    expect(zip.status).toBe(200);
  });

  it('CL&P: an ion pair typed by its ions, published charges summing to ±1 per ion', async () => {
    const data = c4mimBf4();
    const atomtype = await atomTypes(data, 'CL&P');
    const types = atomtype.map((o) => o[0]?.type);
    expect(types).toContain('NA');
    expect(types).toContain('B');
    const set = await parameters(data, atomtype);
    const total = set.atoms.reduce((s, a) => s + (a[6] as number), 0);
    expect(total).toBeCloseTo(0, 10);
    expect(set.defaults).toMatchObject({ combinationRule: 3, fudgeLJ: 0.5, fudgeQQ: 0.5 });
    const zip = await call('topfile/gromacs', { ...set, resname: 'IL' });
    expect(zip.status).toBe(200);
  });

  it('refuses a united-atom force field with an all-atom one, in the check and in the parameter call', async () => {
    const check = (await call('forcefield/checkff', { forcefield: 'TraPPE-UA+GAFF' })).json.data;
    expect(check).toMatchObject({ continue: false });
    const atomtype = await atomTypes(PROPANOL, 'TraPPE-UA');
    atomtype[0] = [{ name: 'GAFF', type: 'c3' }];
    const { status, json } = await call('forcefield/param', {
      data: PROPANOL,
      atomtype,
      backup: '-',
      watermodel: '-',
      use_current_structure: 0,
      use_mseminario: 0,
      vibrational_scaling: 1,
      search_mode: 'fuzzy',
    });
    expect(status).toBe(400);
    expect(errorEnvelopeSchema.parse(json).msg).toMatch(/atom \d+ is typed with/);
  });
});
