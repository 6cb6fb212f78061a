import type { UploadFlow } from '@topoforge/chem';
import { convertRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { convertOptions } from '../../convert/conversions.js';
import type { Gen3dSettings } from '../../convert/gen3d.js';
import { SERVER_GEN3D_TIMEOUT_MS } from '../../convert/gen3d.js';
import { checkGeneratedAtoms, checkSmilesInput, isSmilesInput, smilesRefused } from '../../convert/smiles.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import type { JobCall } from '../../jobs/run-jobs.js';
import {
  routeJobCall,
  runConvert,
  runGen3d,
  runGen3dSmiles,
  runReadStructure,
  runWriteStructure,
} from '../../jobs/run-jobs.js';

/**
 * POST obabel/convert: the options are checked here; reading, perceiving and writing run as worker jobs,
 * and 3D generation (obabel, a child process) as a job of its own between reading and writing. A SMILES
 * string (inp 'smi' or 'smiles', issue 15.8) always goes through 3D generation, like a sketch, and the
 * flow's atom limit is applied again to what Open Babel built.
 */
export function registerConvertRoute(app: FastifyInstance, ctx: AppContext): void {
  registerApiRoute(app, { auth: ctx.auth }, convertRoute, async ({ body, signal, user }) => {
    const { out, gen3d } = convertOptions(body);
    const call = routeJobCall(ctx, user, signal);
    const flow: UploadFlow = body.flow ?? 'molecule';
    const gen3dCall: JobCall = { ...call, timeoutMs: SERVER_GEN3D_TIMEOUT_MS };
    const settings: Omit<Gen3dSettings, 'signal'> = {
      command: ctx.config.programs.obabel,
      dataDir: ctx.config.openBabelData,
      // The job's time-out rules; the adapter's own is only a backstop.
      timeoutMs: SERVER_GEN3D_TIMEOUT_MS + 5_000,
    };
    if (isSmilesInput(body.inp)) {
      const smiles = checkSmilesInput(body.data, flow);
      const built = await runGen3dSmiles(gen3dCall, { smiles, settings }).catch((error: unknown) => {
        throw smilesRefused(error, smiles.smiles);
      });
      return runWriteStructure(call, { molecule: checkGeneratedAtoms(built, flow), out });
    }
    const source = { data: body.data, inp: body.inp, out, flow: body.flow };
    if (!gen3d) return runConvert(call, source);
    const molecule = await runReadStructure(call, source);
    const built = await runGen3d(gen3dCall, { molecule, settings });
    return runWriteStructure(call, { molecule: built, out });
  });
}
