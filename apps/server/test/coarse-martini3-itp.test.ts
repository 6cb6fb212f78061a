import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { builderPath, cgParameterSetSchema, cgSystemSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/**
 * Martini 3 with the official file configured (MARTINI3_ITP): the server reads it and the parameter
 * set carries its pair coefficients instead of externalNonbonded. The file here is a small one in the
 * format of martini_v3.0.0.itp with values made up for the test (the official file is not shipped), so
 * the check is that exactly these numbers come through.
 */
const dir = mkdtempSync(join(tmpdir(), 'tf-coarse-itp-'));
const itp = join(dir, 'martini_v3.0.0.itp');
writeFileSync(
  itp,
  [
    '[ defaults ]',
    '1 2',
    '[ atomtypes ]',
    'TC5 36.0 0.000 A 0.0 0.0',
    '[ nonbond_params ]',
    'TC5 TC5 1 3.4000e-01 1.5000e+00',
    '',
  ].join('\n'),
);
let server: RunningServer;

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dir, MARTINI3_ITP: itp });
});
afterAll(async () => {
  await server.app.close();
});

/** Benzene (C–C 1.39 Å, C–H 1.09 Å), written in the short mol2 form the reader accepts. */
const ring = [0, 1, 2, 3, 4, 5].map((i) => [
  1.39 * Math.cos((i * Math.PI) / 3),
  1.39 * Math.sin((i * Math.PI) / 3),
]);
const mol2 = [
  '@<TRIPOS>MOLECULE',
  'benzene',
  '12 12',
  'SMALL',
  'NO_CHARGES',
  '@<TRIPOS>ATOM',
  ...ring.map(([x, y], i) => `${i + 1} C ${x} ${y} 0 C.ar`),
  ...ring.map(([x, y], i) => `${i + 7} H ${(x! * 2.48) / 1.39} ${(y! * 2.48) / 1.39} 0 H`),
  '@<TRIPOS>BOND',
  ...ring.map((_, i) => `${i + 1} ${i + 1} ${((i + 1) % 6) + 1} ar`),
  ...ring.map((_, i) => `${i + 7} ${i + 1} ${i + 7} 1`),
  '',
].join('\n');

async function post(path: string, body: unknown) {
  const response = await fetch(server.url(builderPath(path)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('coarse-grain/param_Martini3 with MARTINI3_ITP', () => {
  it('carries the file’s TC5–TC5 σ and ε, without externalNonbonded', async () => {
    const mapped = await post('coarse-grain', { mol2 });
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    const set = okEnvelope(cgParameterSetSchema).parse(mapped.body).data;
    const answer = await post('coarse-grain/param_Martini3', { mol2, ...set });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const wire = okEnvelope(cgSystemSchema).parse(answer.body).data;
    expect(wire.externalNonbonded).toBeUndefined();
    expect(wire.atoms.map((a) => [a[2], a[8], a[9]])).toEqual([
      ['TC5', 0.34, 1.5],
      ['TC5', 0.34, 1.5],
      ['TC5', 0.34, 1.5],
    ]);
  });
});
