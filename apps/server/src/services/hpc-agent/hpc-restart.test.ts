import { chmod } from 'node:fs/promises';
import { jobDetailSchema, jobSchema } from '@topoforge/contract';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { hpcDb } from '../../kernel/hpc/hpc-rows.js';
import { describeOnDatabases } from '../../../test/support/databases.js';
import type { RunningServer } from '../../../test/start-server.js';
import { startServer } from '../../../test/start-server.js';
import type { TestUser } from '../../../test/support/hpc-calls.js';
import {
  call,
  data,
  meltInput,
  putInSpace,
  slurmConf,
  userOn,
  waitFor,
} from '../../../test/support/hpc-calls.js';

const NOT_FOUND = { found: false, version: null } as const;
const programs = { obabel: NOT_FOUND, xtb: NOT_FOUND, mopac: NOT_FOUND };

/*
 * A server restart mid-job loses nothing (issue 23 item 6): the job is submitted, the server stops while
 * it runs, the job ends with no server watching, and the next server's poller finds it on the database,
 * asks Slurm, and stores and charges its end once.
 */
describeOnDatabases(
  'job centre across a server restart',
  (server) => {
    let user: TestUser;
    let next: RunningServer | undefined;
    beforeAll(async () => {
      await chmod(server().config.dataDir, 0o711);
      const admin = await userOn(server(), 'restart-admin', true);
      user = await userOn(server(), 'restart-user');
      await data(
        await call(server(), admin, '/admin/credit/recharge', { userId: user.id, coreHours: 5 }),
        z.unknown(),
      );
    });
    afterAll(async () => {
      await next?.app.close();
    });

    it('picks the job up from the database after the restart', async () => {
      await putInSpace(server(), user.id, 'in.melt', meltInput(4));
      const apps = await data(
        await call(server(), user, '/hpc/applications'),
        z.array(z.object({ id: z.number(), engine: z.string() })),
      );
      const applicationId = apps.find((a) => a.engine === 'lammps')?.id;
      const submitted = await data(
        await call(server(), user, '/hpc/job/submit', {
          jobName: 'across',
          applicationId,
          partition: 'debug',
          cores: 1,
          timeLimitMinutes: 5,
          inputPath: 'in.melt',
        }),
        jobSchema,
      );
      await waitFor(server(), user, submitted.jobId, (j) => j.status === 1);
      await server().app.close();
      // The job ends while no server runs: its row still says Running.
      await new Promise((r) => setTimeout(r, 8000));
      const row = await hpcDb(server().db)
        .selectFrom('hpc_jobs')
        .select(['status', 'settled'])
        .where('id', '=', submitted.jobId)
        .executeTakeFirstOrThrow();
      expect(row.status).toBe(1);
      expect(Boolean(row.settled)).toBe(false);
      next = await startServer(server().env, { librarySource: null, programs });
      const done = await waitFor(next, user, submitted.jobId, (j) => j.status === 3, 30_000);
      expect(done).toMatchObject({ rawState: 'COMPLETED', exitCode: '0:0' });
      expect(done.chargedCoreHours).toBeGreaterThan(0);
      const detail = await data(await call(next, user, `/hpc/job/${submitted.jobId}`), jobDetailSchema);
      expect(detail.files.map((f) => f.path)).toEqual(expect.arrayContaining(['log.lammps', 'dump.melt']));
      const balance = await data(
        await call(next, user, '/hpc/credit/balance'),
        z.object({ balanceCoreHours: z.number(), heldCoreHours: z.number() }),
      );
      expect(balance.heldCoreHours).toBe(0);
      expect(balance.balanceCoreHours).toBeCloseTo(5 - done.chargedCoreHours, 6);
    }, 90_000);
  },
  { env: { SLURM_CONF: slurmConf(), HPC_POLL_MS: '300' }, overrides: { programs } },
);
