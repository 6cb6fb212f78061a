import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryJobStore } from '../../../test/memory-job-store.js';
import { failure, until } from './fixtures/waiting.js';
import { testJob } from './fixtures/test-job.js';
import { testRunner } from './fixtures/test-runner.js';
import type { JobDescription } from './job-runner.js';
import type { LocalJobRunner } from './local-runner.js';

const job = (kind: string, input: unknown, timeoutMs = 30_000): JobDescription =>
  testJob(kind, input, { timeoutMs });

let store: MemoryJobStore;
let runner: LocalJobRunner;
beforeEach(() => {
  store = new MemoryJobStore();
  runner = testRunner(store);
});
afterEach(() => runner.close());

describe('identical jobs in flight', () => {
  it('share one computation: 200 callers, one job, one row, every caller answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        runner.run<{ value: unknown }>(job('test:echo', { value: [1, 'a'] })),
      ),
    );
    expect(answers.every((a) => JSON.stringify(a.value) === '[1,"a"]')).toBe(true);
    expect(store.rows).toHaveLength(1);
    expect(runner.starts).toBe(1);
  });

  it('are not shared when the input, the kind or the time-out differ', async () => {
    await Promise.all([
      runner.run(job('test:echo', { value: 1 })),
      runner.run(job('test:echo', { value: 2 })),
      runner.run(job('test:echo', { value: 1 }, 20_000)),
      runner.run(job('test:main', null)),
    ]);
    expect(store.rows).toHaveLength(4);
  });

  it('keep running for the callers left when one goes away, and stop when the last does', async () => {
    const first = new AbortController();
    const second = new AbortController();
    const a = failure(runner.run(job('test:spin', { n: 1 }), first.signal));
    const b = failure(runner.run(job('test:spin', { n: 1 }), second.signal));
    await until(() => store.rows[0]?.status === 'running');
    first.abort();
    expect(await a).toMatchObject({ kind: 'cancelled' });
    expect(store.rows[0]?.status).toBe('running');
    expect(runner.threads).toBe(1);
    second.abort();
    expect(await b).toMatchObject({ kind: 'cancelled' });
    // The last caller hears once the worker is terminated and the row written.
    expect(store.rows).toHaveLength(1);
    expect(store.rows[0]?.status).toBe('cancelled');
    await until(() => runner.threads === 0);
    // A caller arriving after everyone left starts afresh.
    await expect(runner.run(job('test:echo', { value: 5 }))).resolves.toMatchObject({ value: 5 });
  });

  it('share a failure, and a later identical job runs again', async () => {
    const errors = await Promise.all([
      failure(runner.run(job('test:chem-error', 1))),
      failure(runner.run(job('test:chem-error', 1))),
    ]);
    expect(errors.map((e) => (e as { code: string }).code)).toEqual(['invalid-molecule', 'invalid-molecule']);
    await failure(runner.run(job('test:chem-error', 1)));
    expect(store.rows).toHaveLength(2);
  });
});
