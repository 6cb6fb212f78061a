import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { findFormat, perceive } from '@topoforge/chem';
import type { Molecule } from '@topoforge/chem';
import { alkaneMol2, healthUnderLoad, sigtermWhileBusy, timeoutFreesCpu } from './heavy-work.js';
import { freePort, waitForHealth } from './local-server.js';
import { sampleRss, statusMb } from './server-memory.js';

/**
 * `npm run bench:api [-- --connections 50 --duration 30 --atoms 50]`: starts the real server (SQLite in a
 * temp DATA_DIR) in a child process, so the load generator does not share its event loop, and drives the
 * atom-parameter call (POST …/api/forcefield/param) for one drug-like molecule of about 50 atoms from
 * Debian's chemical-structures library with autocannon. Prints requests/s, p50/p99 latency and errors.
 * Goal (issue 5): no errors, p99 under 1 s at 50 clients for 30 s; the same at 200 clients (issue 14), with
 * the server's resident memory idle, at the peak and after the load (goal: back within 20 % of idle). Then the heavy-work figures
 * (heavy-work.ts, issue 13): GET /cgi/health's p99 while 4 clients type and parameterise a 4,000-atom
 * structure (goal < 50 ms), the answer to a QEq call past a 1 s time-out (goal < 1.5 s, its worker's CPU
 * freed), and how long SIGTERM takes while QEq runs. Not a test: it prints figures.
 */
const LIBRARY = '/usr/share/chemical-structures';
const API = '/cgi/forward/autoff/api';

const { values } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    duration: { type: 'string', default: '30' },
    atoms: { type: 'string', default: '50' },
    'heavy-seconds': { type: 'string', default: '10' },
    'load-connections': { type: 'string', default: '200' },
    settle: { type: 'string', default: '30' },
    'load-only': { type: 'boolean', default: false },
  },
});
const connections = Number(values.connections);
const duration = Number(values.duration);
const wantAtoms = Number(values.atoms);
const heavySeconds = Number(values['heavy-seconds']);
const loadConnections = Number(values['load-connections']);
const settleSeconds = Number(values.settle);

/** The library molecule (drugs, then natural products) whose atom count is closest to `atoms`. */
function pickMolecule(atoms: number): { name: string; molecule: Molecule } {
  const cml = findFormat('cml');
  if (!cml?.read) throw new Error('no CML reader');
  let best: { name: string; molecule: Molecule } | undefined;
  for (const folder of ['drugs', 'natural_products']) {
    for (const file of readdirSync(join(LIBRARY, folder))
      .filter((f) => f.endsWith('.cml'))
      .sort()) {
      const molecule = cml.read(readFileSync(join(LIBRARY, folder, file), 'utf8'), { fileName: file })
        .molecules[0];
      if (!molecule) continue;
      if (!best || Math.abs(molecule.atomCount - atoms) < Math.abs(best.molecule.atomCount - atoms)) {
        best = { name: `${folder}/${file}`, molecule };
      }
    }
  }
  if (!best) throw new Error(`no molecules under ${LIBRARY}: run scripts/setup-system.sh`);
  return best;
}

async function post(base: string, path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${base}${API}/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown; error?: string };
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}: ${answer.error ?? ''}`);
  return answer.data;
}

/**
 * The same request with a molecule name of its own (`n`): the same work, but no two requests identical,
 * so the server cannot share one computation among them (the job runner's shared runs).
 */
function distinctBody(body: string, n: number): string {
  const request = JSON.parse(body) as { data: string };
  return JSON.stringify({
    ...request,
    data: request.data.replace(/^(@<TRIPOS>MOLECULE\n)(.*)$/m, `$1$2 ${n}`),
  });
}

/**
 * autocannon against the parameter call: requests/s, latency and errors; true when the goal is met.
 * `distinct`: every request differs (distinctBody), as when each client has a molecule of its own.
 */
async function load(
  base: string,
  body: string,
  clients: number,
  seconds: number,
  distinct = false,
): Promise<boolean> {
  const what = distinct ? 'every request a different molecule name' : 'the same request';
  console.log(`autocannon: ${clients} connections for ${seconds} s, ${what}, POST ${API}/forcefield/param`);
  let n = 0;
  const result = await autocannon({
    url: `${base}${API}/forcefield/param`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    connections: clients,
    duration: seconds,
    ...(distinct ? { requests: [{ setupRequest: (r) => ({ ...r, body: distinctBody(body, n++) }) }] } : {}),
  });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(`requests/s: ${result.requests.average.toFixed(1)} (total ${result.requests.total})`);
  console.log(
    `latency: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
  );
  console.log(
    `errors: ${errors} (connection errors ${result.errors}, time-outs ${result.timeouts}, non-2xx ${result.non2xx})`,
  );
  const met = errors === 0 && result.latency.p99 < 1000;
  console.log(`goal (no errors, p99 < 1000 ms): ${met ? 'met' : 'NOT met'}`);
  return met;
}

