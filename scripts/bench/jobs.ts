import { chmod, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HPC_BASE, JOB_STATUS, loginResultSchema, okEnvelope } from '@topoforge/contract';
import { addUser } from '../../apps/server/src/admin.js';
import { readConfig } from '../../apps/server/src/kernel/config.js';
import { openDatabase } from '../../apps/server/src/kernel/db/open-database.js';
import { hpcDb } from '../../apps/server/src/kernel/hpc/hpc-rows.js';
import { spaceDirectory } from '../../apps/server/src/kernel/storage/space-paths.js';
import { meltInput } from '../../apps/server/test/support/melt-input.js';
import { startSlurmCluster } from '../../apps/server/test/support/slurm-cluster.js';
import { startServer } from '../../apps/server/test/start-server.js';

/**
 * `npm run bench:jobs` (as root, slurm-wlm and munge installed): starts a throw-away one-node Slurm
 * cluster and the real server (SQLite in a temp DATA_DIR, poller every 100 ms), then
 *  1. submits a short LAMMPS job (a 200-step Lennard-Jones melt) 5 times and prints the time from the
 *     submit call to the list showing Running and to Completed (the API is polled every 20 ms);
 *  2. writes 10,000 job rows for one user and times 300 job-list calls (pages of 10/20/30, with and
 *     without filters), printing p50 and p99 (goal p99 < 200 ms).
 * Not a test: it prints figures.
 */
const ROWS = 10_000;

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const ms = (x: number): string => `${x.toFixed(1)} ms`;

interface Bench {
  readonly url: (path: string) => string;
  readonly env: Record<string, string>;
  readonly auth: string;
  readonly userId: number;
}

/** `data` of the answer of a job-centre call, loosely read (the tests check the shapes). */
async function hpc(bench: Bench, path: string, body?: unknown, auth = bench.auth): Promise<unknown> {
  const init: RequestInit =
    body === undefined
      ? { headers: { authorization: auth } }
      : {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        };
  const response = await fetch(bench.url(`${HPC_BASE}${path}`), init);
  const json = (await response.json()) as { data?: unknown };
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${JSON.stringify(json)}`);
  return json.data;
}
const field = (value: unknown, key: string): unknown => (value as Record<string, unknown>)[key];

async function login(
  url: (path: string) => string,
  env: Record<string, string>,
  username: string,
  admin: boolean,
) {
  const added = await addUser({ username, password: 'Correct_horse1', admin }, env);
  const response = await fetch(url('/cgi/auth-service/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'Correct_horse1', type: 0 }),
  });
  const token = okEnvelope(loginResultSchema).parse(await response.json()).data.access_token;
  return { id: added.id, auth: `Bearer ${token}` };
}

/** One short job: ms from the submit call to the job showing Running (if seen) and Completed. */
async function timeOneJob(
  bench: Bench,
  applicationId: number,
  i: number,
): Promise<[number | undefined, number]> {
  const began = performance.now();
  const submitted = await hpc(bench, '/hpc/job/submit', {
    jobName: `bench-${i}`,
    applicationId,
    partition: 'debug',
    cores: 1,
    timeLimitMinutes: 5,
    inputPath: 'in.melt',
  });
  let running: number | undefined;
  for (;;) {
    const status = field(await hpc(bench, `/hpc/job/${String(field(submitted, 'jobId'))}`), 'status');
    if (status === JOB_STATUS.running && running === undefined) running = performance.now() - began;
    if (status === JOB_STATUS.completed) return [running, performance.now() - began];
    if (status !== JOB_STATUS.running && status !== JOB_STATUS.pending)
      throw new Error(`job ${i} ended ${String(status)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function timeShortJobs(bench: Bench): Promise<number> {
  const space = spaceDirectory(bench.env.DATA_DIR ?? '', { kind: 'user', id: bench.userId });
  await mkdir(space, { recursive: true });
  await writeFile(join(space, 'in.melt'), meltInput());
  const apps = (await hpc(bench, '/hpc/applications')) as { id: number; engine: string }[];
  const lammps = apps.find((a) => a.engine === 'lammps')?.id ?? 0;
  const toRunning: number[] = [];
  const toCompleted: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const [running, completed] = await timeOneJob(bench, lammps, i);
    if (running !== undefined) toRunning.push(running);
    toCompleted.push(completed);
  }
  const median = (xs: number[]) =>
    quantile(
      [...xs].sort((a, b) => a - b),
      0.5,
    );
  console.log('short job (LAMMPS 200-step LJ melt, 1 core), 5 runs:');
  console.log(`  submit → Running   median ${ms(median(toRunning))} (seen Running in ${toRunning.length}/5)`);
  console.log(`  submit → Completed median ${ms(median(toCompleted))}, max ${ms(Math.max(...toCompleted))}`);
  return lammps;
}

async function fillRows(bench: Bench, applicationId: number): Promise<void> {
  const database = await openDatabase(readConfig({ LOG_LEVEL: 'silent', ...bench.env }));
  const db = hpcDb(database.db);
  const now = Date.now();
  for (let start = 0; start < ROWS; start += 500) {
    const rows = Array.from({ length: 500 }, (_, k) => {
      const n = start + k;
      const submitted = now - n * 60_000;
      return {
        user_id: bench.userId,
        job_name: `job ${n}`,
        project_name: `project ${n % 17}`,
        application_id: applicationId,
        app_name: 'LAMMPS',
        engine: 'lammps',
        partition_name: n % 3 === 0 ? 'serial' : 'debug',
        partition_display_name: 'debug',
        price_coefficient: 1,
        cores: 1 + (n % 4),
        time_limit_minutes: 60,
        input_path: 'in.melt',
        slurm_job_id: 100_000 + n,
        status: 3 + (n % 3),
        raw_state: 'COMPLETED',
        submit_time: submitted,
        start_time: submitted + 1000,
        end_time: submitted + 61_000,
        settled: 1,
      };
    });
    await db.insertInto('hpc_jobs').values(rows).execute();
  }
  await database.close();
}

async function timeList(bench: Bench): Promise<void> {
  const queries = [
    'size=10',
    'size=20&current=50',
    'size=30&current=333',
    'size=10&status=4',
    'size=20&keyword=job%2099',
    'size=10&partition=serial',
  ];
  const times: number[] = [];
  for (let i = 0; i < 300; i += 1) {
    const began = performance.now();
    await hpc(bench, `/hpc/job/list?${queries[i % queries.length] ?? ''}`);
    times.push(performance.now() - began);
  }
  times.sort((a, b) => a - b);
  console.log(
    `job list with ${ROWS + 5} rows of one user (SQLite), 300 calls: p50 ${ms(quantile(times, 0.5))}, ` +
      `p99 ${ms(quantile(times, 0.99))}, max ${ms(times[times.length - 1] ?? NaN)}`,
  );
}

async function main(): Promise<void> {
  const cluster = await startSlurmCluster();
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-jobs-'));
  await chmod(dataDir, 0o711);
  const env = { DATA_DIR: dataDir, SLURM_CONF: cluster.conf, HPC_POLL_MS: '100' };
  const server = await startServer(env);
  try {
    const admin = await login(server.url, env, 'bench-admin', true);
    const user = await login(server.url, env, 'bench-user', false);
    const bench: Bench = { url: server.url, env, auth: user.auth, userId: user.id };
    await hpc(bench, '/admin/credit/recharge', { userId: user.id, coreHours: 1000 }, admin.auth);
    const lammps = await timeShortJobs(bench);
    await fillRows(bench, lammps);
    await timeList(bench);
  } finally {
    await server.app.close();
    await cluster.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
