import { readFileSync } from 'node:fs';
import { ChemError, TopoForgeError } from '@topoforge/chem';
import { isProgramError } from '@topoforge/engines';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryJobStore } from '../../../test/memory-job-store.js';
import { HttpError, toErrorAnswer } from '../http/errors.js';
import { HTTP_ERROR_DATA } from './fixtures/test-jobs.js';
import { failure, until } from './fixtures/waiting.js';
import type { JobDescription } from './job-runner.js';
import type { LocalJobRunner, LocalRunnerOptions } from './local-runner.js';
import { testRunner } from './fixtures/test-runner.js';

const job = (kind: string, input: unknown = null, timeoutMs = 30_000): JobDescription => ({
  kind,
  input,
  limits: { timeoutMs },
  owner: { userId: 7 },
  atoms: 12,
});

let store: MemoryJobStore;
let runner: LocalJobRunner;

const start = (options: Partial<LocalRunnerOptions> = {}): LocalJobRunner => {
  runner = testRunner(store, options);
  return runner;
};

/** The nice value of this thread (Linux: field 19 of /proc/thread-self/stat). */
function threadNice(): number {
  const stat = readFileSync('/proc/thread-self/stat', 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}

interface Echo {
  readonly value: unknown;
  readonly threadId: number;
}

beforeEach(() => {
  store = new MemoryJobStore();
});
afterEach(() => runner.close());

describe('createLocalJobRunner', () => {
  it('runs a job in a worker thread, sends its result back and records the job', async () => {
    start();
    const value = { name: 'water', charges: new Float64Array([-0.8, 0.4, 0.4]) };
    const echo = await runner.run<Echo>(job('test:echo', { value }));
    expect(echo.value).toEqual(value);
    expect(echo.threadId).toBeGreaterThan(0);
    expect(store.rows).toMatchObject([{ kind: 'test:echo', userId: 7, atoms: 12, status: 'succeeded' }]);
  });

  it('runs the main-thread kinds (external programs) outside the workers', async () => {
    start();
    expect(await runner.run(job('test:main'))).toEqual({ threadId: 0, aborted: false });
    expect(runner.starts).toBe(0);
  });

  it('terminates a job that never yields at its time-out, and the next job gets a fresh worker', async () => {
    start();
    const first = await runner.run<Echo>(job('test:echo', { value: 1 }));
    const error = await failure(runner.run(job('test:spin', null, 300)));
    expect(isProgramError(error) && error.kind).toBe('timeout');
    expect(toErrorAnswer(error).statusCode).toBe(504);
    await until(() => runner.threads === 0);
    const next = await runner.run<Echo>(job('test:echo', { value: 2 }));
    expect(next.threadId).not.toBe(first.threadId);
    expect(runner.starts).toBe(2);
    expect(store.rows.map((r) => r.status)).toEqual(['succeeded', 'timeout', 'succeeded']);
    expect(store.rows[1]?.error).toBe('test:spin: no result after 300 ms');
  });

  it('terminates the worker when the caller goes away', async () => {
    start();
    const caller = new AbortController();
    const pending = failure(runner.run(job('test:spin'), caller.signal));
    await until(() => store.rows[0]?.status === 'running' && runner.threads === 1);
    caller.abort();
    const error = await pending;
    expect(isProgramError(error) && error.kind).toBe('cancelled');
    expect(toErrorAnswer(error).statusCode).toBe(499);
    await until(() => runner.threads === 0);
    expect(store.rows[0]?.status).toBe('cancelled');
  });

  it('passes errors across the thread with their class, code and data', async () => {
    start();
    const chem = await failure(runner.run(job('test:chem-error')));
    expect(chem).toBeInstanceOf(ChemError);
    expect(chem).toBeInstanceOf(TopoForgeError);
    expect(chem).toMatchObject({
      code: 'invalid-molecule',
      message: 'atom 3 has five bonds',
      atoms: [2],
      data: { atoms: [3], limit: 4 },
    });
    const http = await failure(runner.run(job('test:http-error')));
    expect(http).toBeInstanceOf(HttpError);
    expect(toErrorAnswer(http, 'zh')).toEqual(
      toErrorAnswer(new HttpError(400, 'invalid-request', HTTP_ERROR_DATA), 'zh'),
    );
    // A failing job leaves its worker usable.
    expect(runner.starts).toBe(1);
    expect(store.rows.map((r) => r.status)).toEqual(['failed', 'failed']);
  });

  it.runIf(process.platform === 'linux')('lowers the priority of its worker threads only', async () => {
    start();
    const before = threadNice();
    expect(await runner.run(job('test:nice'))).toBe(Math.max(10, before));
    expect(threadNice()).toBe(before);
  });

  it('answers a result the structured clone cannot carry with an error, not a hang', async () => {
    start();
    const error = await failure(runner.run(job('test:function-result')));
    expect(toErrorAnswer(error).statusCode).toBe(500);
  });

  it('refuses an unknown kind before it queues', async () => {
    start();
    expect(await failure(runner.run(job('test:nothing')))).toMatchObject({
      message: "unknown job kind 'test:nothing'",
    });
    expect(store.rows).toHaveLength(0);
  });

  it('refuses a job with 503 when the queue is full', async () => {
    start({ maxWaiting: 1 });
    const running = failure(runner.run(job('test:spin')));
    const waiting = failure(runner.run(job('test:echo', { value: 'waited' })));
    const refused = await failure(runner.run(job('test:echo')));
    expect(toErrorAnswer(refused).statusCode).toBe(503);
    expect(refused).toMatchObject({ code: 'server-busy' });
    await until(() => store.rows.length === 2);
    // Closing stops the spinning job; the waiting one is dropped with it.
    await runner.close();
    expect(await running).toMatchObject({ code: 'server-closing' });
    expect(await waiting).toMatchObject({ code: 'server-closing' });
  });

  it('closes at once while a worker spins, terminating it, and refuses new jobs', async () => {
    start();
    const running = failure(runner.run(job('test:spin')));
    await until(() => runner.threads === 1 && store.rows[0]?.status === 'running');
    const closing = Date.now();
    await runner.close();
    // Measured ~20 ms here; the bound only says "not after the job would have ended".
    expect(Date.now() - closing).toBeLessThan(5_000);
    expect(runner.threads).toBe(0);
    expect(await running).toMatchObject({ code: 'server-closing' });
    expect(await failure(runner.run(job('test:echo')))).toMatchObject({ code: 'server-closing' });
  });
});
