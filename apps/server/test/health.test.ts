import { accessSync, constants, existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { ExternalProgramId } from '@topoforge/contract';
import {
  errorEnvelopeSchema,
  EXTERNAL_PROGRAM_IDS,
  healthResponseSchema,
  okEnvelope,
} from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, SERVER_PACKAGE_DIR } from '../src/kernel/config.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

let server: RunningServer;

beforeAll(async () => {
  const index = join(readConfig({}).webRoot, 'index.html');
  if (!existsSync(index)) throw new Error(`${index} is missing: run \`npm run build\` before this test`);
  server = await startServer({}, {}, (app) => {
    app.get('/cgi/test-only/boom', () => {
      throw new Error('secret detail at /etc/passwd');
    });
  });
});

afterAll(async () => {
  await server.app.close();
});

/** Independent of the server's probe: is there an executable of this name on PATH? */
function onPath(command: string): boolean {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => {
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

const COMMANDS: Record<ExternalProgramId, string> = { obabel: 'obabel', xtb: 'xtb', mopac: 'mopac' };

describe('GET /cgi/health', () => {
  it('answers JSON that matches the contract', async () => {
    const response = await fetch(server.url('/cgi/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const health = okEnvelope(healthResponseSchema).parse(await response.json()).data;
    const manifest = JSON.parse(readFileSync(join(SERVER_PACKAGE_DIR, 'package.json'), 'utf8')) as {
      version: string;
    };
    expect(health).toMatchObject({ status: 'ok', name: 'TopoForge', version: manifest.version });
    expect(health.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('reports each external program as found exactly when it is on PATH, with a dotted version', async () => {
    const health = okEnvelope(healthResponseSchema).parse(
      await (await fetch(server.url('/cgi/health'))).json(),
    ).data;
    for (const id of EXTERNAL_PROGRAM_IDS) {
      const status = health.programs[id];
      expect(status.found, id).toBe(onPath(COMMANDS[id]));
      if (status.found) expect(status.version, id).toMatch(/^\d+(\.\d+)+$/);
    }
  });
});

describe('the web app', () => {
  it('serves the shell HTML at /', async () => {
    const response = await fetch(server.url('/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<title>TopoForge</title>');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toMatch(/src="\/web\/assets\/[^"]+\.js"/);
  });

  it('answers deep links with the same shell (SPA fallback)', async () => {
    const [root, deep] = await Promise.all([
      fetch(server.url('/')).then((r) => r.text()),
      fetch(server.url('/home/some/page?x=1')).then((r) => r.text()),
    ]);
    expect(deep).toBe(root);
  });

  it('compresses scripts for clients that accept it, and they decompress to the same bytes', async () => {
    const html = await (await fetch(server.url('/'))).text();
    const script = /src="(\/web\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    const plain = await fetch(server.url(script), { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    // fetch decompresses by itself and says which encoding came over the wire.
    const zipped = await fetch(server.url(script), { headers: { 'accept-encoding': 'gzip' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('serves the assets the shell names, cached for good', async () => {
    const html = await (await fetch(server.url('/'))).text();
    const script = /src="(\/web\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const response = await fetch(server.url(script ?? ''));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });
});

describe('errors', () => {
  it('answers an unknown /cgi/ path with a JSON 404', async () => {
    const response = await fetch(server.url('/cgi/x'));
    expect(response.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await response.json())).toEqual({
      status: 404,
      code: 'not-found',
      msg: 'No resource at GET /cgi/x',
      error: 'No resource at GET /cgi/x',
    });
  });

  it('answers a missing asset with a JSON 404, not the shell', async () => {
    const response = await fetch(server.url('/web/assets/missing.js'));
    expect(response.status).toBe(404);
    expect(errorEnvelopeSchema.parse(await response.json()).code).toBe('not-found');
  });

  it('answers a thrown error with JSON that carries no stack or detail', async () => {
    const response = await fetch(server.url('/cgi/test-only/boom'));
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      status: 500,
      code: 'internal',
      msg: 'Internal server error',
      error: 'Internal server error',
    });
    expect(text).not.toMatch(/secret|passwd|at .*\.ts/);
  });

  it('answers a malformed JSON body with a JSON 400', async () => {
    const response = await fetch(server.url('/cgi/test-only/boom'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await response.json()).code).toBe('bad-request');
  });
});
