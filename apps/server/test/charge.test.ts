import { accessSync, constants, readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { delimiter, join } from 'node:path';
import { builderPath } from '@topoforge/contract';
import { describe, expect, it } from 'vitest';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases, startOnDatabase } from './support/databases.js';

interface Answer {
  readonly status: number;
  readonly body: { status: number; code?: string; msg: string; error?: string; data?: unknown };
}

async function post(server: TestServer, path: string, body: unknown, lang = 'en'): Promise<Answer> {
  const response = await fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': lang },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

async function charges(server: TestServer, type: string, body: unknown): Promise<number[]> {
  const answer = await post(server, `charge/${type}`, body);
  expect(answer.body.error ?? '', `${type}: ${answer.body.msg}`).toBe('');
  expect(answer.status).toBe(200);
  return answer.body.data as number[];
}

const onPath = (command: string): boolean =>
  (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });

const sum = (q: readonly number[]): number => q.reduce((s, v) => s + v, 0);

/** Methanol, from `obabel -:CO --gen3d -omol2` (Open Babel 3.1.1), title set. */
const METHANOL = `@<TRIPOS>MOLECULE
methanol
 6 5 0 0 0
SMALL
GASTEIGER

@<TRIPOS>ATOM
      1 C           1.0952    0.0252   -0.0482 C.3     1  UNL1        0.0330
      2 O           2.5109    0.0179   -0.0404 O.3     1  UNL1       -0.3982
      3 H           0.7337   -0.2794   -1.0334 H       1  UNL1        0.0521
      4 H           0.7337    1.0285    0.1903 H       1  UNL1        0.0521
      5 H           0.7321   -0.6788    0.7043 H       1  UNL1        0.0521
      6 H           2.8038    0.6513   -0.7174 H       1  UNL1        0.2090
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
     3     1     4    1
     4     1     5    1
     5     2     6    1
`;

/** Acetamide, from `obabel -:CC(=O)N --gen3d -omol2` (Open Babel 3.1.1), title set. */
const ACETAMIDE = `@<TRIPOS>MOLECULE
acetamide
 9 8 0 0 0
SMALL
GASTEIGER

@<TRIPOS>ATOM
      1 C           1.0358    0.1208   -0.0104 C.3     1  UNL1        0.0119
      2 C           2.5359    0.0794   -0.0359 C.2     1  UNL1        0.2074
      3 O           3.1820   -0.8061   -0.5821 O.2     1  UNL1       -0.2763
      4 N           3.1495    1.1142    0.6024 N.am    1  UNL1       -0.3295
      5 H           0.6387   -0.7466   -0.5454 H       1  UNL1        0.0322
      6 H           0.6793    1.0306   -0.5008 H       1  UNL1        0.0322
      7 H           0.6793    0.0908    1.0227 H       1  UNL1        0.0322
      8 H           2.6483    1.8602    1.0625 H       1  UNL1        0.1449
      9 H           4.1613    1.1256    0.6094 H       1  UNL1        0.1449
@<TRIPOS>BOND
     1     1     2    1
     2     2     3    2
     3     2     4   am
     4     1     5    1
     5     1     6    1
     6     1     7    1
     7     4     8    1
     8     4     9    1
`;

/** Hydrogen selenide (H–Se 1.46 Å, 91°): Se is outside MMFF94's elements. */
const H2SE = `@<TRIPOS>MOLECULE
h2se
 3 2 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 Se          0.0000    0.0000    0.0000 Se      1  UNL1        0.0000
      2 H           1.4600    0.0000    0.0000 H       1  UNL1        0.0000
      3 H          -0.0255    1.4598    0.0000 H       1  UNL1        0.0000
@<TRIPOS>BOND
     1     1     2    1
     2     1     3    1
`;

/** Nitric oxide (N–O 1.15 Å): an odd sum of atomic numbers. */
const NITRIC_OXIDE = `@<TRIPOS>MOLECULE
no
 2 1 0 0 0
SMALL
NO_CHARGES

@<TRIPOS>ATOM
      1 N           0.0000    0.0000    0.0000 N.2     1  UNL1        0.0000
      2 O           1.1500    0.0000    0.0000 O.2     1  UNL1        0.0000
@<TRIPOS>BOND
     1     1     2    2
`;

/** n helium atoms 4 Å apart: only the count matters. */
const heliumMol2 = (n: number): string =>
  `@<TRIPOS>MOLECULE\nhelium\n ${n} 0 0 0 0\nSMALL\nNO_CHARGES\n\n@<TRIPOS>ATOM\n` +
  Array.from({ length: n }, (_, i) => `${i + 1} He ${(4 * i).toFixed(1)} 0.0 0.0 He 1 UNL1 0.0\n`).join('');

