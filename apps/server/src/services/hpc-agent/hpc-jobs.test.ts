import { chmod, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  applicationSchema,
  jobDetailSchema,
  jobPageSchema,
  jobSchema,
  partitionSchema,
} from '@topoforge/contract';
import { beforeAll, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jobDirectory } from '../../kernel/hpc/job-submit.js';
import { spaceDirectory } from '../../kernel/storage/space-paths.js';
import { describeOnDatabases } from '../../../test/support/databases.js';
import type { TestUser } from '../../../test/support/hpc-calls.js';
import { argonZip } from '../../../test/support/argon-zip.js';
import {
  call,
  data,
  failure,
  job,
  meltInput,
  putInSpace,
  sleepInput,
  slurmConf,
  userOn,
  waitFor,
} from '../../../test/support/hpc-calls.js';

const NOT_FOUND = { found: false, version: null } as const;
const programs = { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND };
const RUNNING = 1;
const PENDING = 2;
const COMPLETED = 3;
const FAILED = 4;
const CANCELLED = 5;

/*
 * The job centre on the run's real one-node Slurm cluster (test/support/slurm-cluster.ts), on both
 * databases. The tests of one database run side by side (distinct users); the longest is the time-limit
 * overrun: a 1-minute limit that Slurm enforces within about 30 s after it, so each half takes 60–95 s.
 */
// Jobs wait on the cluster's scheduler: up to a minute and a half for the time-limit overrun.
vi.setConfig({ testTimeout: 180_000 });

