import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loginResultSchema, okEnvelope } from '@topoforge/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addUser } from '../src/admin.js';
import type { AppDatabase } from '../src/kernel/db/open-database.js';
import { openDatabase } from '../src/kernel/db/open-database.js';
import type { PgDatabase } from './support/databases.js';
import { createPgDatabase } from './support/databases.js';
import type { Proxy, Replica } from './support/replicas.js';
import { startProxy, startReplica } from './support/replicas.js';
import type { Outcome } from './support/request-stream.js';
import { answeredBy, refusedWhileClosing, runStream, summary } from './support/request-stream.js';

/**
 * Issue 14 item 11: two server processes on one PostgreSQL database behind Debian's nginx, as
 * docs/deploy.md runs TopoForge on several machines: one TOKEN_SECRET, one DATA_DIR (the molecule library
 * is shared; the database holds users, jobs, tracking and the rate limits), TRUST_PROXY naming the proxy.
 * A token from one replica works on the other, login limits count tries on both together, and when one
 * replica is stopped (SIGTERM) in the middle of a stream of requests through the proxy, only requests in
 * flight on it may fail: every later request succeeds and every answered write is in the database.
 */
const PASSWORD = 'Correct_horse1';
const STREAM_USER = 'stream@example.org';
const GUESSED_USER = 'guessed@example.org';
/** Requests before the stop, and after the stopped replica has exited; at most this many while it stops. */
const BEFORE = 40;
const AFTER = 40;
const WHILE_STOPPING_MAX = 160;

let database: PgDatabase;
let dataDir: string;
let env: Record<string, string>;
let replicas: Replica[] = [];
let proxy: Proxy | undefined;
let own: AppDatabase | undefined;

beforeAll(async () => {
  database = await createPgDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'topoforge-replicas-'));
  env = {
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    TRUST_PROXY: '127.0.0.1',
    WORKER_THREADS: '1',
    JOB_POOL_SIZE: '1',
  };
  // Both at once, as a deployment starts them: both migrate the one database and build the one library.
  replicas = await Promise.all([startReplica('a', env), startReplica('b', env)]);
  proxy = await startProxy(replicas.map((r) => r.port));
  await addUser({ username: STREAM_USER, password: PASSWORD }, env);
  await addUser({ username: GUESSED_USER, password: PASSWORD }, env);
  own = await openDatabase({ dataDir, databaseUrl: database.url });
}, 120_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(replicas.map((r) => r.server.stop()));
  await own?.close();
  await database?.drop();
  await rm(dataDir, { recursive: true, force: true });
}, 60_000);

const [a, b] = [() => replicas[0] as Replica, () => replicas[1] as Replica];
const through = (): Proxy => {
  if (!proxy) throw new Error('the proxy did not start (see the beforeAll error)');
  return proxy;
};

async function login(url: string, username: string, password: string): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password, type: 0 }),
  });
}

async function tokenThroughProxy(): Promise<string> {
  const response = await login(through().url('/cgi/auth-service/login'), STREAM_USER, PASSWORD);
  expect(response.status).toBe(200);
  return okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
}