/**
 * n-C130H262 (392 atoms) from `obabel -:C…C (130 C) --gen3d -h -omol2`: xtb's single point alone runs
 * seconds on it, long enough to cancel (XTB-RESP on decane now ends in well under a second).
 */
const LONG_XTB = readFileSync(new URL('./fixtures/charge/c130-alkane.mol2', import.meta.url), 'utf8');

/** The 18 charge types of spec 000 §7/§9 with a calculation path (the task's list of slugs). */
const SLUGS = [
  'am1bcc',
  'mmff94',
  'xtb-resp',
  'cm5',
  '1.2xcm5',
  'qeq',
  'cm1a',
  '1.14xcm1a',
  '1.14xcm1a-lbcc',
  'oplsaa',
  'gnn-resp',
  'eqeq',
  'eem',
  'gmp-qeq',
  'mepo-qeq',
  'm-cbac',
  'pacmof-mof-repeat',
  'pacmof-cof-ddec',
];

async function jobRows(server: TestServer, kind: string) {
  return server.db.selectFrom('jobs').selectAll().where('kind', '=', kind).orderBy('id').execute();
}

async function until<T>(probe: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Pids of `xtb` processes this test process started (the server runs in it). */
function xtbChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (comm === 'xtb' && ppid === process.pid) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

describeOnDatabases('POST /cgi/forward/autoff/api/charge/<type>', (server) => {
  it('computes MMFF94 charges in-process, equal to Open Babel’s for the same mol2, and records the job', async () => {
    // Reference: `obabel acetamide.mol2 -omol2 --partialcharge mmff94` (Open Babel 3.1.1), the same numbers
    // `topoforge charges --method mmff94` prints (chem's MMFF94, checked against RDKit by validate:mmff94).
    const q = await charges(server(), 'mmff94', { data: ACETAMIDE, charge: 0 });
    expect(q).toEqual([0.061, 0.569, -0.57, -0.8, 0, 0, 0, 0.37, 0.37]);
    const rows = await jobRows(server(), 'charge:MMFF94');
    expect(rows.at(-1)).toMatchObject({ status: 'succeeded', atoms: 9, user_id: null, error: null });
  });

  it('takes the net charge and scale as numeric strings and scales keeping the sum', async () => {
    const q = await charges(server(), 'mmff94', { data: ACETAMIDE, charge: '0', scale: '1.2' });
    expect(q.map((v) => Number(v.toFixed(6)))).toEqual(
      [0.061, 0.569, -0.57, -0.8, 0, 0, 0, 0.37, 0.37].map((v) => Number((1.2 * v).toFixed(6))),
    );
    expect(Math.abs(sum(q))).toBeLessThan(1e-9);
  });

  it.skipIf(!onPath('mopac'))('runs AM1-BCC through MOPAC on methanol', async () => {
    // Reference: `topoforge charges methanol.mol2 --method am1bcc` on the same input (MOPAC AM1 + BCC; the
    // method matches OpenEye's AM1-BCC to a median RMSE of 0.0013 e on FreeSolv, scripts/validate-charges.ts).
    const q = await charges(server(), 'am1bcc', { data: METHANOL, charge: 0 });
    const reference = [0.116406, -0.598848, 0.028664, 0.028664, 0.028664, 0.39645];
    q.forEach((v, i) => expect(v).toBeCloseTo(reference[i]!, 3));
    expect(Math.abs(sum(q))).toBeLessThan(1e-9);
  });

  it.skipIf(!onPath('xtb'))('runs CM5 through xtb on methanol', async () => {
    // Reference: `topoforge charges methanol.mol2 --method cm5` (GFN1-xTB CM5 as xtb prints it).
    const q = await charges(server(), 'cm5', { data: METHANOL });
    const reference = [0.046548, -0.78027, 0.076928, 0.076928, 0.076928, 0.502938];
    q.forEach((v, i) => expect(v).toBeCloseTo(reference[i]!, 4));
  });

  it('refuses a net charge that leaves an odd number of electrons, in English and Chinese', async () => {
    // Methanol: 6 + 8 + 4 = 18 electrons; a net charge of 1 leaves 17.
    const en = await post(server(), 'charge/mmff94', { data: METHANOL, charge: 1 });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'charge-parity',
      error: 'net charge 1 leaves an odd number of electrons (17); choose one of -4, -2, 0, 2, 4',
    });
    const zh = await post(server(), 'charge/mmff94', { data: METHANOL, charge: '-1' }, 'zh-CN');
    expect(zh.body.error).toBe('净电荷 -1 使电子数为奇数（19）；请选择 -4、-2、0、2、4 之一');
    expect((await post(server(), 'charge/mmff94', { data: METHANOL, charge: 0.5 })).body.code).toBe(
      'invalid-request',
    );
  });

  it('names an element the method has no parameters for', async () => {
    const en = await post(server(), 'charge/mmff94', { data: H2SE });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({
      code: 'unsupported-element',
      error: 'MMFF94 has no parameters for Se (atoms 1)',
    });
    const zh = await post(server(), 'charge/mmff94', { data: H2SE }, 'zh');
    expect(zh.body.error).toBe('MMFF94 不支持元素 Se（原子 1）');
  });

  it("answers 'method-unavailable' with the reason for a type TopoForge cannot offer", async () => {
    const answer = await post(server(), 'charge/gnn-resp', { data: METHANOL });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'method-unavailable',
      error:
        'GNN-RESP is not available: needs a trained graph neural network model, which TopoForge does not have',
    });
  });

  it.skipIf(!onPath('mopac'))('runs 1.14*CM1A-LBCC on methanol and refuses an ion with 400', async () => {
    // Dodda et al., J. Phys. Chem. B 2017, 121, 3864: row CT–OH moves 0.10 e from O to C on top of
    // 1.14×CM1A (charges/lbcc/lbcc-data.ts); no other row applies to methanol.
    const plain = await charges(server(), '1.14xcm1a', { data: METHANOL, charge: 0 });
    const lbcc = await charges(server(), '1.14xcm1a-lbcc', { data: METHANOL, charge: 0 });
    lbcc.forEach((v, i) => expect(v - plain[i]!).toBeCloseTo([0.1, -0.1, 0, 0, 0, 0][i]!, 5));
    const ion = await post(server(), 'charge/1.14xcm1a-lbcc', { data: METHANOL, charge: -2 });
    expect(ion.status).toBe(400);
    expect(ion.body).toMatchObject({
      code: 'invalid-molecule',
      error: expect.stringMatching(/published for neutral molecules only/),
    });
  });

  it('has one path per charge type of the registry, and 404 for others', async () => {
    for (const slug of SLUGS) {
      const answer = await post(server(), `charge/${slug}`, { data: '' });
      expect([answer.status, answer.body.code], slug).toEqual([400, 'invalid-request']);
    }
    const unknown = await post(server(), 'charge/gasteiger', { data: METHANOL });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('unknown-charge-type');
    const known = /known: (.*)$/.exec(unknown.body.error ?? '')?.[1]?.split(', ');
    expect(known?.sort()).toEqual([...SLUGS].sort());
  });

  it('refuses data over 1 MB with the spec message', async () => {
    const big = METHANOL + '#'.repeat(1_048_577 - METHANOL.length);
    const en = await post(server(), 'charge/mmff94', { data: big });
    expect(en.status).toBe(400);
    expect(en.body).toMatchObject({ code: 'upload-size', error: 'file size exceeds 1M limit' });
    expect((await post(server(), 'charge/mmff94', { data: big }, 'zh')).body.error).toBe(
      '文件大小超出1M限制',
    );
  });

  it("refuses more atoms than the flow's limit", async () => {
    const answer = await post(server(), 'charge/qeq', { data: heliumMol2(1001), flow: 'general' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'upload-atom-count', error: 'atom count cannot exceed 1000' });
    expect((await post(server(), 'charge/qeq', { data: METHANOL, flow: 'nope' })).body.error).toMatch(
      /^body field 'flow': /,
    );
  });

  it('names the line of a broken mol2', async () => {
    const broken = METHANOL.replace('2.5109    0.0179', '2.5109    zero');
    const answer = await post(server(), 'charge/mmff94', { data: broken });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toMatch(/^data\.mol2, line 9: /);
  });

  it.skipIf(!onPath('xtb'))(
    'kills the running xtb when the client goes away and records the job cancelled',
    async () => {
      // node:http with its own socket: destroying the request is what a browser closing the tab does.
      const request = httpRequest(server().url(builderPath('charge/xtb-resp')), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        agent: false,
      });
      const closed = new Promise<unknown>((resolve) => request.on('error', resolve).on('close', resolve));
      request.end(JSON.stringify({ data: LONG_XTB }));
      const pids = await until(() => {
        const found = xtbChildren();
        return found.length > 0 ? found : undefined;
      });
      const row = await until(async () =>
        (await jobRows(server(), 'charge:XTB-RESP')).find((r) => r.status === 'running'),
      );
      const abortedAt = Date.now();
      request.destroy();
      await closed;
      const ended = await until(async () =>
        (await jobRows(server(), 'charge:XTB-RESP')).find((r) => r.id === row.id && r.status !== 'running'),
      );
      const cancelMs = Date.now() - abortedAt;
      expect(ended).toMatchObject({ status: 'cancelled', atoms: 392 });
      expect(ended.error).toMatch(/client went away/);
      await until(() => (xtbChildren().some((pid) => pids.includes(pid)) ? undefined : true), 2_000);
      // Measured 2–49 ms from the abort to the row (xtb killed, row written).
      expect(cancelMs).toBeLessThan(2_000);
    },
  );
});

