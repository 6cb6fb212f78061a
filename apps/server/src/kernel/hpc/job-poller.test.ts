import { appendFile, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../../test/support/databases.js';
import { addCredit, creditBalance, holdCredit } from '../credit/credit.js';
import type { AppDatabase } from '../db/open-database.js';
import type { JobCentre } from './job-centre.js';
import { jobCentre } from './job-centre.js';
import { pollJobs } from './job-poller.js';
import { readHpcSettings } from './settings.js';

/** The run's Slurm cluster (test/support/slurm-cluster.ts); without it these fail with the install hint. */
function slurmConf(): string {
  const slurm = inject('slurm');
  if (slurm.conf === null) throw new Error(slurm.error);
  return slurm.conf;
}

/*
 * Jobs slurmctld no longer knows (after MinJobAge): the poller takes their end from the cluster's filetxt
 * completion log, and a job found nowhere ends as Failed (UNKNOWN) — both settled once, on both databases.
 * Slurm job ids far above any the test cluster hands out stand for jobs of a cluster that forgot them.
 */
for (const kind of DATABASE_KINDS) {
  describe(`the job poller with forgotten jobs [${kind}]`, () => {
    let database: AppDatabase & { dataDir: string };
    let centre: JobCentre;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      const conf = slurmConf();
      centre = jobCentre(
        database.db,
        database.dataDir,
        readHpcSettings((n) => (n === 'SLURM_CONF' ? conf : undefined)),
      );
    });
    afterAll(async () => {
      await database?.close();
    });

    const addJob = async (userId: number, slurmJobId: number) => {
      const row = await centre.db
        .insertInto('hpc_jobs')
        .values({
          user_id: userId,
          job_name: `forgotten ${slurmJobId}`,
          project_name: '',
          application_id: null,
          app_name: 'LAMMPS',
          engine: 'lammps',
          partition_name: 'debug',
          partition_display_name: 'debug',
          price_coefficient: 1,
          cores: 2,
          time_limit_minutes: 60,
          input_path: 'in.x',
          slurm_job_id: slurmJobId,
          status: 1,
          raw_state: 'RUNNING',
          submit_time: Date.now() - 600_000,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const held = await holdCredit(centre.credit, { kind: 'user', id: userId }, 2, { jobId: row.id });
      await centre.db
        .updateTable('hpc_jobs')
        .set({ held_core_seconds: held })
        .where('id', '=', row.id)
        .execute();
      return row.id;
    };

    it('finishes a forgotten job from the completion log and fails one found nowhere', async () => {
      const user = await database.db
        .insertInto('users')
        .values({
          username: `poller-${kind}`,
          password_hash: 'x',
          created_at: new Date().toISOString(),
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await addCredit(centre.credit, { kind: 'user', id: user.id }, 10, 'recharge');
      const base = 900_000_000 + Math.floor(Math.random() * 1_000_000) * 2;
      const logged = await addJob(user.id, base);
      const lost = await addJob(user.id, base + 1);
      // The line slurmctld writes when a job ends (JobCompType=jobcomp/filetxt), 30 minutes of 2 cores.
      const log = /^JobCompLoc=(.+)$/m.exec(await readFile(slurmConf(), 'utf8'))?.[1] ?? '';
      await appendFile(
        log,
        `JobId=${base} UserId=tfu1(1) GroupId=tfu1(1) Name=x JobState=COMPLETED Partition=debug TimeLimit=60 ` +
          'StartTime=2026-11-27T01:00:00 EndTime=2026-11-27T01:30:00 NodeList=vm NodeCnt=1 ProcCnt=2 ExitCode=0:0\n',
      );
      expect(await pollJobs(centre)).toBe(2);
      const rows = await centre.db
        .selectFrom('hpc_jobs')
        .selectAll()
        .where('id', 'in', [logged, lost])
        .orderBy('id')
        .execute();
      expect(rows.map((r) => [r.status, r.raw_state, r.exit_code, Boolean(r.settled)])).toEqual([
        [3, 'COMPLETED', '0:0', true],
        [4, 'UNKNOWN', null, true],
      ]);
      // 2 cores × 0.5 h × coefficient 1 = 1 core-hour charged; nothing for the lost job (it never started).
      expect(Number(rows[0]?.charged_core_seconds)).toBe(3600);
      expect(Number(rows[1]?.charged_core_seconds)).toBe(0);
      expect(await creditBalance(centre.credit, { kind: 'user', id: user.id })).toEqual({
        balanceCoreHours: 9,
        heldCoreHours: 0,
      });
      expect(await pollJobs(centre)).toBe(0);
    });
  });
}