describeOnDatabases(
  'job centre on Slurm',
  (server) => {
    let admin: TestUser;
    let lammps: number;
    const submit = (user: TestUser, fields: Record<string, unknown>) =>
      call(server(), user, '/hpc/job/submit', {
        jobName: 'test',
        projectName: 'p',
        applicationId: lammps,
        partition: 'debug',
        cores: 1,
        timeLimitMinutes: 10,
        ...fields,
      });
    // Users are made before the tests run side by side: the admin CLI's addUser opens the database itself.
    const users = new Map<string, TestUser>();
    const NAMES = ['early', 'partitions', 'poor', 'flow', 'fail', 'timeout', 'alice', 'bob', 'gromacs'];
    const POOR = new Set(['partitions', 'poor']);
    const userNamed = (name: string): TestUser => {
      const user = users.get(name);
      if (!user) throw new Error(`no test user ${name}`);
      return user;
    };
    const recharged = (name: string): Promise<TestUser> => Promise.resolve(userNamed(name));

    beforeAll(async () => {
      admin = await userOn(server(), 'hpc-admin', true);
      const apps = await data(await call(server(), admin, '/hpc/applications'), z.array(applicationSchema));
      // The first-run defaults: GROMACS (gmx) and LAMMPS (lmp).
      expect(apps.map((a) => [a.name, a.engine, a.program])).toEqual([
        ['GROMACS', 'gromacs', 'gmx'],
        ['LAMMPS', 'lammps', 'lmp'],
      ]);
      lammps = apps[1]?.id ?? 0;
      for (const name of NAMES) {
        const user = await userOn(server(), `hpc-${name}`);
        users.set(name, user);
        if (!POOR.has(name))
          await data(
            await call(server(), admin, '/admin/credit/recharge', { userId: user.id, coreHours: 10 }),
            z.unknown(),
          );
      }
      // The data dir of a test server is a private temp dir: the job centre says job accounts cannot pass.
      const early = await recharged('early');
      await putInSpace(server(), early.id, 'in.melt', meltInput());
      const closed = await failure(await submit(early, { inputPath: 'in.melt' }), 503);
      expect(closed).toMatchObject({ code: 'hpc-data-dir-closed' });
      expect(closed.message).toContain(server().config.dataDir);
      await chmod(server().config.dataDir, 0o711);
      await data(
        await call(server(), admin, '/admin/partition/price', {
          name: 'debug',
          displayName: '并行 debug',
          priceCoefficient: 0.5,
        }),
        partitionSchema,
      );
      await data(
        await call(server(), admin, '/admin/refund-rule/save', { rawStates: ['FAILED'], percent: 100 }),
        z.unknown(),
      );
    }, 60_000);

    it.concurrent('lists the cluster partitions with their coefficients', async () => {
      const user = userNamed('partitions');
      const parts = await data(await call(server(), user, '/hpc/partitions'), z.array(partitionSchema));
      expect(
        parts.map((p) => [p.name, p.displayName, p.priceCoefficient, p.available, p.cpus, p.maxTimeMinutes]),
      ).toEqual([
        ['debug', '并行 debug', 0.5, true, 4, null],
        ['serial', 'serial', 1, true, 4, 60],
      ]);
    });

    it.concurrent(
      'refuses a job the credit cannot cover with the spec message, and holds cores × limit × coefficient',
      async () => {
        const user = userNamed('poor');
        await putInSpace(server(), user.id, 'in.melt', meltInput());
        const refused = await failure(await submit(user, { inputPath: 'in.melt' }), 402);
        expect(refused).toEqual({
          code: 'hpc-credit-insufficient',
          message: 'Please contact the customer manager to recharge computility.',
        });
        // 2 cores × 60 min × 0.5 = 1 core-hour: 0.99 is short, 1 is enough.
        await data(
          await call(server(), admin, '/admin/credit/recharge', { userId: user.id, coreHours: 0.99 }),
          z.unknown(),
        );
        await failure(await submit(user, { inputPath: 'in.melt', cores: 2, timeLimitMinutes: 60 }), 402);
        await data(
          await call(server(), admin, '/admin/credit/recharge', { userId: user.id, coreHours: 0.01 }),
          z.unknown(),
        );
        const ok = await data(
          await submit(user, { inputPath: 'in.melt', cores: 2, timeLimitMinutes: 60 }),
          jobSchema,
        );
        const balance = z.object({ balanceCoreHours: z.number(), heldCoreHours: z.number() });
        expect(await data(await call(server(), user, '/hpc/credit/balance'), balance)).toEqual({
          balanceCoreHours: 0,
          heldCoreHours: 1,
        });
        const done = await waitFor(server(), user, ok.jobId, (j) => j.status === COMPLETED);
        // Charged: 2 cores × elapsed × 0.5, rounded up to the core-second.
        expect(done.chargedCoreHours).toBeCloseTo(Math.ceil(2 * done.elapsed * 0.5) / 3600, 3);
        const after = await data(await call(server(), user, '/hpc/credit/balance'), balance);
        expect(after.heldCoreHours).toBe(0);
        expect(after.balanceCoreHours).toBeCloseTo(1 - done.chargedCoreHours, 6);
      },
    );

    it.concurrent(
      'runs pending → running → completed with outputs in the space, and cancels pending and running jobs',
      async () => {
        const user = await recharged('flow');
        await putInSpace(server(), user.id, 'runs/in.long', sleepInput(120));
        await putInSpace(server(), user.id, 'runs/in.melt', meltInput(3));
        const serial = { partition: 'serial' };
        const a = await data(
          await submit(user, { ...serial, jobName: 'a', inputPath: 'runs/in.long' }),
          jobSchema,
        );
        await waitFor(server(), user, a.jobId, (j) => j.status === RUNNING, 90_000);
        const b = await data(
          await submit(user, { ...serial, jobName: 'b', inputPath: 'runs/in.long' }),
          jobSchema,
        );
        const c = await data(
          await submit(user, { ...serial, jobName: 'c', inputPath: 'runs/in.melt' }),
          jobSchema,
        );
        // The serial partition runs one job at a time, so b and c wait.
        expect(await waitFor(server(), user, b.jobId, (j) => j.rawState === 'PENDING')).toMatchObject({
          status: PENDING,
        });
        const cancelledB = await data(
          await call(server(), user, `/hpc/job/${b.jobId}/cancel`, {}),
          jobSchema,
        );
        expect(cancelledB).toMatchObject({ status: CANCELLED, rawState: 'CANCELLED', elapsed: 0 });
        expect((await job(server(), user, c.jobId)).status).toBe(PENDING);
        await data(await call(server(), user, `/hpc/job/${a.jobId}/cancel`, {}), jobSchema);
        // A running job passes through COMPLETING (Slurm kills it) before it shows CANCELLED.
        const cancelledA = await waitFor(server(), user, a.jobId, (j) => j.status !== RUNNING);
        expect(cancelledA).toMatchObject({ status: CANCELLED, rawState: 'CANCELLED' });
        expect(cancelledA.endTime).not.toBeNull();
        await failure(await call(server(), user, `/hpc/job/${a.jobId}/cancel`, {}), 409);
        await waitFor(server(), user, c.jobId, (j) => j.status === RUNNING);
        const done = await waitFor(server(), user, c.jobId, (j) => j.status === COMPLETED);
        expect(done).toMatchObject({
          rawState: 'COMPLETED',
          exitCode: '0:0',
          partitionDisplayName: 'serial',
          appName: 'LAMMPS',
        });
        const detail = await data(await call(server(), user, `/hpc/job/${c.jobId}`), jobDetailSchema);
        expect(detail.files.map((f) => f.path)).toEqual(
          expect.arrayContaining([
            'in.melt',
            'job.sh',
            'log.lammps',
            'dump.melt',
            `slurm-${done.slurmJobId}.out`,
          ]),
        );
        // The outputs are in the personal space under jobs/<jobId>/, as cloud storage shows them.
        const space = spaceDirectory(server().config.dataDir, { kind: 'user', id: user.id });
        const log = await readFile(join(space, 'jobs', String(c.jobId), 'log.lammps'), 'utf8');
        expect(log).toContain('Loop time');
        const download = await call(server(), user, `/hpc/job/${c.jobId}/file?path=log.lammps`);
        expect(await download.text()).toBe(log);
        const page = await data(await call(server(), user, '/hpc/job/list?size=10&current=1'), jobPageSchema);
        expect(page.records.map((j) => j.jobName)).toEqual(['c', 'b', 'a']);
        const filtered = await data(
          await call(server(), user, `/hpc/job/list?status=${CANCELLED}`),
          jobPageSchema,
        );
        expect(filtered.total).toBe(2);
        // A keyword is text, not a pattern: '%' matches only a literal '%'.
        const named = (keyword: string) =>
          call(server(), user, `/hpc/job/list?keyword=${encodeURIComponent(keyword)}`);
        expect((await data(await named('c'), jobPageSchema)).records.map((j) => j.jobName)).toEqual(['c']);
        expect((await data(await named('%'), jobPageSchema)).total).toBe(0);
      },
    );

    it.concurrent('runs GROMACS on a topology zip: grompp + mdrun with a default .mdp', async () => {
      const user = await recharged('gromacs');
      await putInSpace(server(), user.id, 'models/argon.zip', Buffer.from(argonZip()));
      const apps = await data(await call(server(), user, '/hpc/applications'), z.array(applicationSchema));
      const gromacs = apps.find((a) => a.engine === 'gromacs')?.id;
      const submitted = await data(
        await submit(user, { applicationId: gromacs, inputPath: 'models/argon.zip', jobName: 'argon' }),
        jobSchema,
      );
      const done = await waitFor(
        server(),
        user,
        submitted.jobId,
        (j) => j.status !== RUNNING && j.status !== PENDING,
      );
      expect(done).toMatchObject({ status: COMPLETED, appName: 'GROMACS', exitCode: '0:0' });
      const detail = await data(await call(server(), user, `/hpc/job/${submitted.jobId}`), jobDetailSchema);
      expect(detail.files.map((f) => f.path)).toEqual(
        expect.arrayContaining([
          'input.zip',
          'input/run.tpr',
          'input/run.gro',
          'input/run.edr',
          'input/run.log',
        ]),
      );
    });

    it.concurrent('marks a failing job Failed with its exit code, and refunds it by the rule', async () => {
      const user = await recharged('fail');
      await putInSpace(server(), user.id, 'in.bad', 'shell sleep 2\nno_such_command 1\n');
      const submitted = await data(await submit(user, { inputPath: 'in.bad' }), jobSchema);
      const failed = await waitFor(server(), user, submitted.jobId, (j) => j.status === FAILED);
      expect(failed).toMatchObject({ rawState: 'FAILED', exitCode: '1:0', rebateTag: 1 });
      expect(failed.chargedCoreHours).toBeGreaterThan(0);
      expect(failed.rebateCoreTime).toBe(failed.chargedCoreHours);
      const out = await readFile(
        join(jobDirectory(server().config.dataDir, user.id, failed.jobId), `slurm-${failed.slurmJobId}.out`),
        'utf8',
      );
      expect(out).toContain('Unknown command');
    });

    it.concurrent(
      'fails a job past its time limit as TIMEOUT (waits 60–95 s)',
      async () => {
        const user = await recharged('timeout');
        await putInSpace(server(), user.id, 'in.sleep', sleepInput(300));
        const submitted = await data(
          await submit(user, { inputPath: 'in.sleep', timeLimitMinutes: 1 }),
          jobSchema,
        );
        const over = await waitFor(server(), user, submitted.jobId, (j) => j.status === FAILED, 150_000);
        expect(over).toMatchObject({ rawState: 'TIMEOUT', rebateTag: 0 });
        expect(over.elapsed).toBeGreaterThanOrEqual(60);
      },
      180_000,
    );

    it.concurrent(
      "keeps users apart: no sight or cancel of another's job, no access to its files",
      async () => {
        const alice = await recharged('alice');
        const bob = await recharged('bob');
        await putInSpace(server(), alice.id, 'in.secret', `${sleepInput(30)}# alice's secret\n`);
        const own = await data(await submit(alice, { inputPath: 'in.secret' }), jobSchema);
        const aliceDir = jobDirectory(server().config.dataDir, alice.id, own.jobId);
        expect(((await stat(aliceDir)).mode & 0o777).toString(8)).toBe('700');
        const list = await data(await call(server(), bob, '/hpc/job/list'), jobPageSchema);
        expect(list.records.map((j) => j.jobId)).not.toContain(own.jobId);
        await failure(await call(server(), bob, `/hpc/job/${own.jobId}`), 404);
        await failure(await call(server(), bob, `/hpc/job/${own.jobId}/cancel`, {}), 404);
        await failure(await call(server(), bob, `/hpc/job/${own.jobId}/file?path=in.secret`), 404);
        // Bob's job tries to read Alice's input: its own Unix account may not.
        await putInSpace(server(), bob.id, 'in.steal', `shell cat ${join(aliceDir, 'in.secret')}\n`);
        const thief = await data(await submit(bob, { inputPath: 'in.steal' }), jobSchema);
        const done = await waitFor(
          server(),
          bob,
          thief.jobId,
          (j) => j.status !== RUNNING && j.status !== PENDING,
        );
        const out = await readFile(
          join(jobDirectory(server().config.dataDir, bob.id, thief.jobId), `slurm-${done.slurmJobId}.out`),
          'utf8',
        );
        expect(out).toContain('Permission denied');
        expect(out).not.toContain("alice's secret");
        await data(await call(server(), alice, `/hpc/job/${own.jobId}/cancel`, {}), jobSchema);
      },
    );
  },
  { env: { SLURM_CONF: slurmConf(), HPC_POLL_MS: '300' }, overrides: { programs } },
);
