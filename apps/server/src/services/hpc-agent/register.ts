import * as api from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { creditBalance, creditLedger, creditTotals } from '../../kernel/credit/credit.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import { listApplications, partitionsWithSettings } from '../../kernel/hpc/catalogue.js';
import { cancelJob } from '../../kernel/hpc/job-cancel.js';
import { askSlurm, jobCentre } from '../../kernel/hpc/job-centre.js';
import { startPoller } from '../../kernel/hpc/job-poller.js';
import { jobDetail, jobFile, listJobs } from '../../kernel/hpc/job-queries.js';
import { submitJob } from '../../kernel/hpc/job-submit.js';
import { accountName } from '../../kernel/hpc/unix-accounts.js';
import { registerHpcAdminRoutes } from './admin-routes.js';

const userOf = (user: { id: number } | null): number => {
  if (user === null) throw new HttpError(401, 'unauthorized');
  return user.id;
};
const jobIdOf = (params: Readonly<Record<string, string>>): number => Number(params.jobId);

/**
 * The job centre (issue 23 item 2): partitions, applications, submit, list, detail, files, cancel, and the
 * user's computing credit. With SLURM_CONF set, a poller stores the jobs' states from the cluster while
 * the server runs; it stops when the app closes.
 */
export function registerHpcAgentService(app: FastifyInstance, ctx: AppContext): void {
  const centre = jobCentre(ctx.db, ctx.config.dataDir, ctx.config.hpc);
  const deps = { auth: ctx.auth };
  if (centre.slurm.configured) {
    let stop: (() => Promise<void>) | undefined;
    app.addHook('onReady', () => {
      stop = startPoller(centre, (e) => app.log.warn({ err: e }, 'job poller'));
      return Promise.resolve();
    });
    app.addHook('onClose', async () => stop?.());
  }

  registerApiRoute(app, deps, api.hpcPartitionsRoute, async () => {
    const live = await askSlurm(() => centre.slurm.partitions());
    return partitionsWithSettings(centre.db, live, false);
  });
  registerApiRoute(app, deps, api.hpcApplicationsRoute, () => listApplications(centre.db, true));
  registerApiRoute(app, deps, api.hpcDisplayInfoRoute, async ({ user }) => {
    const id = userOf(user);
    const totals = await creditTotals(centre.credit, { kind: 'user', id });
    return {
      name: ctx.config.hpc.clusterName,
      hpcAccountId: accountName(id),
      hpcClusterId: ctx.config.hpc.clusterName,
      blockLimit: totals.grantedCoreHours,
      usedBlock: totals.usedCoreHours,
    };
  });
  registerApiRoute(app, deps, api.hpcCreditBalanceRoute, ({ user }) =>
    creditBalance(centre.credit, { kind: 'user', id: userOf(user) }),
  );
  registerApiRoute(app, deps, api.hpcCreditLedgerRoute, async ({ user, query }) => {
    const page = await creditLedger(centre.credit, { kind: 'user', id: userOf(user) }, query);
    return {
      total: page.total,
      records: page.records.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    };
  });

  registerApiRoute(app, deps, api.hpcJobSubmitRoute, ({ user, body }) =>
    submitJob(centre, userOf(user), body),
  );
  registerApiRoute(app, deps, api.hpcJobListRoute, ({ user, query }) =>
    listJobs(centre.db, userOf(user), query),
  );
  registerApiRoute(app, deps, api.hpcJobDetailRoute, ({ user, params }) =>
    jobDetail(centre.db, centre.dataDir, userOf(user), jobIdOf(params)),
  );
  registerApiRoute(app, deps, api.hpcJobFileRoute, ({ user, params, query }) =>
    jobFile(centre.db, centre.dataDir, userOf(user), jobIdOf(params), query.path),
  );
  registerApiRoute(app, deps, api.hpcJobCancelRoute, ({ user, params }) =>
    cancelJob(centre, userOf(user), jobIdOf(params)),
  );

  registerHpcAdminRoutes(app, deps, centre);
}
