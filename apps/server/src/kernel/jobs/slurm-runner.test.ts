import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ChemError, TopoForgeError } from '@topoforge/chem';
import { isProgramError } from '@topoforge/engines';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MemoryJobStore } from '../../../test/memory-job-store.js';
import { BUILDER_JOBS } from '../../services/builder/jobs/builder-jobs.js';
import { CONVERT_READ_JOB } from '../../services/builder/jobs/convert-jobs.js';
import { SlurmClient } from '../hpc/slurm-client.js';
import { isActiveStatus, statusOfSlurmState } from '../hpc/slurm-states.js';
import { failure } from './fixtures/waiting.js';
import { TEST_KINDS } from './fixtures/test-kinds.js';
import type { JobDescription, JobRunner } from './job-runner.js';
import { readConfig } from '../config.js';
import { chooseJobRunner, clusterJobsDir } from './choose-runner.js';
import { createLocalJobRunner } from './local-runner.js';
import type { LocalJobKinds } from './local-runner.js';
import { slurmMinutes } from './slurm-job.js';
import { createSlurmJobRunner } from './slurm-runner.js';

/**
 * The Slurm runner on the run's real one-node cluster (test/support/slurm-cluster.ts, started by
 * global-setup). Jobs run from TypeScript source: the batch script starts cluster-job-main.ts through
 * tsx, as worker threads do in tests (slurm-job.ts), so no build is needed.
 */
const silent = { warn: () => undefined, error: () => undefined };
let client: SlurmClient;
let jobsDir: string;
const runners: JobRunner[] = [];

const job = (kind: string, input: unknown, timeoutMs = 60_000, userId = 7): JobDescription => ({
  kind,
  input,
  limits: { timeoutMs },
  owner: { userId },
  atoms: null,
});

function slurmRunner(kinds: LocalJobKinds, store = new MemoryJobStore()): JobRunner {
  const runner = createSlurmJobRunner({
    client,
    partition: 'debug',
    jobsDir,
    pollMs: 200,
    workerThreads: 2,
    processSlots: 1,
    kinds: [kinds],
    store,
    log: silent,
  });
  runners.push(runner);
  return runner;
}

/** Slurm jobs still pending or running on the cluster (this vitest run's own cluster). */
const activeJobs = async (): Promise<number[]> =>
  (await client.jobs()).filter((j) => isActiveStatus(statusOfSlurmState(j.state))).map((j) => j.jobId);

async function eventually(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 200));
  }
}

beforeAll(async () => {
  const slurm = inject('slurm');
  if (slurm.conf === null) throw new Error(slurm.error);
  client = new SlurmClient({ slurmConf: slurm.conf, timeoutMs: 10_000 });
  jobsDir = await mkdtemp(join(tmpdir(), 'tf-cluster-jobs-'));
});
afterAll(async () => {
  await Promise.all(runners.map((r) => r.close()));
  await rm(jobsDir, { recursive: true, force: true });
});

describe('slurmMinutes', () => {
  it("gives Slurm's --time one whole minute more than the runner's own limit", () => {
    expect(slurmMinutes(300_000)).toBe(6);
    expect(slurmMinutes(61_000)).toBe(3);
  });
});