describeOnDatabases(
  'POST …/api/charge/<type> past its time-out',
  (server) => {
    it.skipIf(!onPath('xtb'))('answers 504 and records the job as timed out', async () => {
      const started = Date.now();
      const answer = await post(server(), 'charge/xtb-resp', { data: LONG_XTB });
      expect(answer.status).toBe(504);
      expect(answer.body).toMatchObject({ code: 'timeout', error: 'request timed out, please retry later' });
      expect(Date.now() - started).toBeLessThan(5_000);
      const rows = await jobRows(server(), 'charge:XTB-RESP');
      expect(rows.at(-1)).toMatchObject({
        status: 'timeout',
        error: 'charge:XTB-RESP: no result after 1000 ms',
      });
    });
  },
  { env: { CHARGE_TIMEOUT_MS: '1000' } },
);

describeOnDatabases('POST /cgi/forward/autoff/api/charge/options', (server) => {
  it('offers the net charges by parity and the charge types for the elements', async () => {
    const answer = await post(server(), 'charge/options', { data: METHANOL });
    expect(answer.status).toBe(200);
    const data = answer.body.data as {
      charges: unknown;
      types: { id: string; slug?: string; available: boolean; reason?: string }[];
      defaultType: string;
    };
    expect(data.charges).toEqual({ options: [-4, -2, 0, 2, 4], defaultCharge: 0 });
    const byId = new Map(data.types.map((t) => [t.id, t]));
    // Spec 000 §9: H, C, O only → the full general list.
    expect([...byId.keys()].sort()).toEqual(
      [
        'GNN-RESP',
        'XTB-RESP',
        'CM5',
        '1.2xCM5',
        'QEq',
        'MMFF94',
        'AM1-BCC',
        '1.14xCM1A-LBCC',
        '1.14xCM1A',
        '--',
      ].sort(),
    );
    expect(byId.get('MMFF94')).toEqual({ id: 'MMFF94', slug: 'mmff94', available: true });
    expect(byId.get('AM1-BCC')?.slug).toBe('am1bcc');
    expect(byId.get('GNN-RESP')).toMatchObject({
      available: false,
      reason: expect.stringMatching(/neural network/),
    });
    expect(byId.get('--')).toEqual({ id: '--', available: true });
    expect(data.defaultType).toBe(onPath('xtb') ? 'XTB-RESP' : 'QEq');
  });

  it('gives the reduced list beyond H C N O F Cl S, and odd options for an odd electron count', async () => {
    const se = (await post(server(), 'charge/options', { data: H2SE })).body.data as {
      types: { id: string }[];
    };
    expect(se.types.map((t) => t.id).sort()).toEqual(['XTB-RESP', 'CM5', '1.2xCM5', 'QEq', '--'].sort());
    const no = (await post(server(), 'charge/options', { data: NITRIC_OXIDE })).body.data as {
      charges: unknown;
    };
    // NO: 7 + 8 = 15 → −3, −1, 1, 3, default the third (+1).
    expect(no.charges).toEqual({ options: [-3, -1, 1, 3], defaultCharge: 1 });
  });
});

describe('closing the server while a charge job runs', () => {
  it.skipIf(!onPath('xtb'))('kills the job, answers 503 and closes at once', async () => {
    const started = await startOnDatabase('sqlite');
    try {
      const server = started.server;
      const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(server.url(builderPath('charge/xtb-resp')), {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          agent: false,
        });
        request.on('error', reject).on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        request.end(JSON.stringify({ data: LONG_XTB }));
      });
      await until(() => (xtbChildren().length > 0 ? true : undefined));
      const closing = Date.now();
      await server.app.close();
      const closeMs = Date.now() - closing;
      const { status, body } = await answer;
      expect(status).toBe(503);
      expect(JSON.parse(body)).toMatchObject({ code: 'server-closing' });
      expect(xtbChildren()).toEqual([]);
      const rows = await server.db.selectFrom('jobs').selectAll().execute();
      expect(rows.map((r) => r.status)).toEqual(['cancelled']);
      // Measured 21–143 ms: the job pool's preClose hook kills xtb before Fastify waits for open requests.
      expect(closeMs).toBeLessThan(2_000);
    } finally {
      await started.close();
    }
  });
});
