import { convertRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { convertStructure } from '../../convert/conversions.js';
import { generate3d, SERVER_GEN3D_TIMEOUT_MS } from '../../convert/gen3d.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

export function registerConvertRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, convertRoute, ({ body, signal, user }) =>
    convertStructure(body, (mol) =>
      // 3D generation is a heavy call: it waits for a slot of the job pool and is recorded there.
      ctx.jobs.run(
        'convert:gen3d',
        { userId: user?.id ?? null, atoms: mol.atomCount, timeoutMs: SERVER_GEN3D_TIMEOUT_MS, signal },
        (jobSignal) =>
          generate3d(mol, {
            command: ctx.config.programs.obabel,
            dataDir: ctx.config.openBabelData,
            // The pool's time-out rules; the adapter's own is only a backstop.
            timeoutMs: SERVER_GEN3D_TIMEOUT_MS + 5_000,
            signal: jobSignal,
          }),
      ),
    ),
  );
}
