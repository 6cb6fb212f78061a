import * as api from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import { addCredit, CreditInsufficientError } from '../../kernel/credit/credit.js';
import type { RouteDeps } from '../../kernel/http/api-route.js';
import { registerApiRoute } from '../../kernel/http/api-route.js';
import { HttpError } from '../../kernel/http/errors.js';
import {
  listApplications,
  partitionsWithSettings,
  readRefundRule,
  removeApplication,
  saveApplication,
  savePartitionSettings,
  saveRefundRule,
} from '../../kernel/hpc/catalogue.js';
import type { JobCentre } from '../../kernel/hpc/job-centre.js';
import { askSlurm } from '../../kernel/hpc/job-centre.js';

/**
 * Administrators' side of the job centre: partitions' display names and price coefficients,
 * applications, credit recharges and the refund rule (the routes check the admin role).
 */
export function registerHpcAdminRoutes(app: FastifyInstance, deps: RouteDeps, centre: JobCentre): void {
  const partitions = async () => {
    // A cluster that is not configured or silent still lets administrators see the settings kept.
    const live = centre.slurm.configured ? await askSlurm(() => centre.slurm.partitions()) : [];
    return partitionsWithSettings(centre.db, live, true);
  };
  registerApiRoute(app, deps, api.hpcAdminPartitionsRoute, partitions);
  registerApiRoute(app, deps, api.hpcAdminPartitionPriceRoute, async ({ body }) => {
    await savePartitionSettings(centre.db, body.name, body.displayName, body.priceCoefficient);
    const found = (await partitions()).find((p) => p.name === body.name);
    if (!found) throw new HttpError(404, 'hpc-partition-not-found', { name: body.name });
    return found;
  });

  registerApiRoute(app, deps, api.hpcAdminApplicationsRoute, () => listApplications(centre.db, false));
  registerApiRoute(app, deps, api.hpcAdminApplicationSaveRoute, async ({ body }) => {
    const saved = await saveApplication(centre.db, body);
    if (!saved) throw new HttpError(404, 'hpc-application-not-found', { id: body.id ?? 0 });
    return saved;
  });
  registerApiRoute(app, deps, api.hpcAdminApplicationRemoveRoute, async ({ body }) => {
    if (!(await removeApplication(centre.db, body.id)))
      throw new HttpError(404, 'hpc-application-not-found', { id: body.id });
    return { done: true as const };
  });

  registerApiRoute(app, deps, api.hpcAdminCreditRechargeRoute, async ({ body, user }) => {
    const exists = await centre.db
      .selectFrom('users')
      .select('id')
      .where('id', '=', body.userId)
      .executeTakeFirst();
    if (!exists) throw new HttpError(404, 'hpc-user-not-found', { id: body.userId });
    try {
      return await addCredit(centre.credit, { kind: 'user', id: body.userId }, body.coreHours, 'recharge', {
        note: body.note,
        byUserId: user?.id ?? null,
      });
    } catch (e) {
      if (e instanceof CreditInsufficientError) throw new HttpError(409, 'hpc-credit-insufficient');
      throw e;
    }
  });
  registerApiRoute(app, deps, api.hpcAdminRefundRuleRoute, () => readRefundRule(centre.db));
  registerApiRoute(app, deps, api.hpcAdminRefundRuleSaveRoute, ({ body }) => saveRefundRule(centre.db, body));
}
