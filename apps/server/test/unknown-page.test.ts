import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WEB_PAGES } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

let server: RunningServer;
let webRoot: string;
const SHELL = '<!doctype html><title>TopoForge</title><div id="root"></div>';

beforeAll(async () => {
  // A web app of its own (index.html only), so the test needs no `npm run build`.
  webRoot = await mkdtemp(join(tmpdir(), 'topoforge-pages-'));
  await writeFile(join(webRoot, 'index.html'), SHELL);
  const programs = { found: false, version: null } as const;
  server = await startServer(
    { WEB_ROOT: webRoot },
    { programs: { obabel: programs, xtb: programs, mopac: programs } },
  );
});

afterAll(async () => {
  await server.app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('page paths (issue 16 item 6: an unknown route answers HTTP 404)', () => {
  it('answers every routed page with the shell and 200', async () => {
    // A :key segment stands for any one segment (the university pages by key).
    const pages = WEB_PAGES.map((page) => page.replace(/:[A-Za-z]+/g, 'software-training'));
    for (const path of [...pages, '/home/', '/HOME?tab=1', '/personal-space/auto-ff/all-atom#x']) {
      const response = await fetch(server.url(path));
      expect(response.status, path).toBe(200);
      expect(await response.text()).toBe(SHELL);
    }
  });

  it('answers a path the app does not route with the same shell (it draws "not found") and 404', async () => {
    for (const path of ['/no-such-page', '/home/some/page?x=1', '/personal-space/auto-ff/polymer']) {
      const response = await fetch(server.url(path));
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(SHELL);
    }
  });
});
