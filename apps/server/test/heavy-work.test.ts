import { readdirSync, readFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { builderPath } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartedServer, TestServer } from './support/databases.js';
import { waterGrid } from './support/water-grid.js';
import { startOnDatabase } from './support/databases.js';

const WATERS = waterGrid(333);
/**
 * 4,998 atoms, in the small-molecule flow (its limit is 5,000): QEq computes for seconds on them (the
 * issue measured 5.2 s, answered 200 past a 2 s time-out, before the worker threads).
 */
const BIG_WATERS = waterGrid(1666);
const SMALL_MOLECULE = 'small-molecule';

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

/** POST charge/qeq with the water grid: status and envelope. */
async function qeq(
  server: TestServer,
  data = WATERS,
  flow?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(server.url(builderPath('charge/qeq')), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data, flow }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const qeqRows = (server: TestServer) =>
  server.db.selectFrom('jobs').selectAll().where('kind', '=', 'charge:QEq').orderBy('id').execute();

describe('heavy work off the event loop', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startOnDatabase('sqlite', { env: { CHARGE_TIMEOUT_MS: '1000', WORKER_THREADS: '1' } });
  });
  afterAll(() => started.close());

  it('answers a charge call past its 1 s time-out with 504, while /cgi/health keeps answering', async () => {
    const server = started.server;
    let done = false;
    const charge = timed(() => qeq(server)).finally(() => (done = true));
    const health: number[] = [];
    while (!done) {
      const probe = await timed(() => fetch(server.url('/cgi/health')).then((r) => r.status));
      expect(probe.value).toBe(200);
      health.push(probe.ms);
      await new Promise((r) => setTimeout(r, 20));
    }
    const answer = await charge;
    expect(answer.value.status).toBe(504);
    expect(answer.value.body).toMatchObject({
      code: 'timeout',
      error: 'request timed out, please retry later',
    });
    // QEq on 999 atoms computes for seconds: on the event loop, health would wait for all of it. Measured
    // here: the 504 after ~1.0 s, health at 1–5 ms (npm run bench:api has the figures); the bounds are loose.
    expect(answer.ms).toBeLessThan(5_000);
    expect(health.length).toBeGreaterThan(3);
    expect(Math.max(...health)).toBeLessThan(1_000);
    expect((await qeqRows(server)).at(-1)).toMatchObject({
      status: 'timeout',
      atoms: 999,
      error: 'charge:QEq: no result after 1000 ms',
    });
  });
});

describe('QEq on 5,000 atoms under a 2 s time-out (issue 14 item 3)', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startOnDatabase('sqlite', { env: { CHARGE_TIMEOUT_MS: '2000', WORKER_THREADS: '1' } });
  }, 60_000);
  afterAll(() => started.close());

  it('answers 504, not 200 once QEq is done, and records the job timed out', async () => {
    const answer = await timed(() => qeq(started.server, BIG_WATERS, SMALL_MOLECULE));
    expect(answer.value.status).toBe(504);
    expect(answer.value.body).toMatchObject({ code: 'timeout' });
    expect((await qeqRows(started.server)).at(-1)).toMatchObject({
      status: 'timeout',
      atoms: 4998,
      error: 'charge:QEq: no result after 2000 ms',
    });
  });

  it('terminates the computing worker thread when the client goes away', async () => {
    const server = started.server;
    const before = (await qeqRows(server)).length;
    // node:http with its own socket: destroying the request is what a browser closing the tab does.
    const request = httpRequest(server.url(builderPath('charge/qeq')), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      agent: false,
    });
    const closed = new Promise<unknown>((resolve) => request.on('error', resolve).on('close', resolve));
    request.end(JSON.stringify({ data: BIG_WATERS, flow: SMALL_MOLECULE }));
    await until(async () => (await qeqRows(server)).at(before)?.status === 'running');
    const worker = await busiestThread();
    request.destroy();
    await closed;
    await until(async () => (await qeqRows(server)).at(before)?.status !== 'running');
    expect((await qeqRows(server)).at(before)).toMatchObject({ status: 'cancelled', atoms: 4998 });
    // The thread that computed QEq is gone: terminated, not left to finish.
    await until(() => Promise.resolve(!threadIds().includes(worker)));
  });
});

describe('closing the server while computation runs in a worker', () => {
  it('terminates it, answers 503 and closes at once', async () => {
    const started = await startOnDatabase('sqlite', { env: { WORKER_THREADS: '1' } });
    try {
      const server = started.server;
      const answer = qeq(server);
      await until(async () => (await qeqRows(server)).some((r) => r.status === 'running'));
      const closing = await timed(() => server.app.close());
      const { status, body } = await answer;
      expect(status).toBe(503);
      expect(body).toMatchObject({ code: 'server-closing' });
      // Measured ~20 ms: the worker is terminated, not waited for.
      expect(closing.ms).toBeLessThan(2_000);
    } finally {
      await started.close();
    }
  });
});

/** The ids of this process's threads (the server runs in it: its worker threads are among them). */
const threadIds = (): number[] => readdirSync('/proc/self/task').map(Number);

/** CPU ticks each thread of this process has used so far (utime + stime of /proc/self/task/<tid>/stat). */
function threadTicks(): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const tid of threadIds()) {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(tid, Number(fields[11]) + Number(fields[12]));
    } catch {
      // the thread ended meanwhile
    }
  }
  return ticks;
}

/** The thread that used the most CPU over the next second: the worker computing QEq. */
async function busiestThread(): Promise<number> {
  const before = threadTicks();
  await new Promise((r) => setTimeout(r, 1000));
  const used = [...threadTicks()].map(([tid, t]) => [tid, t - (before.get(tid) ?? t)] as const);
  const [tid, ticks] = used.sort((a, b) => b[1] - a[1])[0] ?? [0, 0];
  expect(ticks).toBeGreaterThan(0);
  return tid;
}

async function until(condition: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
}
