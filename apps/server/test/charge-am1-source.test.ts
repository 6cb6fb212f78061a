import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { AM1_ATTEMPTS, builderPath, CHARGE_SOURCE_HEADER } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

const hasMopac = spawnSync('mopac', ['-V'], { encoding: 'utf8' }).stdout?.includes('MOPAC') ?? false;

/** Methanol, from `obabel -:CO --gen3d -omol2` (Open Babel 3.1.1), title set. */
const METHANOL = readFileSync(new URL('./fixtures/charge/methanol.mol2', import.meta.url), 'utf8');

let server: RunningServer;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server.app.close();
});

const post = (type: string) =>
  fetch(server.url(builderPath(`charge/${type}`)), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data: METHANOL, charge: 0 }),
  });

describe('which AM1 run AM1-BCC charges come from', () => {
  it.skipIf(!hasMopac)(
    `is named by the ${CHARGE_SOURCE_HEADER} header; the body stays the list`,
    async () => {
      const response = await post('am1bcc');
      expect(response.status).toBe(200);
      const body = (await response.json()) as { data: number[] };
      expect(body.data).toHaveLength(6);
      const source = response.headers.get(CHARGE_SOURCE_HEADER);
      expect(AM1_ATTEMPTS).toContain(source);
      expect(source).toBe('standard'); // methanol converges in the standard run
    },
  );

  it.skipIf(!hasMopac)('is named for the CM1A types too: they run AM1 on the same ladder', async () => {
    for (const type of ['cm1a', '1.14xcm1a', '1.14xcm1a-lbcc']) {
      const response = await post(type);
      expect(response.status, type).toBe(200);
      expect(response.headers.get(CHARGE_SOURCE_HEADER), type).toBe('standard');
    }
  });

  it('is not claimed by a method without AM1', async () => {
    const response = await post('mmff94');
    expect(response.status).toBe(200);
    expect(response.headers.get(CHARGE_SOURCE_HEADER)).toBeNull();
  });
});