/**
 * The load run of issue 14 item 10 (`--load-connections`, 200 by default): the same call, and the
 * server's resident memory (VmRSS of its process) idle (`idle`, after the first call), at its peak during,
 * and `--settle` seconds after the load. Goal: memory back within 20 % of its idle size.
 */
async function loadWithMemory(base: string, body: string, pid: number, idle: number): Promise<void> {
  const sampler = sampleRss(pid);
  await load(base, body, loadConnections, duration);
  const peak = sampler.stop();
  let after = statusMb(pid, 'VmRSS');
  const settleEnd = Date.now() + settleSeconds * 1000;
  const trail: string[] = [];
  while (Date.now() < settleEnd) {
    await new Promise((r) => setTimeout(r, 1000));
    after = statusMb(pid, 'VmRSS');
    trail.push(after.toFixed(0));
  }
  const growth = (after - idle) / idle;
  console.log(
    `server RSS: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, ${settleSeconds} s after the load ` +
      `${after.toFixed(0)} MB (${(growth * 100).toFixed(0)} % above idle; per second: ${trail.join(' ')})`,
  );
  console.log(`goal (memory within 20 % of idle): ${growth <= 0.2 ? 'met' : 'NOT met'}`);
}

async function main(): Promise<void> {
  const { name, molecule } = pickMolecule(wantAtoms);
  const mol2 = findFormat('mol2')?.write?.(perceive(molecule).molecule);
  if (!mol2) throw new Error('no mol2 writer');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'tf-bench-api-'));
  // Node itself with tsx's hooks (not the tsx command, which runs node as a child), so server.pid is the
  // server's: its CPU time is read from /proc. The 1 s charge time-out is for the time-out figure only.
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      TSX_TSCONFIG_PATH: 'tsconfig.tests.json',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      CHARGE_TIMEOUT_MS: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(base, 60_000);
    const atomtype = await post(base, 'forcefield/atomtype', { data: mol2, forcefield: 'GAFF' });
    const body = JSON.stringify({
      data: mol2,
      atomtype,
      // The wizard's default backup (spec 000 §3): GAFF with OPLS-AA/L behind it.
      backup: 'OPLS-AA/L',
      watermodel: '-',
      use_current_structure: 0,
      use_mseminario: 0,
    });
    const once = (await post(base, 'forcefield/param', JSON.parse(body))) as {
      atoms: unknown[];
      bonds: unknown[];
    };
    console.log(
      `molecule ${name}: ${molecule.atomCount} atoms → ${once.atoms.length} atoms, ${once.bonds.length} bonds per answer`,
    );
    const idle = statusMb(server.pid ?? 0, 'VmRSS');
    await load(base, body, connections, duration);
    await loadWithMemory(base, body, server.pid ?? 0, idle);
    await load(base, body, loadConnections, duration, true);
    if (values['load-only']) return;
    const heavy = alkaneMol2();
    console.log(`heavy work: ${heavy.atoms} atoms (125 n-decane chains)`);
    await healthUnderLoad(base, heavy.mol2, heavySeconds);
    await timeoutFreesCpu(base, heavy.mol2, server.pid ?? 0);
    await sigtermWhileBusy(base, heavy.mol2, { kill: (s) => server.kill(s), exited });
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`bench:api failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