describe('createSlurmJobRunner on the test cluster', () => {
  it('answers a builder job (reading an XYZ file) exactly as the local runner does', async () => {
    // Water, read by the builder's convert:read kind: a Molecule with typed-array coordinates.
    const input = { data: '3\nwater\nO 0 0 0.1173\nH 0 0.7572 -0.4692\nH 0 -0.7572 -0.4692\n', inp: 'xyz' };
    const local = createLocalJobRunner({
      workerThreads: 1,
      processSlots: 1,
      kinds: [BUILDER_JOBS],
      store: new MemoryJobStore(),
      log: silent,
    });
    runners.push(local);
    const store = new MemoryJobStore();
    const completed = async () => (await client.jobs()).filter((j) => j.state === 'COMPLETED').length;
    const before = await completed();
    const viaSlurm = await slurmRunner(BUILDER_JOBS, store).run(job(CONVERT_READ_JOB, input));
    expect(viaSlurm).toEqual(await local.run(job(CONVERT_READ_JOB, input)));
    expect(store.rows.map((r) => r.status)).toEqual(['succeeded']);
    // It ran as a Slurm job, which completed.
    expect(await completed()).toBe(before + 1);
    // The job directory is removed once the answer is read.
    expect(await readdir(jobsDir)).toEqual([]);
  }, 40_000);

  it('brings back a TopoForgeError with its class, code and data', async () => {
    const error = await failure(slurmRunner(TEST_KINDS).run(job('test:chem-error', null)));
    expect(error).toBeInstanceOf(ChemError);
    expect(error).toBeInstanceOf(TopoForgeError);
    expect(error).toMatchObject({
      code: 'invalid-molecule',
      data: { limit: 4 },
      message: 'atom 3 has five bonds',
    });
  }, 30_000);

  it('ends a job past its time-out with ProgramError timeout, and scancels it', async () => {
    const store = new MemoryJobStore();
    const error = await failure(slurmRunner(TEST_KINDS, store).run(job('test:spin', null, 3_000)));
    expect(isProgramError(error) && error.kind).toBe('timeout');
    await eventually(async () => (await activeJobs()).length === 0);
    expect(store.rows.map((r) => r.status)).toEqual(['timeout']);
  }, 30_000);

  it('cancels the Slurm job when the caller aborts, and by ticket for its own user only', async () => {
    const runner = slurmRunner(TEST_KINDS);
    const caller = new AbortController();
    const aborted = failure(runner.run(job('test:spin', null), caller.signal));
    await eventually(async () => (await client.jobs()).some((j) => j.state === 'RUNNING'));
    caller.abort();
    expect(isProgramError(await aborted) && ((await aborted) as { kind: string }).kind).toBe('cancelled');
    await eventually(async () => (await activeJobs()).length === 0);

    const byTicket = failure(runner.run(job('test:spin', null), undefined, 'ticket-1'));
    await eventually(async () => (await activeJobs()).length === 1);
    expect(runner.cancel('ticket-1', 8)).toBeUndefined();
    expect(runner.status('ticket-1', 7)?.state).toBe('running');
    expect(runner.cancel('ticket-1', 7)?.kind).toBe('test:spin');
    expect(isProgramError(await byTicket) && ((await byTicket) as { kind: string }).kind).toBe('cancelled');
    await eventually(async () => (await activeJobs()).length === 0);
  }, 40_000);

  it('is the runner the server picks for JOB_RUNNER=slurm, and carries typed arrays both ways', async () => {
    const config = readConfig(
      {
        JOB_RUNNER: 'slurm',
        SLURM_CONF: inject('slurm').conf ?? '',
        JOB_RUNNER_PARTITION: 'debug',
        DATA_DIR: jobsDir,
      },
      '/',
    );
    const runner = chooseJobRunner(config, [TEST_KINDS], new MemoryJobStore(), silent);
    runners.push(runner);
    const before = (await client.jobs()).length;
    const value = { name: 'water', charges: new Float64Array([-0.834, 0.417, 0.417]) };
    const echo = await runner.run<{ value: unknown }>(job('test:echo', { value }));
    expect(echo.value).toEqual(value);
    expect((echo.value as { charges: unknown }).charges).toBeInstanceOf(Float64Array);
    expect((await client.jobs()).length).toBe(before + 1);
    expect(await readdir(clusterJobsDir(jobsDir))).toEqual([]);
  }, 30_000);

  it('close() cancels the jobs that run', async () => {
    const runner = slurmRunner(TEST_KINDS);
    const running = failure(runner.run(job('test:spin', null)));
    await eventually(async () => (await activeJobs()).length === 1);
    await runner.close();
    expect(await activeJobs()).toEqual([]);
    expect(await running).toMatchObject({ code: 'server-closing' });
  }, 30_000);
});
