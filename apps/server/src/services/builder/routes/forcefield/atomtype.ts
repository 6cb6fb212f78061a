import { atomTypeRoute } from '@topoforge/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../../kernel/app-context.js';
import { atomTypeOptions } from '../../forcefield/atom-types.js';
import { readWizardMol2 } from '../../forcefield/structure.js';
import { registerApiRoute } from '../../../../kernel/http/api-route.js';

export function registerAtomTypeRoute(app: FastifyInstance, ctx: Pick<AppContext, 'auth'>): void {
  registerApiRoute(app, { auth: ctx.auth }, atomTypeRoute, ({ body, user }) =>
    atomTypeOptions(readWizardMol2(body.data), body.forcefield, { premium: user?.premium ?? false }),
  );
}
