import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { errorEnvelopeSchema } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

let server: RunningServer;
let emptyRoot: string;

beforeAll(async () => {
  emptyRoot = await mkdtemp(join(tmpdir(), 'topoforge-empty-web-'));
  const programs = { found: false, version: null } as const;
  server = await startServer(
    { WEB_ROOT: emptyRoot },
    { programs: { obabel: programs, xtb: programs, mopac: programs } },
  );
});

afterAll(async () => {
  await server.app.close();
  await rm(emptyRoot, { recursive: true, force: true });
});

describe('a server whose web app is not built', () => {
  it('says so in JSON instead of failing obscurely', async () => {
    const response = await fetch(server.url('/'));
    expect(response.status).toBe(503);
    expect(errorEnvelopeSchema.parse(await response.json())).toMatchObject({
      status: 503,
      code: 'web-app-missing',
      error: 'The web app is not built: run `npm run build`',
    });
  });

  it('still answers the API', async () => {
    const response = await fetch(server.url('/cgi/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: { programs: { obabel: { found: false, version: null } } },
    });
  });
});
