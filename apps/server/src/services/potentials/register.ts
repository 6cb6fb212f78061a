import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../kernel/app-context.js';
import { loadCatalogue } from './load-catalogue.js';
import { registerPotentialRoutes } from './routes.js';

/**
 * The EAM/ReaxFF module browsers (issue 20): the catalogue of the LAMMPS potentials folder
 * (LAMMPS_POTENTIALS) is read once here, at start, and the four calls answer from it.
 */
export async function registerPotentialsService(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const loaded = await loadCatalogue(ctx.config.lammpsPotentials, {
    info: (m) => app.log.info(m),
    warn: (m) => app.log.warn(m),
  });
  registerPotentialRoutes(app, ctx, loaded);
}