describe('two replicas on one PostgreSQL behind nginx', () => {
  it('take turns behind the proxy, and a token from one works on the other', async () => {
    const token = await tokenThroughProxy();
    const details = '/cgi/user-center-service/user/getUserDetails';
    for (const replica of [a(), b()]) {
      const answer = await fetch(replica.url(details), { headers: { authorization: `Bearer ${token}` } });
      expect(answer.status, replica.name).toBe(200);
    }
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const answer = await fetch(through().url('/cgi/health'));
      expect(answer.status).toBe(200);
      upstreams.add(answer.headers.get('x-upstream') ?? '');
    }
    expect([...upstreams].sort()).toEqual([`127.0.0.1:${a().port}`, `127.0.0.1:${b().port}`].sort());
  });

  it('count wrong passwords sent alternately to both replicas together (the limit is 10 per user and address)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) {
      const replica = i % 2 === 0 ? a() : b();
      statuses.push(
        (await login(replica.url('/cgi/auth-service/login'), GUESSED_USER, 'Wrong_horse1')).status,
      );
    }
    // Counted per replica, each would have allowed 10 (20 in all): together, the 11th try is refused.
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(4).fill(429)]);
  });

  it('lose only requests in flight on a replica that stops mid-stream; nothing answered is lost', async () => {
    const token = await tokenThroughProxy();
    const [first, second] = [a(), b()];
    const stream = { proxy: through(), token, password: PASSWORD, username: STREAM_USER };
    const before = await runStream(stream, 0, (n) => n < BEFORE);

    let stopped: { code: number | null } | undefined;
    let stopping: Promise<void> | undefined;
    const whileStopping = await runStream(stream, BEFORE, (n, started) => {
      // The stop comes once the stream runs: requests are then in flight on both replicas.
      if (started === 8) stopping = second.terminate().then((exit) => void (stopped = exit));
      return stopped === undefined && n < BEFORE + WHILE_STOPPING_MAX;
    });
    await stopping;
    // A graceful stop: main.ts exits 0 once its open requests are answered.
    expect(stopped?.code).toBe(0);
    const after = await runStream(
      stream,
      BEFORE + WHILE_STOPPING_MAX,
      (n) => n < BEFORE + WHILE_STOPPING_MAX + AFTER,
    );

    console.log(
      `replicas: before the stop ${summary(before)}; while it stopped ${summary(whileStopping)}; after ${summary(after)}`,
    );
    const ok = (o: Outcome): boolean => o.status === 200;
    expect(before.filter((o) => !ok(o))).toEqual([]);
    expect(new Set(before.map((o) => answeredBy(o)))).toEqual(
      new Set([`127.0.0.1:${first.port}`, `127.0.0.1:${second.port}`]),
    );
    // A failure is a request the stopping replica had taken and was working on (nginx names it as the
    // upstream that answered), never one that reached it after it began to stop.
    const failures = whileStopping.filter((o) => !ok(o));
    expect(failures.filter(refusedWhileClosing)).toEqual([]);
    for (const failed of failures) {
      expect(answeredBy(failed), JSON.stringify(failed)).toBe(`127.0.0.1:${second.port}`);
    }
    expect(after.filter((o) => !ok(o))).toEqual([]);
    expect(new Set(after.map((o) => answeredBy(o)))).toEqual(new Set([`127.0.0.1:${first.port}`]));

    // The other one stops too, so the tracking events it answered but keeps in a batch are written.
    expect((await first.terminate()).code).toBe(0);
    await expectNothingLost([...before, ...whileStopping, ...after]);
  }, 180_000);
});

/** Every answered write is in the database, and no job is left unfinished by the stopped replica. */
async function expectNothingLost(outcomes: readonly Outcome[]): Promise<void> {
  if (!own) throw new Error('no connection of the test to the database');
  const db = own.db;
  const users = await db.selectFrom('users').select('username').orderBy('username').execute();
  expect(users.map((u) => u.username)).toEqual([GUESSED_USER, STREAM_USER]);

  const rows = await db.selectFrom('click_events').select('event_name').execute();
  const saved = new Set(rows.map((r) => r.event_name));
  expect(outcomes.filter((o) => o.kind === 'track' && o.status === 200 && !saved.has(o.eventName))).toEqual(
    [],
  );

  const typed = outcomes.filter((o) => o.kind === 'atomtype' && o.status === 200).length;
  const jobs = await db
    .selectFrom('jobs')
    .select(['status'])
    .where('kind', '=', 'forcefield:atomtype')
    .execute();
  // A job whose answer was lost in flight may have succeeded too: at least one row per answer.
  expect(jobs.filter((j) => j.status === 'succeeded').length).toBeGreaterThanOrEqual(typed);
  expect(jobs.filter((j) => j.status === 'queued' || j.status === 'running')).toEqual([]);
}
