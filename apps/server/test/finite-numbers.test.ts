import { readFileSync } from 'node:fs';
import { builderPath, MAX_CHARGE_SCALE } from '@topoforge/contract';
import { expect, it } from 'vitest';
import type { TestServer } from './support/databases.js';
import { describeOnDatabases } from './support/databases.js';

interface Answer {
  readonly status: number;
  readonly body: { code?: string; msg: string; error?: string; data?: unknown };
  readonly text: string;
}

async function post(server: TestServer, path: string, json: string): Promise<Answer> {
  const response = await fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: json,
  });
  const text = response.headers.get('content-type')?.startsWith('application/json')
    ? await response.text()
    : '';
  return { status: response.status, body: (text === '' ? {} : JSON.parse(text)) as Answer['body'], text };
}

/** Decane, the charge tests' fixture. */
const DECANE = readFileSync(new URL('./fixtures/charge/decane.mol2', import.meta.url), 'utf8');

const PROV = { forceField: 'GAFF', source: 'gaff.dat', estimated: false };

/** A two-atom topology payload (C–H); `x2` is the second atom's x cell, `k` the bond's force constant. */
function payload(x2: string, k: string): string {
  const body = {
    atoms: [
      ['C1', 'GAFF', 'c3', 0, 0, 0, -0.1, 12.01, 0.34, 0.46],
      ['H1', 'GAFF', 'hc', '__X2__', 0, 0, 0.1, 1.008, 0.265, 0.066],
    ],
    bonds: [[1, 2, 1, 0.109, '__K__']],
    angles: [],
    dihedrals: [],
    impropers: [],
    pairs: [],
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
    resname: 'MOL',
  };
  // Raw JSON, so a bare 1e999 (which JSON.parse reads as Infinity) can be sent as a number.
  return JSON.stringify(body).replace('"__X2__"', x2).replace('"__K__"', k);
}

describeOnDatabases('payload numbers must be finite', (server) => {
  it(`refuses a charge scale outside 0 < scale ≤ ${MAX_CHARGE_SCALE} with a 400 naming the field`, async () => {
    for (const scale of ['1e308', '"1e308"', '"1e999"', '1e999', '0', '-1', '10.5']) {
      const answer = await post(
        server(),
        'charge/mmff94',
        `{"data": ${JSON.stringify(DECANE)}, "scale": ${scale}}`,
      );
      expect([answer.status, answer.body.code], scale).toEqual([400, 'invalid-request']);
      expect(answer.body.error, scale).toMatch(/^body field 'scale': /);
    }
    const scaled = await post(
      server(),
      'charge/mmff94',
      JSON.stringify({ data: DECANE, scale: MAX_CHARGE_SCALE }),
    );
    expect(scaled.status).toBe(200);
    expect((scaled.body.data as number[]).every(Number.isFinite)).toBe(true);
  });

  it('refuses "1e999" and 1e999 in the tables of a topology download, naming table, row and column', async () => {
    const cases: [string, string, string][] = [
      ['"1e999"', '280000', "body field 'atoms.1.3': must be a finite number"],
      ['1e999', '280000', "body field 'atoms.1.3': must be a finite number or text"],
      ['1.09', '"-1e999"', "body field 'bonds.0.4': must be a finite number"],
      ['1.09', '1e999', "body field 'bonds.0.4': must be a finite number or text"],
    ];
    for (const software of ['namd', 'gromacs']) {
      for (const [x2, k, error] of cases) {
        const answer = await post(server(), `topfile/${software}`, payload(x2, k));
        expect([answer.status, answer.body.error], `${software} ${x2} ${k}`).toEqual([400, error]);
      }
    }
    const fine = await post(server(), 'topfile/namd', payload('"1.09"', '280000'));
    expect(fine.status).toBe(200);
  });
});
