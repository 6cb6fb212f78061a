import { parameterRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { buildParameterSet } from '../../forcefield/parameter-set.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';
import { readServerVersion } from '../../../../kernel/server-info.js';

export function registerParameterRoute(app: FastifyInstance, ctx: Pick<AppContext, 'auth' | 'config'>): void {
  const deps = {
    gaffDat: ctx.config.gaffDat,
    gromacsTop: ctx.config.gromacsTop,
    version: readServerVersion(),
  };
  registerApiRoute(app, { auth: ctx.auth }, parameterRoute, ({ body, user }) =>
    buildParameterSet(body, { ...deps, premium: user?.premium ?? false }),
  );
}
