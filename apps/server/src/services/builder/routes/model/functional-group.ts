import { isTopoForgeError } from '@topoforge/chem';
import { ADD_FUNCTIONAL_GROUP_ROUTE } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { HttpError } from '../../../../kernel/http/errors.js';
import { MESSAGES } from '../../../../messages/index.js';
import { routeJobCall } from '../../jobs/run-jobs.js';
import type { CarbonBuildResult } from '../../carbon/carbon-jobs.js';
import { carbonAnswer, runCarbonJob } from '../../carbon/carbon-service.js';
import type { FunctionalGroupJobInput } from '../../carbon/functional-group-job.js';
import { FUNCTIONAL_GROUP_JOB } from '../../carbon/functional-group-job.js';

/** chem's functional-group refusals (data.rule) as the catalogue's texts (messages/carbon-functional.ts). */
function refusal(error: unknown): unknown {
  if (!isTopoForgeError(error) || error.code !== 'invalid-request') return error;
  const key = `invalid-request/carbon-functional-${String(error.data.rule)}`;
  return key in MESSAGES ? new HttpError(400, key, { ...error.data, message: error.message }) : error;
}

/**
 * POST model/add-functional-group (001 §7, issue 19 item 4): the groups are added in a worker job under the
 * caller's time-out (structures reach 100,000 atoms); the answer is the mol2 with what was placed beside it.
 */
export function registerFunctionalGroupRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, ctx, ADD_FUNCTIONAL_GROUP_ROUTE, async ({ body, query, user, signal }) => {
    const call = { ...routeJobCall(ctx, user, signal), ticket: query.job };
    const input: FunctionalGroupJobInput = {
      data: body.data,
      request: {
        group: body.group,
        orientation: body.orientation,
        ...(body.count === undefined ? {} : { count: body.count }),
        ...(body.seed === undefined ? {} : { seed: body.seed }),
      },
    };
    try {
      return carbonAnswer(await runCarbonJob<CarbonBuildResult>(call, FUNCTIONAL_GROUP_JOB, input, null));
    } catch (e) {
      throw refusal(e);
    }
  });
}
