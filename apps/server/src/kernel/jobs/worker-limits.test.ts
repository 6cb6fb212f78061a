import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryJobStore } from '../../../test/memory-job-store.js';
import { toErrorAnswer } from '../http/errors.js';
import { failure, until } from './fixtures/waiting.js';
import type { JobDescription } from './job-runner.js';
import type { JobTrace } from './job-store.js';
import type { LocalJobRunner, LocalRunnerOptions } from './local-runner.js';
import { testRunner } from './fixtures/test-runner.js';
import { groupMembers } from './leftover-programs.js';

const job = (kind: string, input: unknown = null, timeoutMs = 30_000): JobDescription => ({
  kind,
  input,
  limits: { timeoutMs },
  owner: { userId: null },
  atoms: null,
});

/** The memory store, also keeping what the runner traced of each job's program. */
class TracingStore extends MemoryJobStore {
  readonly traces = new Map<number, JobTrace[]>();
  traced(id: number, trace: JobTrace): Promise<void> {
    this.traces.set(id, [...(this.traces.get(id) ?? []), trace]);
    return Promise.resolve();
  }
}

let store: TracingStore;
let runner: LocalJobRunner | undefined;

const start = (options: Partial<LocalRunnerOptions> = {}): LocalJobRunner => {
  runner = testRunner(store, options);
  return runner;
};

beforeEach(() => {
  store = new TracingStore();
});
afterEach(async () => {
  await runner?.close();
  runner = undefined;
});

describe('the local runner’s limits', () => {
  it('stops a job past the worker memory limit with a 413 naming the limit, not the process', async () => {
    const runner = start({ workerMemoryMb: 48 });
    const error = await failure(runner.run(job('test:hog')));
    expect(toErrorAnswer(error)).toMatchObject({ statusCode: 413 });
    expect(error).toMatchObject({ code: 'job-out-of-memory', data: { limitMb: 48 } });
    expect((error as Error).message).toMatch(/more than the 48 MB of memory a job may use/);
    await until(() => store.rows[0]?.status === 'failed');
    // The next job gets a fresh worker.
    await expect(runner.run(job('test:echo', { value: 2 }))).resolves.toMatchObject({ value: 2 });
  });

  it('keeps one worker started: before the first job, and again after one was terminated', async () => {
    const runner = start({ warmWorker: true });
    expect(runner.starts).toBe(1);
    expect(runner.threads).toBe(1);
    await expect(runner.run(job('test:echo', { value: 1 }))).resolves.toMatchObject({ value: 1 });
    expect(runner.starts).toBe(1);
    expect(await failure(runner.run(job('test:spin', null, 200)))).toMatchObject({ kind: 'timeout' });
    // The spinning worker is gone and one is started in its place, before any job asks for it.
    await until(() => runner.starts === 2 && runner.threads === 1);
    await expect(runner.run(job('test:echo', { value: 3 }))).resolves.toMatchObject({ value: 3 });
    expect(runner.starts).toBe(2);
  });

  it('does not replace the workers it terminates while closing', async () => {
    const runner = start({ warmWorker: true });
    const spinning = failure(runner.run(job('test:spin')));
    await until(() => store.rows[0]?.status === 'running');
    await runner.close();
    expect(await spinning).toMatchObject({ code: 'server-closing' });
    await new Promise((r) => setTimeout(r, 50));
    expect(runner.starts).toBe(1);
    expect(runner.threads).toBe(0);
  });

  it('starts no worker before a job unless asked', () => {
    const runner = start();
    expect(runner.starts).toBe(0);
  });

  it('records the process group and temp dir of a program a job starts', async () => {
    const runner = start();
    const controller = new AbortController();
    const pending = failure(runner.run(job('test:program', { seconds: 30 }), controller.signal));
    await until(() => (store.traces.get(1) ?? []).length === 2);
    const [dir, program] = store.traces.get(1) ?? [];
    expect(dir?.tempDir).toMatch(/topoforge-test-/);
    expect(program?.program?.command).toBe('sleep');
    const pgid = program?.program?.pgid ?? 0;
    expect(groupMembers(pgid).map((m) => m.argv)).toEqual([['sleep', '30']]);
    controller.abort();
    expect(await pending).toMatchObject({ kind: 'cancelled' });
    // The caller is answered at once; the program and its directory go right after.
    await until(() => groupMembers(pgid).length === 0 && !existsSync(dir?.tempDir ?? ''));
  });
});
