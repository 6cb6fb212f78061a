import { convertRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { convertStructure } from '../../convert/conversions.js';
import { SERVER_GEN3D_TIMEOUT_MS } from '../../convert/gen3d.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { runGen3d } from '../../jobs/run-jobs.js';

export function registerConvertRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, convertRoute, ({ body, signal, user }) =>
    convertStructure(body, (molecule) =>
      // 3D generation is a heavy call: it runs as a job (obabel, a child process) and is recorded.
      runGen3d(
        { jobs: ctx.jobs, userId: user?.id ?? null, timeoutMs: SERVER_GEN3D_TIMEOUT_MS, signal },
        {
          molecule,
          settings: {
            command: ctx.config.programs.obabel,
            dataDir: ctx.config.openBabelData,
            // The job's time-out rules; the adapter's own is only a backstop.
            timeoutMs: SERVER_GEN3D_TIMEOUT_MS + 5_000,
          },
        },
      ),
    ),
  );
}
