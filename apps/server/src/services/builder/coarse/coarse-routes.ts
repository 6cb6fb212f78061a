import {
  CG_FORCE_FIELDS,
  CG_FORCEFIELD_LIST_ROUTE,
  CG_PARAM_MARTINI2_ROUTE,
  CG_PARAM_MARTINI3_ROUTE,
  COARSE_GRAIN_ROUTE,
  REMAPPING_ROUTE,
} from '@topoforge/contract';
import type { CgParamBody } from '@topoforge/contract';
import type { AuthUser } from '../../../kernel/auth/auth-user.js';
import { mapMartini3 } from '@topoforge/chem';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../kernel/app-context.js';
import { registerApiRoute } from '../../../kernel/http/api-route.js';
import { readServerVersion } from '../../../kernel/server-info.js';
import { routeJobCall, runCgConformers } from '../jobs/run-jobs.js';
import { mappingToWire } from './cg-wire.js';
import { CG_CONFORMERS_JOB_TIMEOUT_MS } from './conformer-job.js';
import { cgParameters, martini3TableLoader, readCgMolecule, userMapping } from './coarse-service.js';

interface ParamContext {
  readonly body: CgParamBody;
  readonly user: AuthUser | null;
  readonly signal: AbortSignal;
}

/**
 * The coarse-grained builder (001 §7 "Coarse-grained", issue 21): mapping and remapping are fast (a
 * 100-heavy-atom molecule maps in milliseconds, bench:cg-mapping), so they run in the request; the
 * parameter call's conformer search (up to five obabel runs, 1–8 s up to 100 heavy atoms on a loaded
 * 2-core machine) is a process job (conformer-job.ts), so obabel counts against the job pool and stops
 * with the request. The Martini 3 table is read once from MARTINI3_ITP when the first Martini 3
 * parameter call needs it.
 */
export function registerCoarseRoutes(app: FastifyInstance, ctx: AppContext): void {
  const auth = { auth: ctx.auth };
  registerApiRoute(app, auth, COARSE_GRAIN_ROUTE, ({ body }) => {
    const molecule = readCgMolecule(body.mol2);
    return mappingToWire(molecule, mapMartini3(molecule));
  });
  registerApiRoute(app, auth, REMAPPING_ROUTE, ({ body }) => {
    const molecule = readCgMolecule(body.mol2);
    return mappingToWire(molecule, userMapping(molecule, body.cg_beads));
  });
  registerApiRoute(app, auth, CG_FORCEFIELD_LIST_ROUTE, () => [...CG_FORCE_FIELDS]);
  const table = martini3TableLoader(ctx.config.martini3Itp);
  const version = readServerVersion();
  const param = (forceField: 'martini3' | 'martini2') => (c: ParamContext) =>
    cgParameters({
      mol2: c.body.mol2,
      conformers: (molecule) =>
        runCgConformers(
          { ...routeJobCall(ctx, c.user, c.signal), timeoutMs: CG_CONFORMERS_JOB_TIMEOUT_MS },
          { molecule, command: ctx.config.programs.obabel, dataDir: ctx.config.openBabelData },
        ),
      beads: c.body.cg_beads,
      forceField,
      table: forceField === 'martini3' ? table() : undefined,
      tablePath: ctx.config.martini3Itp,
      version,
    });
  registerApiRoute(app, auth, CG_PARAM_MARTINI3_ROUTE, param('martini3'));
  registerApiRoute(app, auth, CG_PARAM_MARTINI2_ROUTE, param('martini2'));
}
