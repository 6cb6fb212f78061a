import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginResultSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import { REDACTED, redactUrl } from '../src/kernel/http/log-redaction.js';
import type { RunningServer } from './start-server.js';
import { startServer } from './start-server.js';

/**
 * Issue 14 item 7: no credential in the request log, and the usual security headers on pages, assets
 * and API answers alike. The server runs with LOG_LEVEL=info and its log lines are captured here.
 */
const NOT_FOUND = { found: false, version: null } as const;
const PROGRAMS = { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND };
const PASSWORD = 'Correct_horse1';
const DETAILS = '/cgi/user-center-service/user/getUserDetails';

let server: RunningServer;
let dataDir: string;
let webRoot: string;
const logLines: string[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'topoforge-headers-'));
  // A web app of its own (index.html and one hashed asset), so the test needs no `npm run build`.
  webRoot = join(dataDir, 'web');
  await mkdir(join(webRoot, 'assets'), { recursive: true });
  await writeFile(
    join(webRoot, 'index.html'),
    '<!doctype html><title>TopoForge</title><div id="root"></div>',
  );
  await writeFile(join(webRoot, 'assets', 'index-abc123.js'), 'console.log("app");\n');
  await writeFile(join(webRoot, 'assets', 'indigoWorker-b347a411-Xy_9.js'), 'self.onmessage = () => 0;\n');
  server = await startServer(
    { DATA_DIR: dataDir, WEB_ROOT: webRoot, LOG_LEVEL: 'info' },
    { programs: PROGRAMS, logStream: { write: (line) => void logLines.push(line) } },
  );
});

afterAll(async () => {
  await server.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function loginToken(username: string): Promise<string> {
  await addUser({ username, password: PASSWORD }, { DATA_DIR: dataDir });
  const response = await fetch(server.url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD, type: 0 }),
  });
  expect(response.status).toBe(200);
  return okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
}

describe('the request log', () => {
  it('shows a token sent as ?access_token= as [redacted], and the rest of the URL as sent', async () => {
    const token = await loginToken('log-query@example.org');
    const response = await fetch(server.url(`${DETAILS}?lang=en&access_token=${encodeURIComponent(token)}`));
    expect(response.status).toBe(200);
    const log = logLines.join('');
    expect(log).not.toContain(token);
    // The token's signature alone must not be there either (a partial redaction would leave it).
    expect(log).not.toContain(token.split('.')[2]);
    expect(log).toContain(`"url":"${DETAILS}?lang=en&access_token=${REDACTED}"`);
  });

  it('never shows the Authorization header, and no token of a refused request either', async () => {
    const token = await loginToken('log-header@example.org');
    const ok = await fetch(server.url(DETAILS), { headers: { authorization: `Bearer ${token}` } });
    expect(ok.status).toBe(200);
    const forged = `${token.slice(0, -4)}AAAA`;
    const refused = await fetch(server.url(`${DETAILS}?access_token=${forged}`));
    expect(refused.status).toBe(401);
    const log = logLines.join('');
    expect(log).not.toContain(token);
    expect(log).not.toContain(forged);
    expect(log.toLowerCase()).not.toContain('bearer');
  });

  it('redacts every spelling of the parameter the query parser reads as access_token', () => {
    expect(redactUrl('/a?access_token=x.y.z')).toBe(`/a?access_token=${REDACTED}`);
    expect(redactUrl('/a?b=1&access%5Ftoken=x&access_token=y&c=2')).toBe(
      `/a?b=1&access%5Ftoken=${REDACTED}&access_token=${REDACTED}&c=2`,
    );
    expect(redactUrl('/a?access_token')).toBe(`/a?access_token=${REDACTED}`);
    expect(redactUrl('/a?x_access_token=1&%zz=2')).toBe('/a?x_access_token=1&%zz=2');
    expect(redactUrl('/cgi/health')).toBe('/cgi/health');
  });
});

const expectSecurityHeaders = (response: Response): void => {
  const csp = response.headers.get('content-security-policy') ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
  expect(csp).toContain("object-src 'none'");
  expect(csp).not.toContain("'unsafe-eval'");
  expect(csp).not.toContain('upgrade-insecure-requests');
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  // HTTPS is the reverse proxy's business (docs/deploy.md): the app sets no HSTS of its own.
  expect(response.headers.get('strict-transport-security')).toBeNull();
};

describe('security headers', () => {
  it('are sent with API answers, errors included', async () => {
    const health = await fetch(server.url('/cgi/health'));
    expect(health.status).toBe(200);
    expectSecurityHeaders(health);
    const unknown = await fetch(server.url('/cgi/no-such-call'));
    expect(unknown.status).toBe(404);
    expectSecurityHeaders(unknown);
    const refused = await fetch(server.url(DETAILS));
    expect(refused.status).toBe(401);
    expectSecurityHeaders(refused);
  });

  it("let Ketcher's Indigo worker alone evaluate strings (Emscripten's embind needs it)", async () => {
    const worker = await fetch(server.url('/web/assets/indigoWorker-b347a411-Xy_9.js'));
    expect(worker.status).toBe(200);
    const policy = worker.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' 'unsafe-eval'");
    expect(policy).toContain("default-src 'self'");
    expect(worker.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/web/assets/index-abc123.js', '/web/indigoWorker-b347a411-Xy_9.js', '/']) {
      const other = await fetch(server.url(path));
      expect(other.headers.get('content-security-policy')).not.toContain("'unsafe-eval'");
    }
  });

  it('are sent with the web app: its pages (SPA fallback) and its assets', async () => {
    const page = await fetch(server.url('/personal-space/auto-ff/all-atom'));
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expectSecurityHeaders(page);
    const asset = await fetch(server.url('/web/assets/index-abc123.js'));
    expect(asset.status).toBe(200);
    expectSecurityHeaders(asset);
  });
});
