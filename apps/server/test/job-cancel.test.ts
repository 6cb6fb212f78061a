import { builderPath } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StartedServer, TestServer } from './support/databases.js';
import { startOnDatabase } from './support/databases.js';
import { waterGrid } from './support/water-grid.js';

/**
 * Issue 16 item 4: a long call started with `?job=<id>` can be followed (state, place in the queue) and
 * cancelled, which stops the server's work. AM1-BCC on 200 waters (600 atoms) runs MOPAC for far longer
 * than the test needs (still running after 15 s, measured on the built server), so the job is still
 * running when it is cancelled; with one program slot (JOB_POOL_SIZE=1) a second call waits in the queue
 * behind it. (XTB-RESP fails within a second on these grids: xtb writes no molden.input.)
 */
const RUNNING_WATERS = waterGrid(200);
const QUEUED_WATERS = waterGrid(201);
const SHARED_WATERS = waterGrid(202);

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

async function am1bcc(server: TestServer, data: string, job: string): Promise<Answer> {
  const response = await fetch(server.url(`${builderPath('charge/am1bcc')}?job=${job}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function jobCall(server: TestServer, id: string, cancel = false, lang = 'en'): Promise<Answer> {
  const response = await fetch(server.url(builderPath(`job/${id}${cancel ? '/cancel' : ''}`)), {
    method: cancel ? 'POST' : 'GET',
    headers: { 'accept-language': lang },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const stateOf = async (server: TestServer, id: string): Promise<Record<string, unknown>> =>
  (await jobCall(server, id)).body.data as Record<string, unknown>;

/** The process group a MOPAC job runs in, as its row in the jobs table records it. */
async function runningGroups(server: TestServer): Promise<number[]> {
  const rows = await server.db
    .selectFrom('jobs')
    .select(['pgid', 'status'])
    .where('kind', '=', 'charge:AM1-BCC')
    .where('status', '=', 'running')
    .execute();
  return rows.flatMap((r) => (r.pgid === null ? [] : [Number(r.pgid)]));
}

function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

const WAIT = { timeout: 60_000, interval: 100 };

describe('following and cancelling a long job (issue 16 item 4)', () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startOnDatabase('sqlite', {
      env: { JOB_POOL_SIZE: '1', CHARGE_TIMEOUT_MS: '600000' },
    });
  });
  afterAll(() => started.close());

  it('reports running and pending with the place in the queue; cancel kills the program and frees the slot', async () => {
    const server = started.server;
    const running = am1bcc(server, RUNNING_WATERS, 'job-running-1');
    const pgid = await vi.waitFor(async () => {
      const [group] = await runningGroups(server);
      expect(group).toBeDefined();
      return group as number;
    }, WAIT);
    expect(await stateOf(server, 'job-running-1')).toMatchObject({
      id: 'job-running-1',
      kind: 'charge:AM1-BCC',
      state: 'running',
      status: 1,
      position: null,
      finishedAt: null,
    });

    const queued = am1bcc(server, QUEUED_WATERS, 'job-queued-1');
    await vi.waitFor(async () => {
      expect(await stateOf(server, 'job-queued-1')).toMatchObject({
        state: 'pending',
        status: 2,
        position: 1,
        startedAt: null,
        elapsedMs: 0,
      });
    }, WAIT);

    // The waiting job leaves the queue: it never starts, its caller hears 499 cancelled.
    const dropped = await jobCall(server, 'job-queued-1', true);
    expect(dropped.status).toBe(200);
    expect(dropped.body.data).toMatchObject({
      state: 'cancelled',
      status: 5,
      position: null,
      startedAt: null,
    });
    expect(await queued).toMatchObject({ status: 499, body: { code: 'cancelled' } });

    // The running one: its MOPAC process group is killed and the slot is free for the next call.
    expect(groupAlive(pgid)).toBe(true);
    const cancelled = await jobCall(server, 'job-running-1', true);
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', status: 5 });
    expect(await running).toMatchObject({ status: 499, body: { code: 'cancelled' } });
    await vi.waitFor(() => expect(groupAlive(pgid)).toBe(false), WAIT);
    expect(await stateOf(server, 'job-running-1')).toMatchObject({ state: 'cancelled' });

    const rows = await server.db
      .selectFrom('jobs')
      .select(['status', 'started_at'])
      .where('kind', '=', 'charge:AM1-BCC')
      .orderBy('id')
      .execute();
    expect(rows.map((r) => [r.status, r.started_at === null])).toEqual([
      ['cancelled', false],
      ['cancelled', true],
    ]);

    // An ended job cannot be cancelled again (002 §4), in both languages.
    const again = await jobCall(server, 'job-running-1', true);
    expect(again).toMatchObject({ status: 409, body: { code: 'job-not-cancellable' } });
    expect(String(again.body.error)).toContain('cancelled');
    const againZh = await jobCall(server, 'job-running-1', true, 'zh-CN');
    expect(String(againZh.body.error)).toContain('已取消');
  });

  it('stops a computation two callers share only when the last of them cancels', async () => {
    const server = started.server;
    const first = am1bcc(server, SHARED_WATERS, 'job-shared-a');
    const second = am1bcc(server, SHARED_WATERS, 'job-shared-b');
    const pgid = await vi.waitFor(async () => {
      const groups = await runningGroups(server);
      expect(groups).toHaveLength(1);
      expect(await stateOf(server, 'job-shared-b')).toMatchObject({ state: 'running' });
      return groups[0] as number;
    }, WAIT);

    await jobCall(server, 'job-shared-a', true);
    expect(await first).toMatchObject({ status: 499, body: { code: 'cancelled' } });
    // The other caller still waits for it: the program runs on.
    expect(await stateOf(server, 'job-shared-b')).toMatchObject({ state: 'running' });
    expect(groupAlive(pgid)).toBe(true);

    await jobCall(server, 'job-shared-b', true);
    expect(await second).toMatchObject({ status: 499, body: { code: 'cancelled' } });
    await vi.waitFor(() => expect(groupAlive(pgid)).toBe(false), WAIT);
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 409 for an id still in use', async () => {
    const server = started.server;
    const unknown = await jobCall(server, 'no-such-job-1');
    expect(unknown).toMatchObject({ status: 404, body: { code: 'job-not-found' } });
    expect(String(unknown.body.error)).toContain('no-such-job-1');
    expect((await jobCall(server, 'bad id!')).status).toBe(400);

    const running = am1bcc(server, RUNNING_WATERS, 'job-reused-1');
    await vi.waitFor(async () => expect((await runningGroups(server)).length).toBe(1), WAIT);
    const reused = await am1bcc(server, QUEUED_WATERS, 'job-reused-1');
    expect(reused).toMatchObject({ status: 409, body: { code: 'job-id-in-use' } });
    await jobCall(server, 'job-reused-1', true);
    expect(await running).toMatchObject({ status: 499 });
  });
});
