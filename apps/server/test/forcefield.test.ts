import { readFileSync } from 'node:fs';
import type { AtomTypeOption } from '@topoforge/contract';
import {
  builderPath,
  errorEnvelopeSchema,
  loginResultSchema,
  okEnvelope,
  parameterSetSchema,
} from '@topoforge/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import { readConfig } from '../src/kernel/config.js';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

let current: () => TestServer;

/** Methanol (atoms 1–6, charges summing to 0) and one water at SPC geometry (7–9: r 1 Å, ∠ 109.47°). */
const MOL2 = `@<TRIPOS>MOLECULE
mix
 9 7 2 0 0
SMALL
USER_CHARGES

@<TRIPOS>ATOM
      1 C1         -0.0470    0.6640    0.0000 C.3     1 MOL       0.1166
      2 O1          1.3590    0.5280    0.0000 O.3     1 MOL      -0.5988
      3 H1         -0.3510    1.7090    0.0000 H       1 MOL       0.0287
      4 H2         -0.4500    0.1750    0.8900 H       1 MOL       0.0287
      5 H3         -0.4500    0.1750   -0.8900 H       1 MOL       0.0287
      6 H4          1.6420   -0.3960    0.0000 H       1 MOL       0.3961
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

/** The same with a stray lone pair (atom 10) far from the water. */
const MOL2_WITH_LP = MOL2.replace(' 9 7 2 0 0', '10 7 2 0 0').replace(
  '@<TRIPOS>BOND',
  '     10 LP1         9.0000    9.0000    9.0000 Lp      3 LP        0.0000\n@<TRIPOS>BOND',
);

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(current().url(builderPath(path)), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, json: (await response.json()) as { data: unknown; msg: string } };
}

async function error(path: string, body: unknown, headers: Record<string, string> = {}) {
  const { status, json } = await call(path, body, headers);
  expect(status, JSON.stringify(json)).toBe(400);
  return errorEnvelopeSchema.parse(json).msg;
}

const atomTypes = async (data: string, forcefield: string) =>
  (await call('forcefield/atomtype', { data, forcefield })).json.data as AtomTypeOption[][];

describeOnDatabases(
  'forcefield calls',
  (server) => {
    // Suites of one file run one after the other: the helpers above talk to this suite's server.
    beforeAll(() => {
      current = server;
    });

    describe('lists', () => {
      it('water models: SPCE first; four-point models', async () => {
        const water = (await call('forcefield/watermodels')).json.data as string[];
        expect(water[0]).toBe('SPCE');
        // Issue 8's thirteen models and the heavy-water one, by the names the list gives.
        expect([...water].sort()).toEqual(
          [
            'SPCE',
            'SPC',
            'SPCEb',
            'SPCHW',
            'TIP3P',
            'TIPS3P',
            'TIP3P-FB',
            'OPC3',
            'TIP4P',
            'TIP4P-Ew',
            'TIP4P2005',
            'TIP4PICE',
            'TIP4PEPS',
            'TIP4P-FB',
            'OPC',
          ].sort(),
        );
        expect((await call('forcefield/watermodels/fourpoint')).json.data).toEqual([
          'TIP4P',
          'TIP4P-Ew',
          'TIP4P2005',
          'OPC',
          'TIP4PICE',
          'TIP4PEPS',
          'TIP4P-FB',
        ]);
      });

      it('force-field lists hold only force fields TopoForge can type, the default first', async () => {
        expect((await call('forcefield/supported')).json.data).toEqual(['GAFF', 'OPLS-AA/L']);
        // The backup list: OPLS-AA/L is the spec's default backup (000 §3).
        expect((await call('forcefield/aa')).json.data).toEqual(['OPLS-AA/L', 'GAFF']);
        expect((await call('forcefield/ua')).json.data).toEqual(['TraPPE-UA', 'GROMOS-54A7']);
        expect((await call('forcefield/il')).json.data).toEqual(['CL&P', 'CLAYFF']);
        expect((await call('forcefield/inorganic')).json.data).toContain('CLAYFF');
        for (const path of ['carbon', 'mof']) {
          expect((await call(`forcefield/${path}`)).json.data, path).toContain('DREIDING');
        }
        expect((await call('forcefield/aminoacid')).json.data).toEqual(['GAFF', 'OPLS-AA/L']);
      });
    });

    describe('POST forcefield/checkff', () => {
      const check = async (forcefield: string, headers: Record<string, string> = {}) =>
        (await call('forcefield/checkff', { forcefield }, headers)).json.data;

      it('lets GAFF with a water model through', async () => {
        expect(await check('SPCE+GAFF')).toEqual({ continue: true, warning: false, msg: 'success' });
      });

      it('refuses nothing selected and more than 5 force fields for a non-premium caller (en, zh)', async () => {
        expect(await check('-')).toMatchObject({
          continue: false,
          msg: 'please select at least one force field',
        });
        const six = 'GAFF+GAFF2+OPLS-AA/L+CGenFF+UFF+DREIDING';
        expect(await check(six)).toMatchObject({ continue: false, msg: 'selectable force field limit is 5' });
        expect(await check(six, { 'accept-language': 'zh-CN' })).toMatchObject({
          msg: '可选力场数量上限为5',
        });
      });

      it('lets a premium user select more than 5', async () => {
        const username = `vip-${server().kind}@example.org`;
        await addUser({ username, password: 'correct horse battery', level: 'vip' }, server().env);
        const login = await fetch(server().url('/cgi/auth-service/login'), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: 'correct horse battery', type: 0 }),
        });
        const token = okEnvelope(loginResultSchema).parse(await login.json()).data.access_token;
        const six = 'GAFF+GAFF2+UFF+CGenFF+DREIDING+OPLS-AA/L';
        const answer = await check(six, { authorization: `Bearer ${token}` });
        // Past the limit: the next refusal is the missing typer of GAFF2.
        expect((answer as { msg: string }).msg).toMatch(/GAFF2 is not available/);
      });

      it('refuses unknown names and force fields without a typer', async () => {
        expect(await check('GAFF+NOPE')).toMatchObject({
          continue: false,
          msg: "unknown force field 'NOPE'",
        });
        expect(((await check('CGenFF')) as { msg: string }).msg).toMatch(/no atom typer/);
      });
    });

    describe('POST forcefield/atomtype', () => {
      it('types water by the model first, then GAFF; methanol by GAFF', async () => {
        const types = await atomTypes(MOL2, 'SPCE+GAFF');
        expect(types.slice(0, 6).map((t) => t.map((o) => o.type))).toEqual([
          ['c3'],
          ['oh'],
          ['h1'],
          ['h1'],
          ['h1'],
          ['ho'],
        ]);
        expect(types[6]?.[0]).toEqual({ name: 'SPCE', type: 'OW' });
        expect(types[6]?.[1]?.name).toBe('GAFF');
        expect(types[7]?.[0]).toEqual({ name: 'SPCE', type: 'HW' });
      });

      it('refuses more than 5 force fields for a non-premium caller, as the force-field check does', async () => {
        const six = 'GAFF+GAFF2+OPLS-AA/L+CGenFF+UFF+DREIDING';
        expect(await error('forcefield/atomtype', { data: MOL2, forcefield: six })).toBe(
          'selectable force field limit is 5',
        );
      });

      it('gives a stray lone pair the Lp option', async () => {
        expect((await atomTypes(MOL2_WITH_LP, 'SPCE+GAFF'))[9]).toEqual([{ name: 'Lp', type: 'Lp' }]);
      });

      it('refuses a force field without a typer and non-water atoms with only a water model', async () => {
        expect(await error('forcefield/atomtype', { data: MOL2, forcefield: 'CGenFF' })).toMatch(
          /no atom typer/,
        );
        expect(await error('forcefield/atomtype', { data: MOL2, forcefield: 'SPCE' })).toMatch(
          /^atom 1 \(C\)/,
        );
      });
    });

    /** gaff.dat read here independently of chem's parser: "c3-oh  314.1    1.4260" → K, r0. */
    function gaffBond(a: string, b: string): { k: number; r0: number } {
      const text = readFileSync(readConfig({}).gaffDat, 'utf8');
      const line = text.split('\n').find((l) => l.startsWith(`${a}-${b} `) || l.startsWith(`${b}-${a} `));
      const [k = NaN, r0 = NaN] = (line ?? '').slice(5).trim().split(/\s+/).map(Number);
      return { k, r0 };
    }

    /** GROMACS's own SPC/E: amber99sb.ff/spce.itp charges and OW_spc σ, ε in ffnonbonded.itp. */
    function gromacsSpce() {
      const dir = '/usr/share/gromacs/top/amber99sb.ff';
      const itp = readFileSync(`${dir}/spce.itp`, 'utf8');
      const charge = (name: string) => Number(new RegExp(`\\s${name}\\s+1\\s+(\\S+)`).exec(itp)?.[1]);
      const ow = readFileSync(`${dir}/ffnonbonded.itp`, 'utf8')
        .split('\n')
        .find((l) => l.trim().startsWith('OW_spc '))
        ?.trim()
        .split(/\s+/);
      return { qO: charge('OW'), qH: charge('HW1'), sigma: Number(ow?.[5]), epsilon: Number(ow?.[6]) };
    }

    describe('POST forcefield/param', () => {
      const request = async (extra: Record<string, unknown> = {}, data = MOL2, ff = 'SPCE+GAFF') => ({
        data,
        atomtype: await atomTypes(data, ff),
        backup: 'OPLS-AA/L',
        watermodel: 'SPCE',
        use_current_structure: '0',
        use_mseminario: 0,
        vibrational_scaling: '1',
        charge_type: 'XTB-RESP',
        ...extra,
      });

      it('refuses atom types from more than 5 force fields for a non-premium caller', async () => {
        const body = await request();
        const names = ['GAFF2', 'OPLS-AA/L', 'CGenFF', 'UFF', 'DREIDING'];
        // Alternatives of the first atom name five more force fields besides GAFF.
        const first = [...(body.atomtype[0] ?? []), ...names.map((name) => ({ name, type: 'x' }))];
        const atomtype = [first, ...body.atomtype.slice(1)];
        expect(await error('forcefield/param', { ...body, atomtype }, { 'accept-language': 'zh' })).toBe(
          '可选力场数量上限为5',
        );
      });

      it('answers the parameter set: GAFF bonds equal gaff.dat, water equals GROMACS spce.itp', async () => {
        const { status, json } = await call('forcefield/param', await request());
        expect(status).toBe(200);
        const set = parameterSetSchema.parse(json.data);
        expect(set.atoms).toHaveLength(9);
        expect(set.atoms[0]?.slice(0, 3)).toEqual(['C1', 'GAFF', 'c3']);
        expect(set.atoms[0]?.[6]).toBeCloseTo(0.1166, 10);
        const ref = gaffBond('c3', 'oh');
        const co = set.bonds.find((r) => r[0] === 1 && r[1] === 2);
        expect(co?.[3]).toBeCloseTo(ref.r0 / 10, 10);
        // kb = 2 K (AMBER has no ½) × 4.184 kJ/kcal × 100 Å²/nm².
        expect(co?.[4]).toBeCloseTo(2 * ref.k * 418.4, 6);
        const spce = gromacsSpce();
        expect(set.atoms[6]?.slice(1, 3)).toEqual(['SPCE', 'OW']);
        expect(set.atoms[6]?.[6]).toBeCloseTo(spce.qO, 10);
        expect(set.atoms[7]?.[6]).toBeCloseTo(spce.qH, 10);
        expect(set.atoms[6]?.[8]).toBeCloseTo(spce.sigma, 6);
        expect(Math.abs((set.atoms[6]?.[9] as number) / spce.epsilon - 1)).toBeLessThan(1e-3);
        expect(set.bonds.filter((r) => r[0] === 7).map((r) => r[3])).toEqual([0.1, 0.1]);
        expect(set.meta).toMatchObject({
          forceFields: ['GAFF'],
          backup: 'OPLS-AA/L',
          waterModel: 'SPCE',
          chargeMethod: 'XTB-RESP',
          cell: null,
          program: { name: 'TopoForge' },
        });
        expect(set.meta.inputSha256).toMatch(/^[0-9a-f]{64}$/);
        expect(set.defaults).toMatchObject({ combinationRule: 2, fudgeLJ: 0.5 });
      });

      it('keeps bond lengths from the structure with use_current_structure bit 1 (not for model water)', async () => {
        const set = parameterSetSchema.parse(
          (await call('forcefield/param', await request({ use_current_structure: 1 }))).json.data,
        );
        const co = set.bonds.find((r) => r[0] === 1 && r[1] === 2);
        // |C1–O1| of the fixture: hypot(1.406, 0.136) Å.
        expect(co?.[3]).toBeCloseTo(Math.hypot(1.406, 0.136) / 10, 6);
        expect(set.bonds.filter((r) => r[0] === 7).map((r) => r[3])).toEqual([0.1, 0.1]);
      });

      it('refuses the placeholder type DU', async () => {
        const body = await request();
        body.atomtype[2] = [{ name: 'GAFF', type: 'DU' }];
        expect(await error('forcefield/param', body)).toBe(
          'atom 3 has the placeholder type DU; choose an atom type for it',
        );
      });

      it('refuses two non-water force fields in accurate mode only', async () => {
        const body = await request({ search_mode: 'accurate' });
        body.atomtype[0] = [{ name: 'OPLS-AA/L', type: 'opls_135' }];
        expect(await error('forcefield/param', body)).toBe(
          'in accurate mode, atoms other than water force field must use the same force field',
        );
        // Fuzzy mode: GAFF with OPLS-AA/L behind it parameterizes the OPLS-typed atom from oplsaa.ff.
        const { status, json } = await call('forcefield/param', { ...body, search_mode: 'fuzzy' });
        expect(status, JSON.stringify(json)).toBe(200);
        const set = parameterSetSchema.parse(json.data);
        expect(set.atoms[0]?.slice(1, 3)).toEqual(['OPLS-AA/L', 'opls_135']);
        // oplsaa.ff ffnonbonded.itp: opls_135 σ 0.350 nm, ε 0.276144 kJ/mol.
        expect(set.atoms[0]?.[8]).toBeCloseTo(0.35, 10);
        expect(set.atoms[0]?.[9]).toBeCloseTo(0.276144, 10);
        // ffbonded.itp "CT OH 1 0.14100 267776.0" through opls_135's bond type CT and oh's OPLS type.
        const co = set.bonds.find((r) => r[0] === 1 && r[1] === 2);
        expect(co?.[3]).toBeCloseTo(0.141, 10);
        expect(co?.[4]).toBeCloseTo(267776, 6);
      });

      it('names the atom whose parameters cannot be found or estimated', async () => {
        // No backup: with OPLS-AA/L behind GAFF, the atom would get its OPLS type's parameters.
        const body = await request({ backup: '-' });
        body.atomtype[0] = [{ name: 'GAFF', type: 'zz' }];
        expect(await error('forcefield/param', body)).toMatch(/atom 1 \(type zz\)/);
      });

      it('leaves Lp atoms out', async () => {
        const set = parameterSetSchema.parse(
          (await call('forcefield/param', await request({}, MOL2_WITH_LP))).json.data,
        );
        expect(set.atoms).toHaveLength(9);
      });

      it('asks for the Hessian file and answers the spec message for a bad one', async () => {
        expect(await error('forcefield/param', await request({ use_mseminario: 3 }))).toBe(
          'please upload Hessian file',
        );
        expect(
          await error('forcefield/param', await request({ use_mseminario: '1', hessian: 'hello\n' })),
        ).toMatch(/^not an orca hessian/);
        const zh = await error('forcefield/param', await request({ use_mseminario: 1, hessian: 'x\n' }), {
          'accept-language': 'zh',
        });
        expect(zh).toMatch(/^不是 ORCA Hessian 文件/);
      });

      it('fits bonds from a Hessian (modified Seminario), scaled by vibrational_scaling², water kept rigid', async () => {
        // xtb 6 GFN2 Hessian of MOL2's geometry (xtb mix.xyz --hess), checked into the test folder.
        const hessian = readFileSync(new URL('./fixtures/methanol-water.hessian', import.meta.url), 'utf8');
        const fit = async (scale: number) =>
          parameterSetSchema.parse(
            (
              await call(
                'forcefield/param',
                await request({ use_mseminario: 1, hessian, vibrational_scaling: scale }),
              )
            ).json.data,
          );
        const [full, half] = [await fit(1), await fit(0.5)];
        const co = (s: typeof full) => s.bonds.findIndex((r) => r[0] === 1 && r[1] === 2);
        expect(full.provenance.bonds[co(full)]?.derivedFrom).toBe('hessian');
        // |C1–O1| of the fixture geometry.
        expect(full.bonds[co(full)]?.[3]).toBeCloseTo(Math.hypot(1.406, 0.136) / 10, 6);
        expect(half.bonds[co(half)]?.[4] as number).toBeCloseTo(
          (full.bonds[co(full)]?.[4] as number) * 0.25,
          3,
        );
        const water = full.bonds.filter((r) => r[0] === 7);
        expect(water.map((r) => [r[3], r[4]])).toEqual([
          [0.1, 345000],
          [0.1, 345000],
        ]);
      });

      it('names the field of a malformed request', async () => {
        expect(await error('forcefield/param', await request({ use_current_structure: 7 }))).toMatch(
          /use_current_structure/,
        );
      });
    });

    describe('POST model/tip4p and four-site parameters', () => {
      it('adds an M site 0.15 Å from O and the TIP4P parameters put −1.04 on it', async () => {
        const converted = (await call('model/tip4p', { data: MOL2, watermodel: 'TIP4P' })).json
          .data as string;
        const atomLines =
          converted.split('@<TRIPOS>ATOM')[1]?.split('@<TRIPOS>')[0]?.trim().split('\n') ?? [];
        expect(atomLines).toHaveLength(10);
        const m = atomLines[9]?.trim().split(/\s+/) ?? [];
        expect(Math.hypot(Number(m[2]) - 5, Number(m[3]), Number(m[4]))).toBeCloseTo(0.15, 3);
        const types = await atomTypes(converted, 'TIP4P+GAFF');
        expect(types[9]).toEqual([{ name: 'TIP4P', type: 'MW' }]);
        const { json } = await call('forcefield/param', {
          data: converted,
          atomtype: types,
          watermodel: 'TIP4P',
        });
        const set = parameterSetSchema.parse(json.data);
        expect(set.atoms[9]?.slice(1, 3)).toEqual(['TIP4P', 'MW']);
        expect(set.atoms[9]?.[6]).toBeCloseTo(-1.04, 10);
        expect(set.atoms[9]?.[7]).toBe(0);
      });

      it('refuses a 3-site model', async () => {
        expect(await error('model/tip4p', { data: MOL2, watermodel: 'SPCE' })).toMatch(
          /not a four-point water model/,
        );
      });
    });

    describe('POST forcefield/atom and forcefield/lj', () => {
      const entries = [
        { name: 'GAFF', type: 'c3' },
        { name: 'SPCE', type: 'OW' },
      ];

      it('atom: GAFF c3 from gaff.dat MOD4 (R* 1.9080 Å, ε 0.1094 kcal/mol) and SPC/E OW', async () => {
        const rows = (await call('forcefield/atom', { atomtype: entries })).json.data as {
          sigma: number;
          epsilon: number;
          mass: number;
        }[];
        // σ = 2 R* / 2^(1/6) / 10; ε × 4.184.
        expect(rows[0]?.sigma).toBeCloseTo((2 * 1.908) / 2 ** (1 / 6) / 10, 8);
        expect(rows[0]?.epsilon).toBeCloseTo(0.1094 * 4.184, 8);
        expect(rows[0]?.mass).toBeCloseTo(12.01, 6);
        expect(rows[1]?.sigma).toBeCloseTo(0.316557, 8);
      });

      it('lj: Lorentz–Berthelot pairs (GAFF is listed first)', async () => {
        const { combinationRule, pairs } = (await call('forcefield/lj', { atomtype: entries })).json.data as {
          combinationRule: number;
          pairs: { sigma: number; epsilon: number }[];
        };
        expect(combinationRule).toBe(2);
        expect(pairs).toHaveLength(3);
        expect(pairs[1]?.sigma).toBeCloseTo(((2 * 1.908) / 2 ** (1 / 6) / 10 + 0.316557) / 2, 8);
        expect(pairs[1]?.epsilon).toBeCloseTo(Math.sqrt(0.1094 * 4.184 * 0.1554 * 4.184), 8);
      });

      it('refuses an unknown type', async () => {
        expect(await error('forcefield/atom', { atomtype: [{ name: 'GAFF', type: 'zz' }] })).toMatch(
          /GAFF has no atom type 'zz'/,
        );
      });
    });
  },
  { overrides: { librarySource: null }, env: { PREMIUM_LEVELS: 'vip' } },
);
