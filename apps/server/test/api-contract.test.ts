import { API_ROUTES } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

let server: RunningServer;
let dataDir: string;
const registered: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'tf-contract-'));
  server = await startServer(
    { DATA_DIR: dataDir },
    { onRoute: (method, url) => registered.push(`${method} ${url}`) },
  );
});

afterAll(async () => {
  await server.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('the server and the contract', () => {
  it('registers exactly the calls of API_ROUTES under /cgi/ (besides the OpenAPI document)', () => {
    const served = registered
      .filter((r) => !r.startsWith('HEAD ') && r.includes(' /cgi/') && r !== 'GET /cgi/docs')
      .sort();
    const declared = API_ROUTES.map((r) => `${r.method} ${r.path}`).sort();
    expect(served).toEqual(declared);
  });

  it('declares each call once', () => {
    const keys = API_ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('GET /cgi/docs', () => {
  it('serves an OpenAPI 3.1 document with every call', async () => {
    const response = await fetch(server.url('/cgi/docs'));
    expect(response.status).toBe(200);
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      API_ROUTES.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`).sort(),
    );
  });
});
