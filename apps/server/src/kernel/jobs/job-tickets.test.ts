import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryJobStore } from '../../../test/memory-job-store.js';
import { failure, until } from './fixtures/waiting.js';
import { testJob } from './fixtures/test-job.js';
import { testRunner } from './fixtures/test-runner.js';
import type { JobDescription } from './job-runner.js';
import { createJobTickets, TICKET_KEEP_MS } from './job-tickets.js';
import type { LocalJobRunner } from './local-runner.js';

const job = (kind: string, input: unknown, userId: number | null = null): JobDescription =>
  testJob(kind, input, { userId });

let store: MemoryJobStore;
let runner: LocalJobRunner;
beforeEach(() => {
  store = new MemoryJobStore();
  runner = testRunner(store);
});
afterEach(() => runner.close());

describe('jobs followed by the caller’s id (issue 16 item 4)', () => {
  it('a worker job: running, then cancelled by its id; the worker thread is terminated', async () => {
    const spinning = failure(runner.run(job('test:spin', { n: 1 }), undefined, 'spin-ticket'));
    await until(() => store.rows[0]?.status === 'running' && runner.threads === 1);
    expect(runner.status('spin-ticket', null)).toMatchObject({ state: 'running', kind: 'test:spin' });
    expect(runner.cancel('spin-ticket', null)).toMatchObject({ state: 'cancelled' });
    expect(await spinning).toMatchObject({ kind: 'cancelled' });
    await until(() => runner.threads === 0);
    expect(store.rows[0]?.status).toBe('cancelled');
    expect(runner.status('spin-ticket', null)?.finishedAt).not.toBeNull();
  });

  it("is another user's job only to its owner; an ended one is no longer cancellable", async () => {
    await runner.run(job('test:echo', { value: 1 }, 7), undefined, 'owned-ticket');
    expect(runner.status('owned-ticket', 8)).toBeUndefined();
    expect(runner.status('owned-ticket', null)).toBeUndefined();
    expect(runner.status('owned-ticket', 7)).toMatchObject({ state: 'completed', position: null });
    expect(() => runner.cancel('owned-ticket', 7)).toThrow(
      expect.objectContaining({ statusCode: 409, code: 'job-not-cancellable' }),
    );
  });

  it('forgets an ended job after TICKET_KEEP_MS', () => {
    let now = 1_000_000;
    const tickets = createJobTickets(() => now);
    tickets.track('old-ticket', 'test:echo', null, undefined).settle(null);
    expect(tickets.status('old-ticket', null)).toMatchObject({ state: 'completed' });
    now += TICKET_KEEP_MS + 1;
    tickets.track('new-ticket', 'test:echo', null, undefined);
    expect(tickets.status('old-ticket', null)).toBeUndefined();
    expect(tickets.status('new-ticket', null)).toMatchObject({ state: 'pending' });
  });
});
