import { convertRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { convertOptions } from '../../convert/conversions.js';
import { SERVER_GEN3D_TIMEOUT_MS } from '../../convert/gen3d.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import {
  routeJobCall,
  runConvert,
  runGen3d,
  runReadStructure,
  runWriteStructure,
} from '../../jobs/run-jobs.js';

/**
 * POST obabel/convert: the options are checked here; reading, perceiving and writing run as worker jobs,
 * and 3D generation (obabel, a child process) as a job of its own between reading and writing.
 */
export function registerConvertRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, convertRoute, async ({ body, signal, user }) => {
    const { out, gen3d } = convertOptions(body);
    const call = routeJobCall(ctx, user, signal);
    const source = { data: body.data, inp: body.inp, out, flow: body.flow };
    if (!gen3d) return runConvert(call, source);
    const molecule = await runReadStructure(call, source);
    const built = await runGen3d(
      { ...call, timeoutMs: SERVER_GEN3D_TIMEOUT_MS },
      {
        molecule,
        settings: {
          command: ctx.config.programs.obabel,
          dataDir: ctx.config.openBabelData,
          // The job's time-out rules; the adapter's own is only a backstop.
          timeoutMs: SERVER_GEN3D_TIMEOUT_MS + 5_000,
        },
      },
    );
    return runWriteStructure(call, { molecule: built, out });
  });
}
